import { Hono } from 'hono';
import {
	ArticleDetailSchema,
	ArticleListItemSchema,
	ArticleQuerySchema,
	ArticleTeaserSchema,
} from '../../lib/contract/index.ts';
import { isStaff } from '../auth/guards.ts';
import { onlineFilterFor, withoutOfflineCardsIn } from '../content/offline-paths.ts';
import { readVisibleDetail, requireOption } from '../content/read.ts';
import { FEATURED_ARTICLE } from '../content/seed-site.ts';
import { readSiteMeta } from '../content/site-meta.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

/**
 * GET /articles-teaser/, /articles/?category&tag&page (newest first), /articles/{id}/ (offline
 * articles for staff only), writes.
 */
export function createArticlesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;

	app.get('/articles-teaser', async (c) => {
		const featured = Number((await readSiteMeta(ctx.db, ctx.site, FEATURED_ARTICLE)) ?? 0);
		const online = onlineFilterFor(isStaff(c));
		const body = featured > 0 ? await store.get('article', featured, requestLocale(c)) : undefined;
		const shown =
			body !== undefined && (!online.onlineOnly || ArticleListItemSchema.parse(body).is_online)
				? body
				: undefined;
		const newest =
			shown ??
			(await store.list('article', requestLocale(c), { filter: online, order: 'newest', limit: 1 }))
				.bodies[0];
		return c.json(
			ArticleTeaserSchema.parse(newest === undefined ? null : ArticleListItemSchema.parse(newest)),
		);
	});

	app.get('/articles', async (c) => {
		const locale = requestLocale(c);
		const query = parseOrThrow(ArticleQuerySchema, c.req.query());
		await requireOption(store, 'article-category', query.category, 'category');
		await requireOption(store, 'article-tag', query.tag, 'tag');
		const { count, bodies } = await store.list('article', locale, {
			filter: { categoryId: query.category, tagId: query.tag, ...onlineFilterFor(isStaff(c)) },
			order: 'newest',
			...limitOffset(query),
		});
		const results = bodies.map((body) => ArticleListItemSchema.parse(body));
		return c.json(pagedAnswer(c, query, count, results));
	});

	app.get('/articles/:id', async (c) => {
		const staff = isStaff(c);
		const article = await readVisibleDetail(
			store,
			'article',
			idParam(c),
			requestLocale(c),
			ArticleDetailSchema,
			staff,
		);
		return c.json(staff ? article : await withoutOfflineCardsIn(store, article, ['related']));
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/articles', {
			kind: 'article',
			schema: ArticleDetailSchema,
			localised: true,
		}),
	);
	return app;
}
