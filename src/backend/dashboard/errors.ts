import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** One URL of the 404 log: how often it was shown and when last. */
export type NotFoundSummary = { url: string; count: number; last_seen: string };

/**
 * The logged 404 views of `site` grouped by URL, the `limit` most frequent first (ties: most
 * recently seen first, then by URL). The log keeps 90 days (see content/error-log.ts).
 */
export async function notFoundSummary(
	db: Database,
	site: string,
	limit: number,
): Promise<NotFoundSummary[]> {
	const rows = await db.all(
		sql`SELECT url, COUNT(*) AS n, MAX(created_at) AS last_seen FROM error_log WHERE site = ${site}
			GROUP BY url ORDER BY n DESC, last_seen DESC, url LIMIT ${limit}`,
	);
	return rows.map((row) => ({
		url: String(row['url']),
		count: Number(row['n']),
		last_seen: String(row['last_seen']),
	}));
}
