import {
	CmsNotFoundError,
	CmsRequestError,
	getEventTeasers,
	getEvents,
	getFilterOptions,
	type CmsContext,
} from '../../lib/cms/index.ts';
import type { EventList } from '../../lib/contract/index.ts';
import { getT } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import { toEventCard, toOptions, toTeaserCard } from '../../lib/events/cards.ts';
import { todayInBerlin } from '../../lib/events/bounds.ts';
import type { EventOptions, EventsStart } from '../../lib/events/list-state.ts';
import type { RouteInput } from '../route-data.ts';
import {
	activeFilters,
	EVENTS_PAGE_SIZE,
	parseEventsQuery,
	type EventsPageQuery,
} from '../../lib/events/page-query.ts';
import { listHeadline, type ListHeadline } from './list-headline.ts';
import { redirectTo } from '../../lib/links/url-query.ts';

/** What the events page shows: the headline and the list as the island starts from it. */
export type EventListData = ListHeadline & {
	listPath: string;
	start: EventsStart;
};

/** The option lists of the filters (SPEC §7), hidden ones left out; a failing list is empty. */
async function filterOptions(ctx: CmsContext): Promise<EventOptions> {
	const list = (kind: Parameters<typeof getFilterOptions>[1], bySlug = false) =>
		getFilterOptions(ctx, kind).then(
			(options) => toOptions(options, bySlug),
			(error: unknown) => {
				console.error(`event filter options ${kind} failed`, error);
				return [];
			},
		);
	const [room, type, tag, series, genre] = await Promise.all([
		list('rooms'),
		list('exhibitionTypes', true),
		list('eventTags'),
		list('series'),
		list('genres'),
	]);
	return { room, type, tag, series, genre };
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
			filter: query.filter,
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
 * `date` (default today) with the chosen filters and quick filter, the editorial teasers and the
 * options of every filter. An invalid query (SPEC §5: a date that is not a real dd-mm-yyyy day,
 * non-numeric filter values) or one the back end refuses is logged and redirected (302) to the
 * plain list.
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
	const [result, headline, teasers, options] = await Promise.all([
		eventsPage(ctx, query, page),
		listHeadline(ctx, listPath, getT(locale)('events.headline')),
		getEventTeasers(ctx).catch((error: unknown) => {
			console.error('event teasers failed', error);
			return [];
		}),
		filterOptions(ctx),
	]);
	if (!result) return redirectTo(listPath);

	return {
		...headline,
		listPath,
		start: {
			date: query.date ?? todayInBerlin(),
			filters: activeFilters(query),
			quick: query.filter ?? null,
			firstPage: page,
			page,
			count: result.count,
			hasNext: result.next !== null,
			events: result.results.map(toEventCard),
			teasers: teasers.map(toTeaserCard),
			options,
		},
	};
}
