import { describeDatabaseFailure } from '../backend/db/connection-errors.ts';
import { isPostgresUrl } from '../backend/db/database.ts';

/**
 * Runs `open` (the back end opening its database); when that fails on PostgreSQL, prints one
 * line naming the database's host and what failed (no password, no stack) and exits with 1.
 * Other failures are thrown on as they are.
 */
export async function openOrExit<T>(
	databaseUrl: string | undefined,
	open: () => Promise<T>,
): Promise<T> {
	try {
		return await open();
	} catch (error) {
		if (!isPostgresUrl(databaseUrl)) throw error;
		console.error(describeDatabaseFailure(databaseUrl, error));
		process.exit(1);
	}
}
