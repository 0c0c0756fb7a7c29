import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** File name of the back end's database inside the data directory. */
export const DATABASE_FILE = 'cms.sqlite';

/**
 * Opens (creating when missing) `${dataDir}/cms.sqlite` in WAL mode with foreign keys and a busy
 * timeout, and applies every pending migration.
 */
export function openDatabase(dataDir: string): DatabaseSync {
	mkdirSync(dataDir, { recursive: true });
	const db = new DatabaseSync(join(dataDir, DATABASE_FILE), {
		enableForeignKeyConstraints: true,
		timeout: 5000,
	});
	db.exec('PRAGMA journal_mode = WAL');
	db.exec('PRAGMA synchronous = NORMAL');
	db.exec('PRAGMA busy_timeout = 5000');
	runMigrations(db, MIGRATIONS);
	return db;
}

/**
 * Runs `work` inside one immediate transaction: committed when it returns, rolled back when it
 * throws. Nested calls join the outer transaction.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
	if (db.isTransaction) return work();
	db.exec('BEGIN IMMEDIATE');
	try {
		const result = work();
		db.exec('COMMIT');
		return result;
	} catch (error) {
		db.exec('ROLLBACK');
		throw error;
	}
}
