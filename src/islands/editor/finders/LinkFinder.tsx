import { useState } from 'react';
import type { LinkTarget } from '../../../lib/contract/editor.ts';
import type { EditorApi } from '../editor-api-types.ts';
import type { FormLabels } from '../forms/labels.ts';
import { FinderDialog } from './FinderDialog.tsx';
import { groupLinkTargets } from './group-links.ts';
import { Pager, SearchBox } from './SearchBox.tsx';
import { hasNextPage, useDebouncedValue, useFinderSearch } from './use-finder-search.ts';

type Props = {
	api: EditorApi;
	labels: FormLabels;
	onPick(target: LinkTarget): void;
	onClose(): void;
};

/** Finds a page, event, article, … to link to (api.searchLinks), results grouped by kind. */
export function LinkFinder({ api, labels, onPick, onClose }: Props) {
	const [query, setQuery] = useState('');
	const [page, setPage] = useState(1);
	const [pageSize, setPageSize] = useState(0);
	const q = useDebouncedValue(query.trim());
	const { data, loading, failed } = useFinderSearch(
		async (text, number) => {
			const answer = await api.searchLinks(text, number);
			if (number === 1) setPageSize(answer.results.length);
			return answer;
		},
		q,
		page,
	);
	const t = labels.finder;
	return (
		<FinderDialog title={t.linkTitle} closeLabel={t.close} onClose={onClose}>
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
			{data &&
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
				))}
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
