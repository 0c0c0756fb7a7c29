import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { announceChange } from './change-notify.ts';
import type { ContentChange } from './content-change.ts';

/** One recorded change as the feed answers it. */
export const FeedEntrySchema = z.object({
	kind: z.string(),
	locale: z.string(),
	paths: z.array(z.string()),
	changed_at: z.iso.datetime({ offset: true }),
});
export type FeedEntry = z.infer<typeof FeedEntrySchema>;

/** GET /pageeditor-api/changes?since=: the changes after `since`, and the back end's clock. */
export const ChangeFeedSchema = z.object({
	now: z.iso.datetime({ offset: true }),
	changes: z.array(FeedEntrySchema),
});
export type ChangeFeed = z.infer<typeof ChangeFeedSchema>;

/**
 * Keeps a change of content in the change feed (call it inside the write's transaction) and, on
 * PostgreSQL, announces it to every instance — delivered when the transaction commits.
 */
export async function recordChange(db: Database, change: ContentChange, at: Date): Promise<void> {
	await db.run(
		sql`INSERT INTO content_changes (site, kind, object_id, locale, paths, changed_at)
			VALUES (${change.site}, ${change.kind}, ${change.id}, ${change.locale},
				${JSON.stringify(change.paths)}, ${at.toISOString()})`,
	);
	await announceChange(db, change);
}

/** The changes of `site` recorded strictly after `since`, oldest first (at most `limit`). */
export async function changesSince(
	db: Database,
	site: string,
	since: Date,
	limit = 5000,
): Promise<FeedEntry[]> {
	const rows = await db.all<{ kind: string; locale: string; paths: string; changed_at: string }>(
		sql`SELECT kind, locale, paths, changed_at FROM content_changes
			WHERE site = ${site} AND changed_at > ${since.toISOString()} ORDER BY seq LIMIT ${limit}`,
	);
	return rows.map((row) => ({
		kind: String(row.kind),
		locale: String(row.locale),
		paths: z.array(z.string()).parse(JSON.parse(String(row.paths))),
		changed_at: new Date(String(row.changed_at)).toISOString(),
	}));
}
