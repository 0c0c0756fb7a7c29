import { useState, type ReactNode } from 'react';
import type { FormLabels } from '../forms/labels.ts';
import { Pager, SearchBox } from './SearchBox.tsx';
import { hasNextPage, useDebouncedValue, useFinderSearch } from './use-finder-search.ts';

/** Whether result pages exist before and after the shown one. */
export type PageLinks = { hasPrevious: boolean; hasNext: boolean };

type Props<T extends { count: number; results: readonly unknown[] }> = {
	labels: FormLabels['finder'];
	search: (q: string, page: number) => Promise<T>;
	/** The pages around `page`; by default from `count` and the size of the first page. */
	pagesOf?: (data: T | null, page: number) => PageLinks;
	children: (data: T) => ReactNode;
};

/**
 * A finder's search: the search box (a new query starts at page 1), the status line (searching,
 * failure, no results), `children` of the current page's answer and the pager.
 */
export function FinderSearch<T extends { count: number; results: readonly unknown[] }>({
	labels: t,
	search,
	pagesOf,
	children,
}: Props<T>) {
	const [query, setQuery] = useState('');
	const [page, setPage] = useState(1);
	const [pageSize, setPageSize] = useState(0);
	const q = useDebouncedValue(query.trim());
	const { data, loading, failed } = useFinderSearch(
		async (text, number) => {
			const answer = await search(text, number);
			if (number === 1) setPageSize(answer.results.length);
			return answer;
		},
		q,
		page,
	);
	const { hasPrevious, hasNext } = pagesOf
		? pagesOf(data, page)
		: { hasPrevious: page > 1, hasNext: data !== null && hasNextPage(data.count, page, pageSize) };
	return (
		<>
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
			{data && children(data)}
			<Pager page={page} hasPrevious={hasPrevious} hasNext={hasNext} labels={t} onPage={setPage} />
		</>
	);
}
