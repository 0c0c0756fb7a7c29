import type { EventTarget } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import { eventDateLine } from '../forms/berlin-time.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderDialog } from './FinderDialog.tsx';
import { FinderSearch } from './FinderSearch.tsx';

type Props = {
	api: EditorApi;
	labels: FormLabels;
	onPick: (event: EventTarget) => void;
	onClose: () => void;
};

/** Finds an event (api.searchEvents) by title; each result shows its date and venue. */
export function EventFinder({ api, labels, onPick, onClose }: Props) {
	const t = labels.finder;
	return (
		<FinderDialog title={t.eventTitle} closeLabel={t.close} onClose={onClose}>
			<FinderSearch labels={t} search={(text, number) => api.searchEvents(text, number)}>
				{(data) => (
					<ul className="editor-finder-results">
						{data.results.map((event) => (
							<li key={event.id}>
								<button
									type="button"
									className="editor-finder-result"
									onClick={() => onPick(event)}
								>
									<span className="editor-finder-result-title">{event.title}</span>
									<span className="editor-finder-result-detail">
										{[eventDateLine(event.date_start, api.uiLocale), event.venue]
											.filter(Boolean)
											.join(' · ')}
									</span>
								</button>
							</li>
						))}
					</ul>
				)}
			</FinderSearch>
		</FinderDialog>
	);
}
