import { Hono } from 'hono';
import { A11yReportSchema } from '../../lib/contract/index.ts';
import { requireStaff } from '../auth/guards.ts';
import { createA11yReports } from '../content/a11y-report.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { editorRequestLocale } from '../http/locale.ts';
import { idParam } from '../http/params.ts';

/**
 * GET /pages/{id}/a11y/ (staff): the accessibility checker's findings for the current page (with
 * `draft=1`, its draft when it has one) in the request's editor locale (A11yReportSchema; 404 for an unknown page). Warnings only.
 */
export function createA11yApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	const reports = createA11yReports(ctx.store, ctx.site);
	app.get('/pages/:id/a11y', async (c) => {
		requireStaff(c);
		const id = idParam(c);
		const locale = editorRequestLocale(c);
		const draft = c.req.query('draft') === '1' ? await ctx.drafts.draftPage(id, locale) : undefined;
		const problems = await reports.page(id, locale, draft);
		if (problems === undefined) throw notFound();
		c.header('cache-control', 'private, no-store');
		return c.json(A11yReportSchema.parse({ page_id: id, problems }));
	});
	return app;
}
