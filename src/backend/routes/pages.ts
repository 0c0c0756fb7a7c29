import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
	CmsPageSchema,
	IdParamSchema,
	PageListEntrySchema,
	type Locale,
} from '../../lib/contract/index.ts';
import { isStaff, requireStaff } from '../auth/guards.ts';
import { normalizePath } from '../content/index-columns.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem, badRequest, notFound } from '../http/errors.ts';
import { localeFromPath, requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';
import { createRepositoryApp } from './repository.ts';

const PageQuerySchema = z.object({
	version_id: IdParamSchema.optional(),
	v: IdParamSchema.optional(),
});

/** One kept version of a page, as listed for staff. */
export const PageVersionSchema = z.object({
	version_id: z.number().int().positive(),
	created_at: z.iso.datetime({ offset: true }),
	created_by: z.number().int().positive().nullable(),
});

/**
 * The site path a page request asks for: `page/de/agb` → /de/agb; a path without its own locale
 * gets the prefix's (`/en/pageeditor-api/page/about` → /en/about) or the request's language.
 */
function requestedPath(c: Context<AppEnv>, rest: string): string {
	const path = normalizePath(rest);
	if (localeFromPath(path) !== undefined) return path;
	// Without any locale (a bare `page/`), the request's language decides: its home page.
	const locale = localeFromPath(c.req.path) ?? requestLocale(c);
	return normalizePath(`/${locale}${path === '/' ? '' : path}`);
}

/**
 * GET /page/{path}?version_id= (a page by its site path; offline pages and versions for staff
 * only), GET /pages/{id}/versions/ (staff) and the /pages/ repository.
 */
export function createPagesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;

	const byPath = (c: Context<AppEnv>, rest: string) => {
		const path = requestedPath(c, rest);
		const locale = localeFromPath(path) ?? requestLocale(c);
		const query = parseOrThrow(PageQuerySchema, c.req.query());
		const found = store.findByPath('page', locale, path);
		if (!found) throw notFound();
		const staff = isStaff(c);
		const page = CmsPageSchema.parse(found.body);
		if (!page.is_online && !staff) throw new ApiProblem(404, { error: 'Page offline' });
		if (staff) c.header('cache-control', 'private, no-store');
		const versionId = query.version_id ?? query.v;
		if (versionId === undefined) return c.json(page);
		if (!staff)
			throw new ApiProblem(403, { error: 'Page versions are for staff only', field: 'version_id' });
		const version = store.version('page', found.id, locale, versionId);
		if (version === undefined) throw notFound('Version not found');
		return c.json({ ...CmsPageSchema.parse(version), version_id: versionId });
	};
	app.get('/page', (c) => byPath(c, '/'));
	app.get('/page/:path{.+}', (c) => byPath(c, c.req.param('path')));

	app.get('/page-list', (c) => {
		const locale = localeFromPath(c.req.path) ?? requestLocale(c);
		const { bodies } = store.list('page', locale);
		const pages = bodies
			.map((body) => CmsPageSchema.parse(body))
			.filter((page) => page.is_online)
			.map((page) => PageListEntrySchema.parse(page));
		return c.json(pages);
	});

	app.get('/pages/:id/versions', (c) => {
		requireStaff(c);
		const id = idParam(c);
		const locale = requestLocale(c);
		if (!store.exists('page', id, locale)) throw notFound();
		return c.json(store.versions('page', id, locale));
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/pages', {
			kind: 'page',
			schema: CmsPageSchema,
			localised: true,
			versioned: true,
			reads: { listSchema: CmsPageSchema, orderBy: 'd.url_path', defaultPageSize: 100 },
			hiddenFromVisitors: {
				filter: { where: ['d.is_online = 1'], params: [] },
				visible: (page) => page.is_online,
			},
			prepare: (body) => ({ ...body, version_id: null, updated_at: ctx.now().toISOString() }),
			check: (page, id, locale) => {
				const url = page.urls[locale as Locale];
				if (url === undefined)
					throw badRequest(`The page needs a URL in '${locale}'`, `urls.${locale}`);
				const owner = store.findByPath('page', locale, normalizePath(url));
				if (owner && owner.id !== id)
					throw badRequest(`Page ${owner.id} already has ${url}`, `urls.${locale}`);
			},
		}),
	);
	return app;
}
