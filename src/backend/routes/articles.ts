import { Hono } from 'hono';
import {
	ArticleDetailSchema,
	ArticleListItemSchema,
	ArticleQuerySchema,
	ArticleTeaserSchema,
} from '../../lib/contract/index.ts';
import type { ListFilter } from '../content/documents.ts';
import { readDetail, requireOption } from '../content/read.ts';
import { FEATURED_ARTICLE } from '../content/seed-site.ts';
import { readSiteMeta } from '../content/site-meta.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { limitOffset, pagedAnswer } from '../http/paging.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { HAS_TAG } from './event-filter.ts';
import { createRepositoryApp } from './repository.ts';

/** GET /articles-teaser/, /articles/?category&tag&page (newest first), /articles/{id}/, writes. */
export function createArticlesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;

	app.get('/articles-teaser', (c) => {
		const featured = Number(readSiteMeta(ctx.legacy, ctx.site, FEATURED_ARTICLE) ?? 0);
		const body = featured > 0 ? store.get('article', featured, requestLocale(c)) : undefined;
		const newest =
			body ??
			store.list('article', requestLocale(c), { orderBy: 'd.start_ts DESC', limit: 1 }).bodies[0];
		return c.json(
			ArticleTeaserSchema.parse(newest === undefined ? null : ArticleListItemSchema.parse(newest)),
		);
	});

	app.get('/articles', (c) => {
		const locale = requestLocale(c);
		const query = parseOrThrow(ArticleQuerySchema, c.req.query());
		requireOption(store, 'article-category', query.category, 'category');
		requireOption(store, 'article-tag', query.tag, 'tag');
		const filter: ListFilter = { where: [], params: [] };
		if (query.category !== undefined) {
			filter.where.push('d.category_id = ?');
			filter.params.push(query.category);
		}
		if (query.tag !== undefined) {
			filter.where.push(HAS_TAG);
			filter.params.push(query.tag);
		}
		const { count, bodies } = store.list('article', locale, {
			filter,
			orderBy: 'd.start_ts DESC',
			...limitOffset(query),
		});
		const results = bodies.map((body) => ArticleListItemSchema.parse(body));
		return c.json(pagedAnswer(c, query, count, results));
	});

	app.get('/articles/:id', (c) =>
		c.json(readDetail(store, 'article', idParam(c), requestLocale(c), ArticleDetailSchema)),
	);

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
