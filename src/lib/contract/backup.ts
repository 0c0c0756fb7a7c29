import { z } from 'zod';

/**
 * GET /api/dashboard/backup/ (staff): the server's own backups (of SQLite or PostgreSQL alike).
 * `configured` is false when the server takes none (BACKUP_DIR and BACKUP_EVERY unset); `last`
 * is the newest archive; `stale` says it is older than twice the interval, or that there is
 * none yet.
 */
export const BackupStatusSchema = z.object({
	configured: z.boolean(),
	every_minutes: z.number().int().positive().nullable(),
	last: z
		.object({ created_at: z.iso.datetime(), bytes: z.number().int().nonnegative() })
		.nullable(),
	stale: z.boolean(),
});

export type BackupStatus = z.infer<typeof BackupStatusSchema>;
