import {
	CmsNotFoundError,
	CmsRequestError,
	getEventTeasers,
	getEvents,
	getFilterOptions,
	type CmsContext,
} from '../../lib/cms/index.ts';
import type { EventFilterKey, EventList, EventListItem } from '../../lib/contract/index.ts';
import { berlinDay } from '../../lib/format/datetime.ts';
import { getT } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import type { RouteInput } from '../route-data.ts';
import { groupEventsByDay, interleaveTeasers, type EventListEntry } from './event-days.ts';
import {
	activeFilters,
	eventsHref,
	parseEventsQuery,
	type EventsPageQuery,
} from './events-query.ts';
import { listHeadline, type ListHeadline } from './list-headline.ts';
import { redirectTo } from './list-query.ts';

/** Events per page of the list (SPEC §9). */
export const EVENTS_PAGE_SIZE = 10;

/** A chosen filter as shown above the list, with the link that removes it. */
export type FilterChip = { key: EventFilterKey; name: string; removeHref: string };

/** What the events page shows. */
export type EventListData = ListHeadline & {
	listPath: string;
	query: Partial<EventsPageQuery>;
	page: number;
	/** The first day the list starts from, yyyy-mm-dd. */
	from: string;
	count: number;
	entries: EventListEntry<EventListItem>[];
	chips: FilterChip[];
	nextHref: string | null;
	previousHref: string | null;
};

/** Where each filter's option names come from (SPEC §7). */
const OPTION_LISTS = {
	room: 'rooms',
	type: 'exhibitionTypes',
	tag: 'eventTags',
	series: 'series',
	genre: 'genres',
} as const satisfies Record<EventFilterKey, string>;

/** The chosen filters with their option names (type is matched by slug, the rest by id). */
async function filterChips(
	ctx: CmsContext,
	listPath: string,
	query: Partial<EventsPageQuery>,
): Promise<FilterChip[]> {
	const chosen = Object.entries(activeFilters(query)) as [EventFilterKey, string | number][];
	return Promise.all(
		chosen.map(async ([key, value]) => {
			const options = await getFilterOptions(ctx, OPTION_LISTS[key]);
			const option = options.find((each) => (key === 'type' ? each.slug : each.id) === value);
			const rest = { ...query };
			delete rest[key];
			delete rest.page;
			return { key, name: option?.name ?? String(value), removeHref: eventsHref(listPath, rest) };
		}),
	);
}

/** The page of events, or null when the back end refuses the query (unknown ids, past the end). */
async function eventsPage(
	ctx: CmsContext,
	query: Partial<EventsPageQuery>,
	page: number,
): Promise<EventList | null> {
	try {
		return await getEvents(ctx, {
			...activeFilters(query),
			date: query.date,
			page,
			page_size: EVENTS_PAGE_SIZE,
		});
	} catch (error) {
		if (error instanceof CmsRequestError || (error instanceof CmsNotFoundError && page > 1)) {
			console.warn(`event list query refused: ${error.message}`);
			return null;
		}
		throw error;
	}
}

/**
 * Loads the events page (SPEC §2 'Event list'): the headline, one page of upcoming events from
 * `date` (default today) with the chosen filters, grouped by Berlin day, and — unfiltered, on
 * the first page — the editorial teasers between the days. An invalid query (SPEC §5: a date
 * that is not a real dd-mm-yyyy day, non-numeric filter values) or one the back end refuses is
 * logged and redirected (302) to the plain list.
 */
export async function loadEventList(input: RouteInput): Promise<EventListData | Response> {
	const { ctx, locale } = input;
	const listPath = localePath(locale, 'events');
	const parsed = parseEventsQuery(input.url.searchParams);
	if (!parsed.valid) {
		console.warn(`event list: invalid ${parsed.key}=${parsed.value}, redirected to ${listPath}`);
		return redirectTo(listPath);
	}
	const { query } = parsed;
	const page = query.page ?? 1;
	const unfiltered = Object.keys(activeFilters(query)).length === 0;
	const [result, headline, teasers, chips] = await Promise.all([
		eventsPage(ctx, query, page),
		listHeadline(ctx, listPath, getT(locale)('events.headline')),
		unfiltered && page === 1
			? getEventTeasers(ctx).catch((error: unknown) => {
					console.error('event teasers failed', error);
					return [];
				})
			: [],
		filterChips(ctx, listPath, query),
	]);
	if (!result) return redirectTo(listPath);

	const from = query.date ?? berlinDay(new Date());
	const days = groupEventsByDay(result.results);
	const lastDay = days.at(-1)?.day ?? null;
	const entries = interleaveTeasers(days, teasers, {
		from,
		until: result.next ? lastDay : null,
	});
	return {
		...headline,
		listPath,
		query,
		page,
		from,
		count: result.count,
		entries,
		chips,
		nextHref: result.next ? eventsHref(listPath, { ...query, page: page + 1 }) : null,
		previousHref: page > 1 ? eventsHref(listPath, { ...query, page: page - 1 }) : null,
	};
}
