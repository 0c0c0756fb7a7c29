import { Hono } from 'hono';
import type { z } from 'zod';
import {
	ArticleCategorySchema,
	FilterOptionSchema,
	PersonCategorySchema,
	TagSchema,
} from '../../lib/contract/index.ts';
import { readAll } from '../content/read.ts';
import type { Kind } from '../content/kinds.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';

/** Option-list paths and the stored kind and item schema each answers with. */
const OPTION_LISTS: [path: string, kind: Kind, schema: z.ZodType][] = [
	['/rooms', 'room', FilterOptionSchema],
	['/exhibition-types', 'exhibition-type', FilterOptionSchema],
	['/event-tags', 'event-tag', FilterOptionSchema],
	['/genres', 'genre', FilterOptionSchema],
	['/seasons', 'season', FilterOptionSchema],
	['/production-tags', 'production-tag', FilterOptionSchema],
	['/article-categories', 'article-category', ArticleCategorySchema],
	['/article-tags', 'article-tag', TagSchema],
	['/person-categories', 'person-category', PersonCategorySchema],
];

/** GET of every filter-option and taxonomy list, in the request's language. */
export function createOptionsApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	for (const [path, kind, schema] of OPTION_LISTS) {
		app.get(path, async (c) => c.json(await readAll(ctx.store, kind, requestLocale(c), schema)));
	}
	return app;
}
