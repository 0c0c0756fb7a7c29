import type { LinkTarget } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderDialog } from './FinderDialog.tsx';
import { FinderSearch } from './FinderSearch.tsx';
import { groupLinkTargets } from './group-links.ts';

type Props = {
	api: EditorApi;
	labels: FormLabels;
	onPick: (target: LinkTarget) => void;
	onClose: () => void;
};

/** Finds a page, event, article, … to link to (api.searchLinks), results grouped by kind. */
export function LinkFinder({ api, labels, onPick, onClose }: Props) {
	const t = labels.finder;
	return (
		<FinderDialog title={t.linkTitle} closeLabel={t.close} onClose={onClose}>
			<FinderSearch labels={t} search={(text, number) => api.searchLinks(text, number)}>
				{(data) =>
					groupLinkTargets(data.results).map(([kind, targets]) => (
						<section key={kind} className="editor-finder-group">
							<h3>{labels.kinds[kind] ?? kind}</h3>
							<ul className="editor-finder-results">
								{targets.map((target) => (
									<li key={`${target.kind}-${target.id}`}>
										<button
											type="button"
											className="editor-finder-result"
											onClick={() => onPick(target)}
										>
											<span className="editor-finder-result-title">{target.title}</span>
											<span className="editor-finder-result-detail">
												{target.detail || target.url}
											</span>
										</button>
									</li>
								))}
							</ul>
						</section>
					))
				}
			</FinderSearch>
		</FinderDialog>
	);
}
