import { Hono } from 'hono';
import { RedirectSchema } from '../../lib/contract/index.ts';
import { ANY_LOCALE, RedirectEntrySchema } from '../content/kinds.ts';
import { readAll } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { createRepositoryApp } from './repository.ts';

/** GET /redirect (page-editor API): every old_path → new_path pair of the site. */
export function createRedirectListApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/redirect', async (c) =>
		c.json(await readAll(ctx.store, 'redirect', ANY_LOCALE, RedirectSchema)),
	);
	return app;
}

/** The /redirects/ repository (ids, paged list, staff writes); shared by both languages. */
export function createRedirectsApp(ctx: BackendContext): Hono<AppEnv> {
	return createRepositoryApp(ctx, '/redirects', {
		kind: 'redirect',
		schema: RedirectEntrySchema,
		localised: false,
		reads: { listSchema: RedirectEntrySchema, order: 'id', defaultPageSize: 100 },
	});
}
