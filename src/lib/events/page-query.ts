import type { EventFilterKey } from '../contract/taxonomy.ts';
import { canonicalAccess } from '../access/features.ts';
import { toUrlDate } from '../format/datetime.ts';
import {
	idRule,
	slugRule,
	urlDateRule,
	validateQuery,
	withQuery,
	type QueryResult,
	type QueryRule,
} from '../links/url-query.ts';

/** Events per page of the list (SPEC §9). */
export const EVENTS_PAGE_SIZE = 10;

/** The filter keys of the event list in the order of the filter bar (SPEC §2). */
export const EVENT_FILTERS = [
	'room',
	'type',
	'tag',
	'series',
	'genre',
] as const satisfies readonly EventFilterKey[];

/** Every filter the list's query carries: the option filters and the access features. */
export const LIST_FILTERS = [...EVENT_FILTERS, 'access'] as const;
export type ListFilterKey = (typeof LIST_FILTERS)[number];

/** The quick filters of the event list (SPEC §9). */
export const QUICK_FILTERS = ['next_3_days', 'weekend'] as const;
export type QuickFilter = (typeof QUICK_FILTERS)[number];

/** The event list's query as the page reads it (SPEC §2 'The query string mirrors the state'). */
export type EventsPageQuery = {
	/** The first day shown, yyyy-mm-dd (in the URL dd-mm-yyyy). */
	date: string;
	room: number;
	type: string;
	tag: number;
	series: number;
	genre: number;
	/** Access features every date must offer, comma-separated in ACCESS_FEATURES order. */
	access: string;
	/** A quick filter: the next three days or the weekend from `date`. */
	filter: QuickFilter;
	page: number;
};

/** The filters chosen in an event-list query, by key. */
export type EventFilters = Partial<Pick<EventsPageQuery, ListFilterKey>>;

// '' (nothing chosen) reads as absent, like an empty value of the other filters.
const accessRule: QueryRule<string> = (raw) => canonicalAccess(raw) || null;

const quickFilterRule: QueryRule<QuickFilter> = (raw) =>
	QUICK_FILTERS.find((filter) => filter === raw) ?? null;

/**
 * Validates the event list's query (SPEC §5): `date` must be a real dd-mm-yyyy day, room, tag,
 * series and genre positive ids, type a slug, access known features, filter a quick filter, page
 * a positive number.
 */
export function parseEventsQuery(params: URLSearchParams): QueryResult<EventsPageQuery> {
	return validateQuery<EventsPageQuery>(params, {
		date: urlDateRule,
		room: idRule,
		type: slugRule,
		tag: idRule,
		series: idRule,
		genre: idRule,
		access: accessRule,
		filter: quickFilterRule,
		page: idRule,
	});
}

/** The filters of a parsed query, in the order of the filter bar. */
export function activeFilters(query: {
	[K in keyof EventsPageQuery]?: EventsPageQuery[K] | undefined;
}): EventFilters {
	const filters: EventFilters = {};
	for (const key of LIST_FILTERS) {
		if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
	}
	return filters;
}

/**
 * The events page with `query`: date as dd-mm-yyyy, filters by id (type by slug), the quick
 * filter, page > 1 only; `extra` values (e.g. `overlay`) come last.
 */
export function eventsHref(
	listPath: string,
	query: { [K in keyof EventsPageQuery]?: EventsPageQuery[K] | undefined },
	extra: Record<string, string> = {},
): string {
	return withQuery(listPath, {
		date: query.date ? toUrlDate(query.date) : undefined,
		...activeFilters(query),
		filter: query.filter,
		page: query.page && query.page > 1 ? query.page : undefined,
		...extra,
	});
}
