import { Hono } from 'hono';
import {
	EventDetailSchema,
	EventListItemSchema,
	EventQuerySchema,
} from '../../lib/contract/index.ts';
import { venueDay } from '../content/index-columns.ts';
import { readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { eventFilter } from './event-filter.ts';
import { createRepositoryApp } from './repository.ts';

/** GET /events/ (filtered, paged, by start), GET /events/{id}/ and the staff writes. */
export function createEventsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/events', (c) => {
		const locale = requestLocale(c);
		const query = parseOrThrow(EventQuerySchema, c.req.query());
		const { count, bodies } = ctx.store.list('event', locale, {
			filter: eventFilter(ctx.store, locale, query, venueDay(ctx.now())),
			orderBy: 'd.start_ts',
			...limitOffset(query),
		});
		const results = bodies.map((body) => EventListItemSchema.parse(body));
		return c.json(pagedAnswer(c, query, count, results));
	});

	app.get('/events/:id', (c) =>
		c.json(readDetail(ctx.store, 'event', idParam(c), requestLocale(c), EventDetailSchema)),
	);

	app.route(
		'/',
		createRepositoryApp(ctx, '/events', {
			kind: 'event',
			schema: EventDetailSchema,
			localised: true,
		}),
	);
	return app;
}
