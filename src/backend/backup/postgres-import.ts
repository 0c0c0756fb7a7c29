import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { migratePostgres } from '../db/postgres/migrate.ts';
import { POSTGRES_MIGRATIONS } from '../db/postgres/migrations/index.ts';
import type { PostgresDatabase } from './manifest.ts';
import { ident, LEDGER_TABLE, postgresDigest, postgresTables } from './postgres-tables.ts';

/** Rows (or bytes of JSON) per INSERT while loading a table. */
const ROWS_PER_INSERT = 1000;
const BYTES_PER_INSERT = 8 * 1024 * 1024;

/** Why an import was refused; nothing in the database changed. */
export class ImportRefused extends Error {
	override name = 'ImportRefused';
}

/**
 * Loads the export described by `database` (its files under `dir`) into the PostgreSQL
 * database at `url`, all in one transaction that commits only when the loaded rows give the
 * export's digest:
 * 1. the database is migrated to the archive's schema version (an empty database gets the
 *    schema the export was taken with; one at a newer version is refused, as is an archive of a
 *    newer version than this code knows);
 * 2. a database holding data is refused unless `force` (then its tables are emptied first);
 * 3. every table is loaded (parents first, ids kept), the sequences set as they were;
 * 4. the rest of the migrations run, as at any start of the back end.
 */
export async function importPostgres(options: {
	url: string;
	dir: string;
	database: PostgresDatabase;
	force: boolean;
}): Promise<void> {
	const { database } = options;
	const known = Math.max(0, ...POSTGRES_MIGRATIONS.map((migration) => migration.version));
	if (database.schema_version > known) {
		throw new ImportRefused(
			`The archive comes from a newer version of the site (schema ${database.schema_version}, this one knows ${known}): restore it with that version. Nothing was restored.`,
		);
	}
	const pool = new pg.Pool({ connectionString: options.url, max: 1 });
	pool.on('error', () => {});
	try {
		const current = await ledgerVersion(pool);
		if (current > database.schema_version) {
			throw new ImportRefused(
				`The database is at schema ${current}, newer than the archive's ${database.schema_version}: restore into a new, empty database. Nothing was restored.`,
			);
		}
		const holding = await tablesHoldingRows(pool);
		if (holding.length > 0 && !options.force) {
			throw new ImportRefused(
				`The database is not empty (${holding.join(', ')} hold rows): restore into an empty database, or pass --force to replace its data. Nothing was restored.`,
			);
		}
		await migratePostgres(
			pool,
			POSTGRES_MIGRATIONS.filter((migration) => migration.version <= database.schema_version),
		);
		const client = await pool.connect();
		try {
			await client.query('BEGIN');
			try {
				await load(client, options);
				await client.query('COMMIT');
			} catch (error) {
				await client.query('ROLLBACK').catch(() => {});
				throw error;
			}
		} finally {
			client.release();
		}
		await migratePostgres(pool, POSTGRES_MIGRATIONS);
	} finally {
		await pool.end();
	}
}

/** The newest migration recorded in the database (0 for a database without the ledger). */
async function ledgerVersion(pool: pg.Pool): Promise<number> {
	const ledger = await pool.query<{ present: boolean }>(
		'SELECT to_regclass($1) IS NOT NULL AS present',
		[LEDGER_TABLE],
	);
	if (!ledger.rows[0]?.present) return 0;
	const { rows } = await pool.query<{ version: number }>(
		`SELECT COALESCE(MAX(version), 0)::int AS version FROM ${LEDGER_TABLE}`,
	);
	return Number(rows[0]?.version ?? 0);
}

/** The data tables that hold at least one row. */
async function tablesHoldingRows(pool: pg.Pool): Promise<string[]> {
	const client = await pool.connect();
	try {
		const holding = [];
		for (const table of await postgresTables(client)) {
			const { rows } = await client.query(`SELECT 1 FROM ${ident(table.name)} LIMIT 1`);
			if (rows.length > 0) holding.push(table.name);
		}
		return holding;
	} finally {
		client.release();
	}
}

async function load(
	client: pg.PoolClient,
	options: { dir: string; database: PostgresDatabase },
): Promise<void> {
	const { database } = options;
	const tables = await postgresTables(client);
	const byName = new Map(tables.map((table) => [table.name, table]));
	for (const table of database.tables) {
		const there = byName.get(table.name);
		const missing = table.columns.filter((column) => !there?.columns.includes(column));
		if (!there || missing.length > 0) {
			throw new ImportRefused(
				`The archive does not fit the database schema (${there ? `${table.name} lacks ${missing.join(', ')}` : `no table ${table.name}`}). Nothing was restored.`,
			);
		}
	}
	// Empty already unless --force (checked before migrating): then this replaces its data.
	if (tables.length > 0) {
		await client.query(
			`TRUNCATE ${tables.map((table) => ident(table.name)).join(', ')} RESTART IDENTITY`,
		);
	}
	for (const table of database.tables) {
		await loadTable(client, table, join(options.dir, ...table.file.split('/')));
	}
	for (const sequence of database.sequences) {
		await client.query(`SELECT setval(quote_ident($1)::regclass, $2::bigint, $3)`, [
			sequence.name,
			sequence.last_value,
			sequence.is_called,
		]);
	}
	if ((await postgresDigest(client)) !== database.digest) {
		throw new ImportRefused(
			'The archive is corrupt: the loaded database does not hold the rows of the snapshot. Nothing was restored.',
		);
	}
}

/** Inserts the rows of one table's file (one JSON object a line), ids and all, in batches. */
async function loadTable(
	client: pg.PoolClient,
	table: PostgresDatabase['tables'][number],
	file: string,
): Promise<void> {
	const columns = table.columns.map(ident).join(', ');
	const insert = `INSERT INTO ${ident(table.name)} (${columns}) OVERRIDING SYSTEM VALUE
		SELECT ${columns} FROM json_populate_recordset(NULL::${ident(table.name)}, $1::json)`;
	let batch: string[] = [];
	let bytes = 0;
	let count = 0;
	const flush = async () => {
		if (batch.length === 0) return;
		try {
			await client.query(insert, [`[${batch.join(',')}]`]);
		} catch (error) {
			throw new ImportRefused(
				`The archive's rows of ${table.name} do not load (${error instanceof Error ? error.message : String(error)}). Nothing was restored.`,
			);
		}
		count += batch.length;
		batch = [];
		bytes = 0;
	};
	for await (const line of createInterface({
		input: createReadStream(file),
		crlfDelay: Infinity,
	})) {
		if (line === '') continue;
		batch.push(line);
		bytes += line.length;
		if (batch.length >= ROWS_PER_INSERT || bytes >= BYTES_PER_INSERT) await flush();
	}
	await flush();
	if (count !== table.rows) {
		throw new ImportRefused(
			`The archive is corrupt: ${table.name} holds ${count} rows, not ${table.rows}. Nothing was restored.`,
		);
	}
}
