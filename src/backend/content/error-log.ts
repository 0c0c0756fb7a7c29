import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** How long logged 404 views are kept. */
export const ERROR_LOG_KEEP_DAYS = 90;

/** Most logged 404 views kept per site; the oldest are dropped beyond it. */
export const ERROR_LOG_MAX_ROWS = 10_000;

/**
 * Logs one 404 view of `url` and drops what is past the caps (older than ERROR_LOG_KEEP_DAYS, or
 * beyond the newest ERROR_LOG_MAX_ROWS of the site), so a flood of unique paths cannot grow the
 * log without bound. Answers the view's id.
 */
export async function logNotFound(
	db: Database,
	view: { site: string; url: string; userAgent: string; at: Date },
): Promise<number> {
	const cutoff = new Date(view.at.getTime() - ERROR_LOG_KEEP_DAYS * 86_400_000).toISOString();
	await db.run(sql`DELETE FROM error_log WHERE created_at < ${cutoff}`);
	const row = await db.one(
		sql`INSERT INTO error_log (site, url, user_agent, created_at)
			VALUES (${view.site}, ${view.url}, ${view.userAgent}, ${view.at.toISOString()})
			RETURNING id`,
	);
	await db.run(
		sql`DELETE FROM error_log WHERE site = ${view.site} AND id <= (
			SELECT id FROM error_log WHERE site = ${view.site}
			ORDER BY id DESC LIMIT 1 OFFSET ${ERROR_LOG_MAX_ROWS})`,
	);
	return Number(row?.['id']);
}
