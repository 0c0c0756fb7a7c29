import type { Locale } from '../../lib/contract/common.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import type { EventCardData, OptionData, TeaserCardData } from '../../lib/events/cards.ts';
import type { EventsPage } from '../../lib/events/json-answers.ts';

/**
 * The event list's calls from the browser to the site's own JSON endpoints
 * (/{locale}/events/{name}.json), which check the back end's answers against the contract on the
 * server and answer cards. Only the envelope is checked here, so no zod reaches the browser.
 */

/** A call that failed or answered an unexpected envelope; `status` is the HTTP status (0: none). */
export class EventsApiError extends Error {
	readonly status: number;
	constructor(path: string, status: number, detail: string) {
		super(`${path}: ${detail}`);
		this.name = 'EventsApiError';
		this.status = status;
	}
}

type Envelope = { path: string; status: number; body: Record<string, unknown> };

async function getJson(path: string, signal?: AbortSignal): Promise<Envelope> {
	const response = await fetch(path, {
		headers: { Accept: 'application/json' },
		signal: signal ?? null,
	});
	const body: unknown = await response.json().catch(() => null);
	const object =
		typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
	if (!response.ok) {
		const error = object?.['error'];
		const detail = typeof error === 'string' ? error : response.statusText;
		throw new EventsApiError(path, response.status, detail);
	}
	if (!object) throw new EventsApiError(path, response.status, 'answer is not a JSON object');
	return { path, status: response.status, body: object };
}

/** The envelope's array `key`; its items are the server's checked cards. */
function arrayIn<T>({ path, status, body }: Envelope, key: string): T[] {
	const value = body[key];
	if (!Array.isArray(value)) throw new EventsApiError(path, status, `${key}: expected an array`);
	return value as T[];
}

/** GET /{locale}/events/list.json?… — `search` is the query string without '?'. */
export async function fetchEventsPage(
	locale: Locale,
	search: string,
	signal?: AbortSignal,
): Promise<EventsPage> {
	const answer = await getJson(`/${locale}/events/list.json?${search}`, signal);
	const { count, hasNext } = answer.body;
	if (typeof count !== 'number' || typeof hasNext !== 'boolean') {
		throw new EventsApiError(answer.path, answer.status, 'count or hasNext missing');
	}
	return { count, hasNext, events: arrayIn<EventCardData>(answer, 'events') };
}

/** The editorial teasers from today on. */
export async function fetchTeasers(locale: Locale): Promise<TeaserCardData[]> {
	return arrayIn(await getJson(`/${locale}/events/teasers.json`), 'teasers');
}

/** The options of one filter, without those hidden from filters. */
export async function fetchOptions(locale: Locale, key: EventFilterKey): Promise<OptionData[]> {
	return arrayIn(await getJson(`/${locale}/events/options.json?key=${key}`), 'options');
}

/** The days that have events for the filters; `search` is the query string without '?'. */
export async function fetchAvailableDates(
	locale: Locale,
	search: string,
	signal?: AbortSignal,
): Promise<string[]> {
	return arrayIn(await getJson(`/${locale}/events/calendar.json?${search}`, signal), 'dates');
}
