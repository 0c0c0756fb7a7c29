import { Hono } from 'hono';
import { ErrorLogEntrySchema } from '../../lib/contract/index.ts';
import { requireCsrf } from '../auth/cookies.ts';
import { logNotFound } from '../content/error-log.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { readJsonBody } from '../http/json-body.ts';
import { parseOrThrow } from '../http/validate.ts';

export { ERROR_LOG_MAX_ROWS } from '../content/error-log.ts';

/**
 * POST /dashboard-error-log/ {url}: records a 404 page view (CSRF header required). The log keeps
 * 90 days and at most ERROR_LOG_MAX_ROWS views per site (see logNotFound).
 */
export function createErrorLogApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.post('/dashboard-error-log', async (c) => {
		requireCsrf(c);
		const { url } = parseOrThrow(ErrorLogEntrySchema, await readJsonBody(c));
		const id = await logNotFound(ctx.db, {
			site: ctx.site,
			url,
			userAgent: (c.req.header('user-agent') ?? '').slice(0, 500),
			at: ctx.now(),
		});
		return c.json({ id, url }, 201);
	});
	return app;
}
