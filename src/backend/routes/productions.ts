import { Hono } from 'hono';
import {
	ProductionDetailSchema,
	ProductionListItemSchema,
	ProductionQuerySchema,
} from '../../lib/contract/index.ts';
import type { ListFilter } from '../content/documents.ts';
import { isStaff } from '../auth/guards.ts';
import { onlineFilterFor, withoutOfflineCardsIn } from '../content/offline-paths.ts';
import { readVisibleDetail, requireOption } from '../content/read.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

/** Query keys the production list knows; any other key makes it answer the results only. */
const KNOWN_KEYS = new Set([...Object.keys(ProductionQuerySchema.shape), 'lang']);

/**
 * GET /productions/?season&exhibition_type&tag&date&page (paged; with other filter parameters
 * the matching results only, unpaged — SPEC §7), GET /productions/{id}/ (offline ones for staff
 * only) and the staff writes.
 */
export function createProductionsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;

	app.get('/productions', async (c) => {
		const locale = requestLocale(c);
		const raw = c.req.query();
		const query = parseOrThrow(ProductionQuerySchema, raw);
		await requireOption(store, 'season', query.season, 'season');
		await requireOption(store, 'exhibition-type', query.exhibition_type, 'exhibition_type');
		await requireOption(store, 'production-tag', query.tag, 'tag');
		const filter: ListFilter = {
			seasonId: query.season,
			typeId: query.exhibition_type,
			tagId: query.tag,
			endDayFrom: query.date,
			...onlineFilterFor(isStaff(c)),
		};
		const order = 'season';

		if (Object.keys(raw).some((key) => !KNOWN_KEYS.has(key))) {
			const { bodies } = await store.list('production', locale, { filter, order });
			return c.json(bodies.map((body) => ProductionListItemSchema.parse(body)));
		}
		const { count, bodies } = await store.list('production', locale, {
			filter,
			order,
			...limitOffset(query),
		});
		const results = bodies.map((body) => ProductionListItemSchema.parse(body));
		return c.json(pagedAnswer(c, query, count, results));
	});

	app.get('/productions/:id', async (c) => {
		const staff = isStaff(c);
		const production = await readVisibleDetail(
			store,
			'production',
			idParam(c),
			requestLocale(c),
			ProductionDetailSchema,
			staff,
		);
		return c.json(
			staff ? production : await withoutOfflineCardsIn(store, production, ['events', 'blog']),
		);
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/productions', {
			kind: 'production',
			schema: ProductionDetailSchema,
			localised: true,
		}),
	);
	return app;
}
