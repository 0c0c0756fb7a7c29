import pg from 'pg';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../backend/db/connection-errors.ts';
import { isPostgresUrl } from '../backend/db/database.ts';

/**
 * Runs `open` (the back end opening its database); when PostgreSQL cannot be reached or refuses
 * (password, missing database, a failing migration), prints one line naming the database's host
 * and what failed (no password, no stack) and exits with 1. Other failures are thrown on.
 */
export async function openOrExit<T>(
	databaseUrl: string | undefined,
	open: () => Promise<T>,
): Promise<T> {
	try {
		return await open();
	} catch (error) {
		// A bug of the back end keeps its stack; the database refusing or missing is one line.
		const fromDatabase = isDatabaseUnavailable(error) || error instanceof pg.DatabaseError;
		if (!isPostgresUrl(databaseUrl) || !fromDatabase) throw error;
		console.error(describeDatabaseFailure(databaseUrl, error));
		process.exit(1);
	}
}
