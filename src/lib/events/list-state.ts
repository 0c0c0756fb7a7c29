import type { EventFilterKey } from '../contract/taxonomy.ts';
import type { EventCardData, OptionData, TeaserCardData } from './cards.ts';
import type { EventsQuery } from './list-query.ts';
import { todayInBerlin } from './bounds.ts';

/*
 * The shape of an event list's state and the state the server hands the island to start from
 * (load-event-list.ts writes it, stores/events/list.ts holds it).
 */

/** The list: the query, the pages loaded so far and whether a page is on its way. */
export type EventsState = EventsQuery & {
	/** The page the list starts at (> 1 only when the visitor arrived on a later page). */
	firstPage: number;
	/** The last page loaded; 0 before the first answer. */
	page: number;
	count: number;
	hasNext: boolean;
	events: EventCardData[];
	teasers: TeaserCardData[];
	loading: boolean;
	/** The last call failed; the list shows what it has and offers to try again. */
	failed: boolean;
};

/** The options of each filter. */
export type EventOptions = Record<EventFilterKey, OptionData[]>;

/** What the server already rendered, so the island starts without a request. */
export type EventsStart = Partial<Omit<EventsState, 'loading' | 'failed'>> & {
	options?: EventOptions | undefined;
};

/** The list state `start` describes (what the server rendered), before anything is loaded. */
export function eventsStateFrom(start: EventsStart, today: string = todayInBerlin()): EventsState {
	const { options: _options, ...list } = start;
	return {
		date: today,
		filters: {},
		quick: null,
		firstPage: 1,
		page: 0,
		count: 0,
		hasNext: false,
		events: [],
		teasers: [],
		...list,
		// Without a rendered page the first one is on its way as soon as the list starts, so the
		// server and the first render in the browser both show the skeleton.
		loading: start.page === undefined,
		failed: false,
	};
}
