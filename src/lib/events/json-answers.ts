import type { EventCardData, OptionData, TeaserCardData } from './cards.ts';

/**
 * The answers of the site's event JSON endpoints (/{locale}/events/{name}.json): written by the
 * server (views/event/events-json.ts), read by the event-list store (stores/events/api.ts).
 */

/** One page of events as cards, with the total and whether a next page exists. */
export type EventsPage = { count: number; hasNext: boolean; events: EventCardData[] };

/** The answers of the endpoints (list, calendar, options, teasers). */
export type EventsJsonPage = EventsPage;
export type EventsJsonCalendar = { dates: string[] };
export type EventsJsonOptions = { options: OptionData[] };
export type EventsJsonTeasers = { teasers: TeaserCardData[] };
