import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
	CmsPageSchema,
	IdParamSchema,
	PageListEntrySchema,
	PageOnlineSchema,
	PageVersionListSchema,
	type CmsPage,
	type EditorLocale,
} from '../../lib/contract/index.ts';
import { isStaff, requireStaff, requireStaffWrite } from '../auth/guards.ts';
import { editVersion } from '../content/edit-version.ts';
import { normalizePath } from '../content/index-columns.ts';
import { lockForWrite } from '../content/locked-document.ts';
import { withoutOfflineBlockCards } from '../content/offline-paths.ts';
import { sanitizeModuleList } from '../content/rich-text-fields.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem, badRequest, notFound } from '../http/errors.ts';
import {
	editorLocaleFromPath as localeFromPath,
	editorRequestLocale as requestLocale,
} from '../http/locale.ts';
import { readJsonObject } from '../http/json-body.ts';
import { idParam } from '../http/params.ts';
import { ifMatchOf, satisfies } from '../http/preconditions.ts';
import { parseOrThrow } from '../http/validate.ts';
import { addPageCompareRoute } from './page-compare.ts';
import { addPageDraftRoutes } from './page-drafts.ts';
import { createRepositoryApp } from './repository.ts';

const PageQuerySchema = z.object({
	version_id: IdParamSchema.optional(),
	v: IdParamSchema.optional(),
	/** Staff: the page with its draft's blocks, when it has a draft (ignored for visitors). */
	draft: z.literal('1').optional(),
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
 * only; staff with `draft=1` get its draft's blocks, see addPageDraftRoutes), GET /pages/{id}/versions/ (staff: PageVersionListSchema, newest first), POST
 * /pages/{id}/versions/{version_id}/restore (staff + CSRF: that version becomes the page, answers
 * the page), GET /pages/{id}/compare/ (staff, see addPageCompareRoute), PATCH /pages/{id}/online/
 * (staff + CSRF, PageOnlineSchema, answers the page) and the
 * /pages/ repository. Content is per editor locale (de, en, ja, la); modules' rich text and HTML
 * are sanitised on every save. Reads and writes of the current page answer its `ETag`; writes
 * accept `If-Match` with it (412 EditConflictSchema for another version).
 */
export function createPagesApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const { store } = ctx;

	/** 400 `urls.{locale}` when the page has no URL there, or another page has it. */
	const checkUrl = async (page: CmsPage, id: number, locale: string) => {
		const url = page.urls[locale as EditorLocale];
		if (url === undefined)
			throw badRequest(`The page needs a URL in '${locale}'`, `urls.${locale}`);
		const owner = await store.findByPath('page', locale, normalizePath(url));
		if (owner && owner.id !== id)
			throw badRequest(`Page ${owner.id} already has ${url}`, `urls.${locale}`);
	};

	/** A stored page body made ready to save again: sanitised, validated, stamped. */
	const preparePage = (body: Record<string, unknown>) =>
		parseOrThrow(CmsPageSchema, {
			...body,
			modules: sanitizeModuleList(body['modules']),
			version_id: null,
			updated_at: ctx.now().toISOString(),
		});

	/**
	 * The current page `id` in the request's locale, locked for this transaction's write after
	 * checking the request's If-Match (412): the page's version, or — while it has a draft — the
	 * version of the page as the draft shows it (what an editor in draft view has read). 404 when
	 * it has none.
	 */
	const pageForWrite = async (c: Context<AppEnv>, id: number, locale: string) => {
		const ifMatch = ifMatchOf(c);
		const drafted = await ctx.drafts.draftPage(id, locale);
		const seen = drafted && satisfies(ifMatch, editVersion(drafted)) ? undefined : ifMatch;
		const body = await lockForWrite(store, 'page', id, locale, seen);
		if (body === undefined) throw notFound();
		return CmsPageSchema.parse(body);
	};

	/** A page answer after a write, with its new version. */
	const savedPage = (c: Context<AppEnv>, page: CmsPage) => {
		c.header('ETag', editVersion(page));
		return c.json(page);
	};

	const byPath = async (c: Context<AppEnv>, rest: string) => {
		const path = requestedPath(c, rest);
		const locale = localeFromPath(path) ?? requestLocale(c);
		const query = parseOrThrow(PageQuerySchema, c.req.query());
		const found = await store.findByPath('page', locale, path);
		if (!found) throw notFound();
		const staff = isStaff(c);
		const page = CmsPageSchema.parse(found.body);
		if (!page.is_online && !staff) throw new ApiProblem(404, { error: 'Page offline' });
		if (staff) c.header('cache-control', 'private, no-store');
		const versionId = query.version_id ?? query.v;
		if (versionId === undefined) {
			if (!staff) {
				const offline = await store.offlinePaths();
				return c.json({ ...page, modules: withoutOfflineBlockCards(page.modules, offline) });
			}
			const draft = query.draft ? await ctx.drafts.draftPage(found.id, locale) : undefined;
			c.header('ETag', editVersion(draft ?? found.body));
			return c.json(draft ?? page);
		}
		if (!staff)
			throw new ApiProblem(403, { error: 'Page versions are for staff only', field: 'version_id' });
		const version = await store.version('page', found.id, locale, versionId);
		if (version === undefined) throw notFound('Version not found');
		return c.json({ ...CmsPageSchema.parse(version), version_id: versionId });
	};
	app.get('/page', (c) => byPath(c, '/'));
	app.get('/page/:path{.+}', (c) => byPath(c, c.req.param('path')));

	app.get('/page-list', async (c) => {
		const locale = localeFromPath(c.req.path) ?? requestLocale(c);
		const { bodies } = await store.list('page', locale);
		const pages = bodies
			.map((body) => CmsPageSchema.parse(body))
			.filter((page) => page.is_online)
			.map((page) => PageListEntrySchema.parse(page));
		return c.json(pages);
	});

	app.get('/pages/:id/versions', async (c) => {
		requireStaff(c);
		const id = idParam(c);
		const locale = requestLocale(c);
		if (!(await store.exists('page', id, locale))) throw notFound();
		c.header('cache-control', 'private, no-store');
		return c.json(PageVersionListSchema.parse(await store.versions('page', id, locale)));
	});

	addPageCompareRoute(app, ctx);
	addPageDraftRoutes(app, ctx);

	app.post('/pages/:id/versions/:version_id/restore', async (c) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const versionId = idParam(c, 'version_id');
		const locale = requestLocale(c);
		const page = await store.transaction(async () => {
			await pageForWrite(c, id, locale);
			const kept = await store.version('page', id, locale, versionId);
			if (kept === undefined) throw notFound('Version not found');
			// While the page has a draft, the version's blocks become the draft's.
			if ((await ctx.drafts.modules(id, locale, true)) !== undefined) {
				const blocks = sanitizeModuleList((kept as Record<string, unknown>)['modules']);
				await ctx.drafts.save(
					id,
					locale,
					parseOrThrow(CmsPageSchema.shape.modules, blocks),
					user.id,
				);
				return (await ctx.drafts.draftPage(id, locale)) as CmsPage;
			}
			const restored = preparePage({ ...(kept as Record<string, unknown>), id });
			await checkUrl(restored, id, locale);
			await store.put('page', id, locale, restored, {
				by: user.id,
				summary: `Restored version ${versionId}`,
			});
			return restored;
		});
		return savedPage(c, page);
	});

	app.patch('/pages/:id/online', async (c) => {
		const user = requireStaffWrite(c);
		const id = idParam(c);
		const locale = requestLocale(c);
		const { is_online } = parseOrThrow(PageOnlineSchema, await readJsonObject(c));
		const page = await store.transaction(async () => {
			const current = await pageForWrite(c, id, locale);
			if (current.is_online === is_online) return current;
			const next = preparePage({ ...current, is_online });
			const summary = is_online ? 'Page set online' : 'Page set offline';
			await store.put('page', id, locale, next, { by: user.id, summary });
			return next;
		});
		return savedPage(c, page);
	});

	app.route(
		'/',
		createRepositoryApp(ctx, '/pages', {
			kind: 'page',
			schema: CmsPageSchema,
			localised: true,
			versioned: true,
			locale: requestLocale,
			reads: { listSchema: CmsPageSchema, order: 'path', defaultPageSize: 100 },
			hiddenFromVisitors: {
				filter: { onlineOnly: true },
				visible: (page) => page.is_online,
			},
			prepare: (body) => ({
				...body,
				modules: sanitizeModuleList(body['modules']),
				version_id: null,
				updated_at: ctx.now().toISOString(),
			}),
			check: checkUrl,
		}),
	);
	return app;
}
