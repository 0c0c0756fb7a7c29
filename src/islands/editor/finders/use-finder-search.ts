import { useEffect, useRef, useState } from 'react';

/** Delay between the last keystroke and the search (ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, updated only once it has not changed for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
	const [settled, setSettled] = useState(value);
	useEffect(() => {
		const timer = setTimeout(() => setSettled(value), delay);
		return () => clearTimeout(timer);
	}, [value, delay]);
	return settled;
}

/** State of one finder search. */
export type SearchState<T> = { data: T | null; loading: boolean; failed: string | null };

/**
 * Runs `search(q, page)` whenever the (debounced) query or the page changes; answers of searches
 * that were overtaken are dropped.
 */
export function useFinderSearch<T>(
	search: (q: string, page: number) => Promise<T>,
	q: string,
	page: number,
): SearchState<T> {
	const [state, setState] = useState<SearchState<T>>({ data: null, loading: true, failed: null });
	// A new function per render (an inline arrow) must not start another search.
	const searchRef = useRef(search);
	searchRef.current = search;
	useEffect(() => {
		let current = true;
		setState((previous) => ({ ...previous, loading: true, failed: null }));
		searchRef.current(q, page).then(
			(data) => {
				if (current) setState({ data, loading: false, failed: null });
			},
			(error: unknown) => {
				if (current) {
					const message = error instanceof Error ? error.message : String(error);
					setState({ data: null, loading: false, failed: message });
				}
			},
		);
		return () => {
			current = false;
		};
	}, [q, page]);
	return state;
}

/** True when results after `page` exist: count beyond what pages of `pageSize` have shown. */
export function hasNextPage(count: number, page: number, pageSize: number): boolean {
	return pageSize > 0 && page * pageSize < count;
}
