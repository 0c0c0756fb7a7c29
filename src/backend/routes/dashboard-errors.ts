import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../ticketing/statements.ts';

/** One URL of the 404 log: how often it was shown and when last. */
export type NotFoundSummary = { url: string; count: number; last_seen: string };

/**
 * The logged 404 views of `site` grouped by URL, the `limit` most frequent first (ties: most
 * recently seen first). The log keeps 90 days (see error-log.ts).
 */
export function notFoundSummary(db: DatabaseSync, site: string, limit: number): NotFoundSummary[] {
	return statement(
		db,
		`SELECT url, COUNT(*) AS n, MAX(created_at) AS last_seen FROM error_log WHERE site = ?
		 GROUP BY url ORDER BY n DESC, last_seen DESC, url LIMIT ?`,
	)
		.all(site, limit)
		.map((row) => ({
			url: String(row['url']),
			count: Number(row['n']),
			last_seen: String(row['last_seen']),
		}));
}
