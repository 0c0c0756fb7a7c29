import type { Context, Hono } from 'hono';
import { CmsPageSchema, PageDraftEntrySchema, PageDraftSchema } from '../../lib/contract/index.ts';
import { requireStaff, requireStaffWrite } from '../auth/guards.ts';
import { editVersion } from '../content/edit-version.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { editorRequestLocale as requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';

/**
 * GET /drafts/ (staff: every draft of the site, newest change first, PageDraftEntrySchema[]) and
 * a page's draft, per editor locale (staff only; writes also need the CSRF header):
 * GET /pages/{id}/draft/ (PageDraftSchema, or null without one: every staff page view asks, and
 * a 404 would be an error in the browser's console), POST /pages/{id}/draft/ (starts one
 * from the published blocks: 201, or 200 with the existing draft), DELETE /pages/{id}/draft/
 * (discards it: 204), POST /pages/{id}/draft/publish/ (its blocks become the page's: answers the
 * page with its ETag). 404 for an unknown page or a missing draft.
 */
export function addPageDraftRoutes(app: Hono<AppEnv>, { drafts, store }: BackendContext): void {
	const target = (c: Context<AppEnv>) => ({ id: idParam(c), locale: requestLocale(c) });

	app.get('/drafts', async (c) => {
		requireStaff(c);
		c.header('cache-control', 'private, no-store');
		const entries = [];
		for (const draft of await drafts.list()) {
			const body = await store.get('page', draft.page_id, draft.locale);
			const page = body === undefined ? undefined : CmsPageSchema.parse(body);
			const url = page?.urls[draft.locale as keyof typeof page.urls] ?? null;
			entries.push(PageDraftEntrySchema.parse({ ...draft, title: page?.title ?? '', url }));
		}
		return c.json(entries);
	});

	app.get('/pages/:id/draft', async (c) => {
		requireStaff(c);
		const { id, locale } = target(c);
		if (!(await store.exists('page', id, locale))) throw notFound();
		const draft = await drafts.meta(id, locale);
		c.header('cache-control', 'private, no-store');
		return c.json(draft === undefined ? null : PageDraftSchema.parse(draft));
	});

	app.post('/pages/:id/draft', async (c) => {
		const user = requireStaffWrite(c);
		const { id, locale } = target(c);
		const { draft, created } = await drafts.start(id, locale, user.id);
		return c.json(draft, created ? 201 : 200);
	});

	app.delete('/pages/:id/draft', async (c) => {
		requireStaffWrite(c);
		const { id, locale } = target(c);
		if (!(await store.exists('page', id, locale))) throw notFound();
		await drafts.discard(id, locale);
		return c.body(null, 204);
	});

	app.post('/pages/:id/draft/publish', async (c) => {
		const user = requireStaffWrite(c);
		const { id, locale } = target(c);
		const page = await drafts.publish(id, locale, user.id);
		c.header('ETag', editVersion(page));
		return c.json(page);
	});
}
