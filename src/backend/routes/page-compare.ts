import type { Hono } from 'hono';
import {
	PageComparisonSchema,
	PageCompareQuerySchema,
	type CompareSide,
} from '../../lib/contract/index.ts';
import { comparePageBodies } from '../../lib/page-compare/compare-pages.ts';
import { requireStaff } from '../auth/guards.ts';
import { isRichTextField } from '../content/rich-text-fields.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { editorRequestLocale as requestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';
import { parseOrThrow } from '../http/validate.ts';

/**
 * GET /pages/{id}/compare/?from=&to= (staff): page `id` in the request's locale compared block by
 * block from one side to the other (PageComparisonSchema). A side is a kept version's id,
 * 'current' (the page as published now) or 'draft' (its draft; 404 without one). 400 on a malformed id or side, 404 for an unknown page
 * or a version that is not one of this page's in this locale.
 */
export function addPageCompareRoute(app: Hono<AppEnv>, { store, drafts }: BackendContext): void {
	app.get('/pages/:id/compare', async (c) => {
		requireStaff(c);
		const id = idParam(c);
		const { from, to } = parseOrThrow(PageCompareQuerySchema, c.req.query());
		const locale = requestLocale(c);
		const current = await store.get('page', id, locale);
		if (current === undefined) throw notFound();
		const bodyOf = async (side: CompareSide): Promise<unknown> => {
			if (side === 'current') return current;
			if (side === 'draft') {
				const draft = await drafts.draftPage(id, locale);
				if (draft === undefined) throw notFound('No draft');
				return draft;
			}
			const body = await store.version('page', id, locale, side);
			if (body === undefined) throw notFound('Version not found');
			return body;
		};
		const [before, after] = [await bodyOf(from), await bodyOf(to)];
		c.header('cache-control', 'private, no-store');
		const comparison = comparePageBodies(before, after, isRichTextField);
		return c.json(PageComparisonSchema.parse({ from, to, ...comparison }));
	});
}
