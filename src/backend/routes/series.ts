import { Hono } from 'hono';
import { FilterOptionSchema, SeriesDetailSchema } from '../../lib/contract/index.ts';
import { isStaff } from '../auth/guards.ts';
import { withoutOfflineCardsIn } from '../content/offline-paths.ts';
import { readAll, readDetail } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { createRepositoryApp } from './repository.ts';

/**
 * GET /series/ (the event filter's series options, SPEC §7), GET /series/{id}/ (a series' detail)
 * (visitors: without offline events) and the staff writes of series details.
 */
export function createSeriesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.get('/series', async (c) =>
		c.json(await readAll(ctx.store, 'series-option', requestLocale(c), FilterOptionSchema)),
	);
	app.get('/series/:id', async (c) => {
		const series = await readDetail(
			ctx.store,
			'series',
			idParam(c),
			requestLocale(c),
			SeriesDetailSchema,
		);
		return c.json(isStaff(c) ? series : await withoutOfflineCardsIn(ctx.store, series, ['events']));
	});
	app.route(
		'/',
		createRepositoryApp(ctx, '/series', {
			kind: 'series',
			schema: SeriesDetailSchema,
			localised: true,
		}),
	);
	return app;
}
