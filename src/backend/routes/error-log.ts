import { Hono } from 'hono';
import { ErrorLogEntrySchema } from '../../lib/contract/index.ts';
import { requireCsrf } from '../auth/cookies.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { readJsonBody } from '../http/json-body.ts';
import { parseOrThrow } from '../http/validate.ts';

/** How long logged 404 views are kept. */
const KEEP_DAYS = 90;

/** Most logged 404 views kept per site; the oldest are dropped beyond it. */
export const ERROR_LOG_MAX_ROWS = 10_000;

/**
 * POST /dashboard-error-log/ {url}: records a 404 page view (CSRF header required). The log keeps
 * KEEP_DAYS days and at most ERROR_LOG_MAX_ROWS views per site, so a flood of unique paths
 * cannot grow it without bound.
 */
export function createErrorLogApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.post('/dashboard-error-log', async (c) => {
		requireCsrf(c);
		const { url } = parseOrThrow(ErrorLogEntrySchema, await readJsonBody(c));
		const now = ctx.now();
		const cutoff = new Date(now.getTime() - KEEP_DAYS * 86_400_000).toISOString();
		ctx.legacy.prepare('DELETE FROM error_log WHERE created_at < ?').run(cutoff);
		const result = ctx.legacy
			.prepare('INSERT INTO error_log (site, url, user_agent, created_at) VALUES (?, ?, ?, ?)')
			.run(ctx.site, url, (c.req.header('user-agent') ?? '').slice(0, 500), now.toISOString());
		ctx.legacy
			.prepare(
				`DELETE FROM error_log WHERE site = ?1 AND id <= (
					SELECT id FROM error_log WHERE site = ?1 ORDER BY id DESC LIMIT 1 OFFSET ?2)`,
			)
			.run(ctx.site, ERROR_LOG_MAX_ROWS);
		return c.json({ id: Number(result.lastInsertRowid), url }, 201);
	});
	return app;
}
