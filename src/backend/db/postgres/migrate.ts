import type pg from 'pg';

/** One PostgreSQL schema step; `version` orders the steps and is recorded once applied. */
export type PostgresMigration = { version: number; name: string; sql: string };

/** Key of the advisory lock every instance takes while migrating ("venue" + "mig"). */
const MIGRATION_LOCK = 0x76656e75_6d6967n;

/**
 * Applies, in version order and each in its own transaction, every migration not yet recorded
 * in `schema_migrations` — holding a session advisory lock, so instances that start together
 * take turns and the later ones find nothing left to do.
 */
export async function migratePostgres(
	pool: pg.Pool,
	migrations: readonly PostgresMigration[],
): Promise<void> {
	const client = await pool.connect();
	try {
		await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
		try {
			await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
				version INTEGER PRIMARY KEY,
				name TEXT NOT NULL,
				applied_at TEXT NOT NULL
			)`);
			const applied = new Set(
				(await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map(
					(row) => Number(row.version),
				),
			);
			for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
				if (applied.has(migration.version)) continue;
				await client.query('BEGIN');
				try {
					await client.query(migration.sql);
					await client.query(
						'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
						[migration.version, migration.name, new Date().toISOString()],
					);
					await client.query('COMMIT');
				} catch (error) {
					await client.query('ROLLBACK');
					throw error;
				}
			}
		} finally {
			await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
		}
	} finally {
		client.release();
	}
}
