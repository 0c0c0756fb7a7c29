import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import {
	Kysely,
	PostgresDialect,
	SqliteDialect,
	type CompiledQuery,
	type RawBuilder,
	type Transaction,
} from 'kysely';
import pg from 'pg';
import { groupCommit } from './group-commit.ts';
import { runMigrations } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { migratePostgres } from './postgres/migrate.ts';
import { POSTGRES_MIGRATIONS } from './postgres/migrations/index.ts';
import { kyselySqlite } from './sqlite-adapter.ts';

/** File name of the embedded back end's database inside the data directory. */
export const DATABASE_FILE = 'cms.sqlite';

/** The two engines the back end runs on. */
export type Engine = 'sqlite' | 'postgres';

/** The queries are written as SQL (`sql` templates), so Kysely knows no table types. */
type Untyped = Record<string, never>;

/** A row as the database answers it. */
export type Row = Record<string, unknown>;

/** A query: Kysely's `sql` template (parameters bound per engine) or a compiled builder query. */
export type Query = RawBuilder<unknown> | CompiledQuery;

/**
 * The back end's database, whichever engine holds it. Every read and write goes through these
 * methods; inside `transaction(work)` they run on that transaction (found through the async
 * context, so helpers called from `work` join it without being handed anything).
 */
export type Database = {
	readonly engine: Engine;
	/** Every row the query answers. */
	all<T = Row>(query: Query): Promise<T[]>;
	/** The first row, or undefined. */
	one<T = Row>(query: Query): Promise<T | undefined>;
	/** Runs a write; answers how many rows it changed. */
	run(query: Query): Promise<number>;
	/**
	 * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
	 * Nested calls join the outer transaction. On SQLite it holds the write lock from the start,
	 * and transactions that wait for the connection share one commit (each in its own savepoint).
	 */
	transaction<T>(work: () => Promise<T>): Promise<T>;
	/** The embedded SQLite connection itself (undefined on PostgreSQL), for file-level tools. */
	readonly sqlite: DatabaseSync | undefined;
	close(): Promise<void>;
};

/** Where the back end keeps its data: the data dir's SQLite file, or PostgreSQL at `url`. */
export type DatabaseLocation = { dataDir: string; url?: string | undefined };

/** Whether `url` names a PostgreSQL database (`postgres://` or `postgresql://`). */
export function isPostgresUrl(url: string | undefined): url is string {
	return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

/**
 * Opens (creating when missing) `${dataDir}/cms.sqlite` in WAL mode with foreign keys and a busy
 * timeout, and applies every pending migration. The synchronous handle is for the tools that
 * work on the file itself (backups, the digest); the back end uses `openDatabase`.
 */
export function openSqliteFile(dataDir: string): DatabaseSync {
	mkdirSync(dataDir, { recursive: true });
	const db = new DatabaseSync(join(dataDir, DATABASE_FILE), {
		enableForeignKeyConstraints: true,
		timeout: 5000,
	});
	db.exec('PRAGMA journal_mode = WAL');
	db.exec('PRAGMA synchronous = NORMAL');
	db.exec('PRAGMA busy_timeout = 5000');
	// Unicode lower case for title matches (SQLite's own lower() and LIKE fold only A–Z); on
	// PostgreSQL the schema defines the same function.
	db.function('editor_fold', { deterministic: true }, (text) =>
		typeof text === 'string' ? text.toLocaleLowerCase('de') : null,
	);
	runMigrations(db, MIGRATIONS);
	return db;
}

// PostgreSQL's BIGINT (COUNT(*), SUM of integers) would otherwise arrive as a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Opens the back end's database — PostgreSQL when `url` is a postgres URL, else the data dir's
 * SQLite file — and applies every pending migration (on PostgreSQL under an advisory lock, so
 * instances starting together migrate once).
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
	if (isPostgresUrl(location.url)) {
		const pool = new pg.Pool({
			connectionString: location.url,
			max: 10,
			// An unreachable server fails a request (503) within seconds instead of hanging it.
			connectionTimeoutMillis: 5000,
			// No request may hold a connection or its locks indefinitely: a runaway statement is
			// cancelled, and a transaction left open by a stalled process is ended by the server.
			statement_timeout: 30_000,
			idle_in_transaction_session_timeout: 60_000,
		});
		// An idle client losing its server must not crash the process; the pool replaces it.
		pool.on('error', () => {});
		// So must one losing it while checked out (pg emits 'error' on it with no listener of the
		// pool's then); its query rejects, and the pool drops the broken client when it is released.
		pool.on('connect', (client) => client.on('error', () => {}));
		try {
			await migratePostgres(pool, POSTGRES_MIGRATIONS);
		} catch (error) {
			await pool.end();
			throw error;
		}
		return wrap(
			'postgres',
			new Kysely<Untyped>({ dialect: new PostgresDialect({ pool }) }),
			undefined,
			pool,
		);
	}
	const file = openSqliteFile(location.dataDir);
	const dialect = new SqliteDialect({ database: kyselySqlite(file) });
	return wrap('sqlite', new Kysely<Untyped>({ dialect }), file);
}

function wrap(
	engine: Engine,
	root: Kysely<Untyped>,
	sqlite: DatabaseSync | undefined,
	pool?: pg.Pool,
): Database {
	const current = new AsyncLocalStorage<Transaction<Untyped>>();
	const executor = (): Kysely<Untyped> => current.getStore() ?? root;
	// SQLite has one connection: transactions waiting for it commit together (group-commit.ts).
	const grouped =
		engine === 'sqlite' ? groupCommit(root, (trx, work) => current.run(trx, work)) : undefined;
	const execute = async (query: Query) =>
		'execute' in query ? query.execute(executor()) : executor().executeQuery(query);
	return {
		engine,
		async all<T>(query: Query) {
			return (await execute(query)).rows as T[];
		},
		async one<T>(query: Query) {
			return (await execute(query)).rows[0] as T | undefined;
		},
		async run(query: Query) {
			return Number((await execute(query)).numAffectedRows ?? 0);
		},
		async transaction<T>(work: () => Promise<T>) {
			if (current.getStore()) return work();
			if (grouped) return grouped(work);
			return root.transaction().execute((trx) => current.run(trx, work));
		},
		sqlite,
		async close() {
			await root.destroy();
			// Kysely closes the file, and ends the pool, only once it has run a query through it:
			// a database that only migrated kept the migration's connection open until the pool's
			// idle timeout (10 s).
			if (sqlite?.isOpen) sqlite.close();
			if (pool && !pool.ended) await pool.end();
		},
	};
}
