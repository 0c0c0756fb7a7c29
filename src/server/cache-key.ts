/**
 * What the render cache keys an answer on: the path and only the query parameters the answer
 * depends on, sorted. Anything else in the query — `utm_*`, `fbclid`, a random `?x=` — changes
 * nothing the page or the API reads, so it must not make a fresh render: otherwise every visitor
 * could bypass the cache with a made-up parameter. `?edit`, `?v=`, `?overlay` and `?noToolbar`
 * never reach the cache (page-request.ts, shared-page-request.ts).
 */
import { EventQuerySchema } from '../lib/contract/event.ts';
import { SearchQuerySchema } from '../lib/contract/search.ts';
import { PREFILL_QUERY_KEYS } from '../lib/forms/prefill.ts';

/**
 * Every query parameter an on-demand page reads: the event list (lib/events/page-query.ts),
 * the productions list (views/production/productions-query.ts), search (`q`, views/search) and
 * forms (`sent` and the prefilled fields, views/form). A page that starts reading another one must add it here.
 */
export const PAGE_QUERY_KEYS: ReadonlySet<string> = new Set([
	'date',
	'room',
	'type',
	'tag',
	'series',
	'genre',
	'access',
	'filter',
	'page',
	'season',
	'exhibition_type',
	'q',
	'sent',
	...PREFILL_QUERY_KEYS,
]);

/** The events API's parameters: those of its contract (lib/contract/event.ts). */
export const EVENTS_API_QUERY_KEYS: ReadonlySet<string> = new Set(EventQuerySchema.keyof().options);

/** The search API's parameters (autocomplete reads `query`). */
export const SEARCH_API_QUERY_KEYS: ReadonlySet<string> = new Set(
	SearchQuerySchema.keyof().options,
);

/** `url`'s path with only the parameters in `keys`, sorted by name (values in their order). */
export function cacheKey(url: URL, keys: ReadonlySet<string>): string {
	const kept = [...url.searchParams].filter(([name]) => keys.has(name));
	if (kept.length === 0) return url.pathname;
	kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
	return `${url.pathname}?${new URLSearchParams(kept).toString()}`;
}
