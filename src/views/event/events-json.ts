import type { z } from 'zod';
import {
	CmsContractError,
	CmsError,
	CmsNotFoundError,
	CmsRequestError,
	CmsUnreachableError,
	getCalendar,
	getEventTeasers,
	getEvents,
	getFilterOptions,
	type CmsContext,
} from '../../lib/cms/index.ts';
import type { EventFilterKey } from '../../lib/contract/taxonomy.ts';
import { toEventCard, toOptions, toTeaserCard } from '../../lib/events/cards.ts';
import type {
	EventsJsonCalendar,
	EventsJsonOptions,
	EventsJsonPage,
	EventsJsonTeasers,
} from '../../lib/events/json-answers.ts';
import {
	CalendarQuerySchema,
	EmptyQuerySchema,
	ListQuerySchema,
	OptionsQuerySchema,
	parseQuery,
} from '../../lib/events/json-query.ts';

/** The back end's option list behind each filter (SPEC §7). */
const OPTION_KINDS = {
	room: 'rooms',
	type: 'exhibitionTypes',
	tag: 'eventTags',
	series: 'series',
	genre: 'genres',
} as const satisfies Record<EventFilterKey, Parameters<typeof getFilterOptions>[1]>;

/** A JSON answer the browser never caches: the list must show the back end's current state. */
export function json(body: unknown, status = 200): Response {
	return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * The answer for a failed back-end call: its refusal passed on (4xx, with the field), an
 * unreachable back end or a broken contract as 502, a site offline as its status.
 */
export function errorAnswer(error: unknown): Response {
	if (error instanceof CmsRequestError) {
		return json({ error: error.message, field: error.field ?? null }, error.status);
	}
	if (error instanceof CmsNotFoundError) return json({ error: error.message }, 404);
	if (error instanceof CmsUnreachableError || error instanceof CmsContractError) {
		console.error('event list endpoint: back end failed', error);
		return json({ error: 'Bad gateway' }, 502);
	}
	if (error instanceof CmsError) return json({ error: error.message }, error.status);
	throw error;
}

/** Reads the query with `schema`, then answers `answer(query)` (400 naming a refused field). */
async function answerQuery<S extends z.ZodObject>(
	params: URLSearchParams,
	schema: S,
	answer: (query: z.infer<S>) => Promise<unknown>,
): Promise<Response> {
	const parsed = parseQuery(params, schema);
	if (!parsed.ok) {
		return json({ error: `Invalid ${parsed.field}: ${parsed.message}`, field: parsed.field }, 400);
	}
	try {
		return json(await answer(parsed.query));
	} catch (error) {
		return errorAnswer(error);
	}
}

type Handler = (ctx: CmsContext, params: URLSearchParams) => Promise<Response>;

/** The event list's JSON endpoints by name: GET /{locale}/events/{name}.json. */
const EVENTS_JSON = {
	list: (ctx, params) =>
		answerQuery(params, ListQuerySchema, async (query): Promise<EventsJsonPage> => {
			const list = await getEvents(ctx, query);
			return {
				count: list.count,
				hasNext: list.next !== null,
				events: list.results.map(toEventCard),
			};
		}),
	calendar: (ctx, params) =>
		answerQuery(params, CalendarQuerySchema, async (query): Promise<EventsJsonCalendar> => ({
			// The back end's calendar also takes series and genre (SPEC §7), which getCalendar's
			// narrower parameter type leaves out; query() passes every given key on.
			dates: (await getCalendar(ctx, query as Parameters<typeof getCalendar>[1])).dates,
		})),
	options: (ctx, params) =>
		answerQuery(params, OptionsQuerySchema, async ({ key }): Promise<EventsJsonOptions> => ({
			options: toOptions(await getFilterOptions(ctx, OPTION_KINDS[key]), key === 'type'),
		})),
	teasers: (ctx, params) =>
		answerQuery(params, EmptyQuerySchema, async (): Promise<EventsJsonTeasers> => ({
			teasers: (await getEventTeasers(ctx)).map(toTeaserCard),
		})),
} satisfies Record<string, Handler>;

/** The handler of GET /{locale}/events/{name}.json, or null for an unknown name. */
export function eventsJsonHandler(name: string): Handler | null {
	return Object.hasOwn(EVENTS_JSON, name) ? EVENTS_JSON[name as keyof typeof EVENTS_JSON] : null;
}
