import { z } from 'zod';
import { DateTimeSchema } from './common.ts';

/**
 * Shapes of concurrent editing (issue 23): every editor read of a block, section or page answers
 * an `ETag` (its version); every write accepts `If-Match` with it, and a write based on an older
 * version answers 412 with an EditConflict. Presence tells who else has a page in edit mode.
 */

/** 412 answer of a write whose `If-Match` names an older version. */
export const EditConflictSchema = z.object({
	error: z.string(),
	/** Who saved the version now stored (display name), null when unknown. */
	changed_by: z.string().nullable(),
	/** When that was (ISO time), null when unknown. */
	changed_at: DateTimeSchema.nullable(),
	/** The ETag of the version now stored: `If-Match` with it overwrites that version. */
	etag: z.string(),
});
export type EditConflict = z.infer<typeof EditConflictSchema>;

/** Longest page path a presence heartbeat may name. */
export const PRESENCE_PATH_MAX = 500;

/** POST /pageeditor-api/presence/: 'I have this page open in edit mode' (or, with `leave`, no longer). */
export const PresenceBeatSchema = z.object({
	/** The page's path on the site, e.g. `/de/besuch/anreise`. */
	path: z
		.string()
		.min(1)
		.max(PRESENCE_PATH_MAX)
		.regex(/^\/[^\s?#]*$/, 'A site path without query'),
	leave: z.boolean().default(false),
});
export type PresenceBeat = z.infer<typeof PresenceBeatSchema>;

/** The answer of a heartbeat: the other staff members editing the same page, by name. */
export const PresenceAnswerSchema = z.object({
	others: z.array(z.object({ name: z.string() })).max(100),
});
export type PresenceAnswer = z.infer<typeof PresenceAnswerSchema>;
