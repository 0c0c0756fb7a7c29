import { z } from 'zod';

/**
 * GET /api/dashboard/backup/ (staff): the embedded back end's own backups. `configured` is
 * false when the server takes none (BACKUP_DIR and BACKUP_EVERY unset); `last` is the newest
 * archive; `stale` says it is older than twice the interval, or that there is none yet.
 * `by_database` is true when the data lives in PostgreSQL: the database's own backups (pg_dump,
 * point-in-time recovery) apply and the server takes none (`configured` false).
 */
export const BackupStatusSchema = z.object({
	configured: z.boolean(),
	every_minutes: z.number().int().positive().nullable(),
	last: z
		.object({ created_at: z.iso.datetime(), bytes: z.number().int().nonnegative() })
		.nullable(),
	stale: z.boolean(),
	by_database: z.boolean().optional(),
});

export type BackupStatus = z.infer<typeof BackupStatusSchema>;
