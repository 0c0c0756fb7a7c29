import { sql } from 'kysely';
import { displayName } from '../auth/users.ts';
import type { Database } from '../db/database.ts';

/** How long a heartbeat keeps someone listed (the editor beats every PRESENCE_BEAT_MS). */
export const PRESENCE_EXPIRY_MS = 30_000;

/** Most pages one staff member is listed on at once (their newest heartbeats win). */
const PATHS_PER_USER = 10;

/**
 * Who has which page of `site` open in edit mode: a row per page path and user in the database
 * (not process memory), so every instance on one database sees the same staff. Each heartbeat
 * refreshes its row and drops rows older than PRESENCE_EXPIRY_MS; leaving drops it at once.
 */
export function createPresence(db: Database, site: string, now: () => Date) {
	return {
		/**
		 * Records that user `userId` has `path` open (or, with `leave`, no longer) and answers the
		 * names of the other staff members with it open, by name.
		 */
		async beat(userId: number, path: string, leave: boolean): Promise<{ name: string }[]> {
			const at = now();
			const seenAt = at.toISOString();
			const cutoff = new Date(at.getTime() - PRESENCE_EXPIRY_MS).toISOString();
			return db.transaction(async () => {
				await db.run(sql`DELETE FROM editor_presence WHERE seen_at < ${cutoff}`);
				if (leave) {
					await db.run(sql`DELETE FROM editor_presence
						WHERE site = ${site} AND path = ${path} AND user_id = ${userId}`);
				} else {
					await db.run(sql`INSERT INTO editor_presence (site, path, user_id, seen_at)
						VALUES (${site}, ${path}, ${userId}, ${seenAt})
						ON CONFLICT (site, path, user_id) DO UPDATE SET seen_at = excluded.seen_at`);
					await db.run(sql`DELETE FROM editor_presence
						WHERE site = ${site} AND user_id = ${userId} AND path NOT IN (
							SELECT path FROM editor_presence WHERE site = ${site} AND user_id = ${userId}
							ORDER BY seen_at DESC, path LIMIT ${PATHS_PER_USER})`);
				}
				const rows = await db.all(
					sql`SELECT u.first_name, u.last_name, u.username
						FROM editor_presence p JOIN users u ON u.id = p.user_id
						WHERE p.site = ${site} AND p.path = ${path} AND p.user_id <> ${userId}
							AND p.seen_at >= ${cutoff} AND u.is_staff = ${1} AND u.disabled_at IS NULL
						ORDER BY u.username LIMIT 100`,
				);
				return rows.map((row) => ({ name: displayName(row) }));
			});
		},
	};
}
