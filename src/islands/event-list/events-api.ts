import type { z } from 'zod';
import type { Locale } from '../../lib/contract/common.ts';
import { EventListSchema, EventTeaserListSchema } from '../../lib/contract/event.ts';
import { CalendarSchema, FilterOptionListSchema } from '../../lib/contract/taxonomy.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import {
	toEventCard,
	toOptions,
	toTeaserCard,
	type EventCardData,
	type OptionData,
	type TeaserCardData,
} from './cards.ts';

/**
 * The event list's calls from the browser to the same-origin back end (SPEC §7), each answer
 * parsed with the zod contract. Loaded on first use, so zod is not part of the page's first
 * download.
 */

/** Where each filter's options come from (SPEC §7). */
const OPTION_PATHS = {
	room: 'rooms',
	type: 'exhibition-types',
	tag: 'event-tags',
	series: 'series',
	genre: 'genres',
} as const satisfies Record<EventFilterKey, string>;

/** A call that failed or broke the contract; `status` is the HTTP status (0: no answer). */
export class EventsApiError extends Error {
	readonly status: number;
	constructor(path: string, status: number, detail: string) {
		super(`${path}: ${detail}`);
		this.name = 'EventsApiError';
		this.status = status;
	}
}

async function getJson<S extends z.ZodType>(
	path: string,
	schema: S,
	signal?: AbortSignal,
): Promise<z.infer<S>> {
	const response = await fetch(path, {
		headers: { Accept: 'application/json' },
		signal: signal ?? null,
	});
	if (!response.ok) throw new EventsApiError(path, response.status, response.statusText);
	const parsed = schema.safeParse(await response.json());
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new EventsApiError(path, response.status, `${issue?.path.join('.')}: ${issue?.message}`);
	}
	return parsed.data;
}

/** One page of events as cards, with the total and whether a next page exists. */
export type EventsPage = { count: number; hasNext: boolean; events: EventCardData[] };

/** GET /{locale}/api/events/?… — `search` is the query string without '?'. */
export async function fetchEventsPage(
	locale: Locale,
	search: string,
	signal?: AbortSignal,
): Promise<EventsPage> {
	const list = await getJson(`/${locale}/api/events/?${search}`, EventListSchema, signal);
	return { count: list.count, hasNext: list.next !== null, events: list.results.map(toEventCard) };
}

/** GET /{locale}/api/teasers/: the editorial teasers from today on. */
export async function fetchTeasers(locale: Locale): Promise<TeaserCardData[]> {
	const teasers = await getJson(`/${locale}/api/teasers/`, EventTeaserListSchema);
	return teasers.map(toTeaserCard);
}

/** The options of one filter, without those hidden from filters. */
export async function fetchOptions(locale: Locale, key: EventFilterKey): Promise<OptionData[]> {
	const options = await getJson(`/${locale}/api/${OPTION_PATHS[key]}/`, FilterOptionListSchema);
	return toOptions(options, key === 'type');
}

/** GET /{locale}/api/calendar/?…: the days that have events for the filters. */
export async function fetchAvailableDates(
	locale: Locale,
	search: string,
	signal?: AbortSignal,
): Promise<string[]> {
	const calendar = await getJson(`/${locale}/api/calendar/?${search}`, CalendarSchema, signal);
	return calendar.dates;
}
