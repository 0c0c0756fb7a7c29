import { accessList } from '../access/features.ts';
import {
	activeFilters,
	LIST_FILTERS,
	eventsHref,
	parseEventsQuery,
	type EventFilters,
	type QuickFilter,
} from './page-query.ts';
import { todayInBerlin } from './bounds.ts';

/*
 * The query of an event list — day, filters, quick filter — and its round trip through the URL
 * (SPEC §2 'The query string mirrors the state'). Pure: the store, the islands and tests share it.
 */

/** What the list is filtered by; `date` is the first day shown (yyyy-mm-dd). */
export type EventsQuery = { date: string; filters: EventFilters; quick: QuickFilter | null };

/** How many filters are chosen, each access feature and the quick filter included. */
export function filterCount(query: Pick<EventsQuery, 'filters' | 'quick'>): number {
	const { access, ...options } = query.filters;
	return Object.keys(options).length + accessList(access).length + (query.quick ? 1 : 0);
}

/**
 * Whether 'reset all' is offered (SPEC §2): more than one filter, or one filter and a date other
 * than the list's first day (today on the events page).
 */
export function showsResetAll(query: EventsQuery, firstDay: string = todayInBerlin()): boolean {
	const count = filterCount(query);
	return count > 1 || (count === 1 && query.date !== firstDay);
}

/** Teasers show only in the unfiltered list (SPEC §3). */
export function showsTeasers(query: EventsQuery): boolean {
	return filterCount(query) === 0;
}

/**
 * The query of a URL's search part, or null when it is invalid (SPEC §5: a date that is no real
 * dd-mm-yyyy day, a non-numeric filter), which is logged.
 */
export function readSearch(search: string, today: string): EventsQuery | null {
	const parsed = parseEventsQuery(new URLSearchParams(search));
	if (!parsed.valid) {
		console.warn(`event list: invalid ${parsed.key}=${parsed.value}, showing the plain list`);
		return null;
	}
	const { date, filter } = parsed.query;
	return { date: date ?? today, filters: activeFilters(parsed.query), quick: filter ?? null };
}

/** The query of a URL's search part; an invalid one is logged and read as the plain list. */
export function queryFromSearch(search: string, today: string = todayInBerlin()): EventsQuery {
	return readSearch(search, today) ?? { date: today, filters: {}, quick: null };
}

/** The URL that mirrors `query` (SPEC §2): date as dd-mm-yyyy unless today, filters by id. */
export function urlForQuery(
	query: EventsQuery,
	path: string,
	mode: 'page' | 'overlay',
	today: string = todayInBerlin(),
): string {
	return eventsHref(
		path,
		{
			date: query.date === today ? undefined : query.date,
			...query.filters,
			filter: query.quick ?? undefined,
		},
		mode === 'overlay' ? { overlay: 'true' } : {},
	);
}

/** Both queries choose the same day, filters and quick filter. */
export function sameQuery(a: EventsQuery, b: EventsQuery): boolean {
	return (
		a.date === b.date &&
		a.quick === b.quick &&
		LIST_FILTERS.every((key) => a.filters[key] === b.filters[key])
	);
}

/** The search part `search` of a URL asks for the event overlay (overlay=true). */
export function overlayInSearch(search: string): boolean {
	return new URLSearchParams(search).get('overlay') === 'true';
}
