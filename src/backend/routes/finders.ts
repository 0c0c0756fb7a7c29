import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
	EventTargetPageSchema,
	FinderQuerySchema,
	LinkTargetPageSchema,
} from '../../lib/contract/index.ts';
import { requireStaff } from '../auth/guards.ts';
import { findEvents, findLinkTargets, type FinderRequest } from '../content/finders.ts';
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
	app.get(
		'/link-search',
		finderHandler(ctx, LinkTargetPageSchema, (request) => findLinkTargets(ctx.db, request)),
	);
	app.get(
		'/event-search',
		finderHandler(ctx, EventTargetPageSchema, (request) =>
			findEvents(ctx.db, { ...request, now: ctx.now() }),
		),
	);
	return app;
}

/** A staff-only, uncached finder GET answering `find` of the request's site, locale, q and page. */
function finderHandler(
	ctx: BackendContext,
	schema: z.ZodType,
	find: (request: FinderRequest) => Promise<unknown>,
): (c: Context<AppEnv>) => Promise<Response> {
	return async (c) => {
		requireStaff(c);
		const { q, page } = parseOrThrow(FinderQuerySchema, c.req.query());
		const found = await find({ site: ctx.site, locale: editorRequestLocale(c), q, page });
		c.header('cache-control', 'private, no-store');
		return c.json(schema.parse(found));
	};
}
