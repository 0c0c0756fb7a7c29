import { Hono } from 'hono';
import { AlertSchema } from '../../lib/contract/index.ts';
import { readAll } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { createRepositoryApp } from './repository.ts';

/** GET /breaking-news/ (the alerts, first one shown) and the /alerts/ repository for staff. */
export function createAlertsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/breaking-news', async (c) =>
		c.json(await readAll(ctx.store, 'alert', requestLocale(c), AlertSchema)),
	);
	app.route(
		'/',
		createRepositoryApp(ctx, '/alerts', {
			kind: 'alert',
			schema: AlertSchema,
			localised: true,
			reads: { listSchema: AlertSchema, order: 'id', defaultPageSize: 50 },
		}),
	);
	return app;
}
