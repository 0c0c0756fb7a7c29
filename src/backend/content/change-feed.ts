import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { ContentChange } from './documents.ts';

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

/** Keeps every committed change of content in the database (the change feed). */
export function recordChange(db: DatabaseSync, change: ContentChange, at: Date): void {
	db.prepare(
		'INSERT INTO content_changes (site, kind, object_id, locale, paths, changed_at) VALUES (?, ?, ?, ?, ?, ?)',
	).run(
		change.site,
		change.kind,
		change.id,
		change.locale,
		JSON.stringify(change.paths),
		at.toISOString(),
	);
}

/** The changes of `site` recorded strictly after `since`, oldest first (at most `limit`). */
export function changesSince(
	db: DatabaseSync,
	site: string,
	since: Date,
	limit = 5000,
): FeedEntry[] {
	return db
		.prepare(
			'SELECT kind, locale, paths, changed_at FROM content_changes WHERE site = ? AND changed_at > ? ORDER BY seq LIMIT ?',
		)
		.all(site, since.toISOString(), limit)
		.map((row) => ({
			kind: String(row['kind']),
			locale: String(row['locale']),
			paths: z.array(z.string()).parse(JSON.parse(String(row['paths']))),
			changed_at: new Date(String(row['changed_at'])).toISOString(),
		}));
}
