import { Hono } from 'hono';
import {
	EventTargetPageSchema,
	FinderQuerySchema,
	LinkTargetPageSchema,
} from '../../lib/contract/index.ts';
import { requireStaff } from '../auth/guards.ts';
import { findEvents, findLinkTargets } from '../content/finders.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { editorRequestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';

/**
 * The editor's finders (staff, GET, `?q=&page=`, 20 per page, in the request's editor locale):
 * /link-search/ → LinkTargetPageSchema over pages, events, articles, productions, venues, series,
 * persons and forms; /event-search/ → EventTargetPageSchema, upcoming events first.
 */
export function createFindersApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	app.get('/link-search', (c) => {
		requireStaff(c);
		const { q, page } = parseOrThrow(FinderQuerySchema, c.req.query());
		const found = findLinkTargets(ctx.db, {
			site: ctx.site,
			locale: editorRequestLocale(c),
			q,
			page,
		});
		c.header('cache-control', 'private, no-store');
		return c.json(LinkTargetPageSchema.parse(found));
	});

	app.get('/event-search', (c) => {
		requireStaff(c);
		const { q, page } = parseOrThrow(FinderQuerySchema, c.req.query());
		const found = findEvents(ctx.db, {
			site: ctx.site,
			locale: editorRequestLocale(c),
			q,
			page,
			now: ctx.now(),
		});
		c.header('cache-control', 'private, no-store');
		return c.json(EventTargetPageSchema.parse(found));
	});
	return app;
}
