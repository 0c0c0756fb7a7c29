import { EVENT_FILTER_KEYS, type EventFilterKey } from '../../lib/contract/index.ts';
import { toUrlDate } from '../../lib/format/datetime.ts';
import {
	idRule,
	slugRule,
	urlDateRule,
	validateQuery,
	withQuery,
	type QueryResult,
} from './list-query.ts';

/** The event list's query as the page reads it (SPEC §2 'The query string mirrors the state'). */
export type EventsPageQuery = {
	/** The first day shown, yyyy-mm-dd (in the URL dd-mm-yyyy). */
	date: string;
	room: number;
	type: string;
	tag: number;
	series: number;
	genre: number;
	page: number;
};

/** The filters chosen in an event-list query, by key. */
export type EventFilters = Partial<Pick<EventsPageQuery, EventFilterKey>>;

/**
 * Validates the event list's query (SPEC §5): `date` must be a real dd-mm-yyyy day, room, tag,
 * series and genre positive ids, type a slug, page a positive number.
 */
export function parseEventsQuery(params: URLSearchParams): QueryResult<EventsPageQuery> {
	return validateQuery<EventsPageQuery>(params, {
		date: urlDateRule,
		room: idRule,
		type: slugRule,
		tag: idRule,
		series: idRule,
		genre: idRule,
		page: idRule,
	});
}

/** The filters of a parsed query, in the order of the filter bar. */
export function activeFilters(query: Partial<EventsPageQuery>): EventFilters {
	const filters: EventFilters = {};
	for (const key of EVENT_FILTER_KEYS) {
		if (query[key] !== undefined) Object.assign(filters, { [key]: query[key] });
	}
	return filters;
}

/** The events page with `query`: date as dd-mm-yyyy, filters by id (type by slug), page > 1 only. */
export function eventsHref(listPath: string, query: Partial<EventsPageQuery>): string {
	return withQuery(listPath, {
		date: query.date ? toUrlDate(query.date) : undefined,
		...activeFilters(query),
		page: query.page && query.page > 1 ? query.page : undefined,
	});
}
