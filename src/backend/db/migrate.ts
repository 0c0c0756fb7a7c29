import type { DatabaseSync } from 'node:sqlite';

/** One schema step; `version` orders the steps and is recorded once applied. */
export type Migration = {
	version: number;
	name: string;
	up: (db: DatabaseSync) => void;
};

/**
 * Applies, in version order and each in its own transaction, every migration not yet recorded in
 * `schema_migrations`. Running it again is a no-op.
 */
export function runMigrations(db: DatabaseSync, migrations: readonly Migration[]): void {
	db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		name TEXT NOT NULL,
		applied_at TEXT NOT NULL
	) STRICT`);
	const applied = new Set(
		db
			.prepare('SELECT version FROM schema_migrations')
			.all()
			.map((row) => Number(row['version'])),
	);
	const record = db.prepare(
		'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
	);
	const ordered = [...migrations].sort((a, b) => a.version - b.version);
	for (const migration of ordered) {
		if (applied.has(migration.version)) continue;
		db.exec('BEGIN IMMEDIATE');
		try {
			// Another process may have applied it between our read and the lock.
			const done = db
				.prepare('SELECT 1 FROM schema_migrations WHERE version = ?')
				.get(migration.version);
			if (!done) {
				migration.up(db);
				record.run(migration.version, migration.name, new Date().toISOString());
			}
			db.exec('COMMIT');
		} catch (error) {
			db.exec('ROLLBACK');
			throw error;
		}
	}
}
