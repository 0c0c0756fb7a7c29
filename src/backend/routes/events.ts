import { Hono } from 'hono';
import {
	EventDetailSchema,
	EventListItemSchema,
	EventQuerySchema,
} from '../../lib/contract/index.ts';
import { withAccess } from '../content/access-index.ts';
import { onlineFilterFor, withoutOfflineCardsIn } from '../content/offline-paths.ts';
import { venueDay } from '../content/index-columns.ts';
import { editVersion } from '../content/edit-version.ts';
import { isStaff } from '../auth/guards.ts';
import { notFound } from '../http/errors.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { withSoldOut, type FewLeftRule } from '../ticketing/sold-out.ts';
import { fewLeftThresholds } from '../ticketing/ticket-limits.ts';
import { eventFilter } from './event-filter.ts';
import { createRepositoryApp } from './repository.ts';

/** The site's 'few tickets left' rule: its threshold over the capacities of its plan. */
const fewLeftRule = (ctx: BackendContext): FewLeftRule => ({
	threshold: fewLeftThresholds[ctx.site],
	plan: ctx.capacityPlan,
});

/**
 * GET /events/ (filtered, paged, by start), GET /events/{id}/ (with its ETag for staff) — both with sold-out and
 * few-tickets-left marks from live capacity and the access each date offers; offline events for
 * staff only — and the staff writes.
 */
export function createEventsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/events', async (c) => {
		const locale = requestLocale(c);
		const query = parseOrThrow(EventQuerySchema, c.req.query());
		const { count, bodies } = await ctx.store.list('event', locale, {
			filter: {
				...(await eventFilter(ctx.store, locale, query, venueDay(ctx.now()))),
				...onlineFilterFor(isStaff(c)),
			},
			// The same order as by start alone (the day follows from the start), and the one the
			// listing index is sorted in, so a page is read without sorting every match.
			order: 'schedule',
			...limitOffset(query),
		});
		const results = await withSoldOut(
			ctx.db,
			ctx.site,
			await withAccess(
				ctx.db,
				ctx.site,
				locale,
				bodies.map((body) => EventListItemSchema.parse(body)),
			),
			ctx.now(),
			fewLeftRule(ctx),
		);
		return c.json(pagedAnswer(c, query, count, results));
	});

	app.get('/events/:id', async (c) => {
		const locale = requestLocale(c);
		const body = await ctx.store.get('event', idParam(c), locale);
		if (body === undefined) throw notFound();
		const stored = EventDetailSchema.parse(body);
		// Staff get the stored version, so the editor's writes can be based on it (If-Match).
		if (isStaff(c)) {
			c.header('ETag', editVersion(body));
			c.header('cache-control', 'private, no-store');
		} else if (!stored.is_online) throw notFound();
		const event = isStaff(c)
			? stored
			: await withoutOfflineCardsIn(ctx.store, stored, ['children', 'events', 'blog']);
		const events = await withAccess(ctx.db, ctx.site, locale, [event]);
		return c.json((await withSoldOut(ctx.db, ctx.site, events, ctx.now(), fewLeftRule(ctx)))[0]);
	});

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
