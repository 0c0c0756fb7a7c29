import { useState } from 'react';
import type { EventTarget } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import { eventDateLine } from '../forms/berlin-time.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderDialog } from './FinderDialog.tsx';
import { Pager, SearchBox } from './SearchBox.tsx';
import { hasNextPage, useDebouncedValue, useFinderSearch } from './use-finder-search.ts';

type Props = {
	api: EditorApi;
	labels: FormLabels;
	onPick(event: EventTarget): void;
	onClose(): void;
};

/** Finds an event (api.searchEvents) by title; each result shows its date and venue. */
export function EventFinder({ api, labels, onPick, onClose }: Props) {
	const [query, setQuery] = useState('');
	const [page, setPage] = useState(1);
	const [pageSize, setPageSize] = useState(0);
	const q = useDebouncedValue(query.trim());
	const { data, loading, failed } = useFinderSearch(
		async (text, number) => {
			const answer = await api.searchEvents(text, number);
			if (number === 1) setPageSize(answer.results.length);
			return answer;
		},
		q,
		page,
	);
	const t = labels.finder;
	return (
		<FinderDialog title={t.eventTitle} closeLabel={t.close} onClose={onClose}>
			<SearchBox
				label={t.search}
				value={query}
				onChange={(value) => {
					setQuery(value);
					setPage(1);
				}}
			/>
			<div className="editor-finder-status" aria-live="polite">
				{loading
					? t.searching
					: failed
						? `${t.loadFailed} ${failed}`
						: data?.results.length === 0
							? t.noResults
							: ''}
			</div>
			{data && (
				<ul className="editor-finder-results">
					{data.results.map((event) => (
						<li key={event.id}>
							<button type="button" className="editor-finder-result" onClick={() => onPick(event)}>
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
			<Pager
				page={page}
				hasPrevious={page > 1}
				hasNext={data !== null && hasNextPage(data.count, page, pageSize)}
				labels={t}
				onPage={setPage}
			/>
		</FinderDialog>
	);
}
