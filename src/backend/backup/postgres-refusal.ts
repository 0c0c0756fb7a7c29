import { isPostgresUrl } from '../db/database.ts';

/**
 * Why the server's own backups do not apply when the data lives in PostgreSQL: they copy the
 * embedded SQLite file, and a PostgreSQL database has better tools of its own.
 */
export const POSTGRES_BACKUP_MESSAGE =
	'The back end keeps its data in PostgreSQL (DATABASE_URL), so it takes no backups of its own: ' +
	"use the database's backups instead — pg_dump, or your provider's point-in-time recovery " +
	'(and back up the media store beside it). `npm run cms -- backup`, `restore` and BACKUP_EVERY ' +
	'work on the embedded SQLite database only.';

/** POSTGRES_BACKUP_MESSAGE when `env` points the back end at PostgreSQL, else null. */
export function backupsRefused(env: NodeJS.ProcessEnv): string | null {
	return isPostgresUrl(env['DATABASE_URL']) ? POSTGRES_BACKUP_MESSAGE : null;
}
