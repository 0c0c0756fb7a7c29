/**
 * `npm run cms -- copy-to-postgres <postgres-url> [--replace]`: moves the embedded SQLite site of
 * DATA_DIR into PostgreSQL without loss. The target's schema comes from the PostgreSQL
 * migrations (run on open, as by the back end); every table the two share is copied in one
 * transaction, parents before children, identity sequences moved past the copied ids, and then
 * verified: per table the row count and a SHA-256 over its rows in primary-key order must be the
 * same on both sides, or nothing is committed.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import {
	DATABASE_FILE,
	isPostgresUrl,
	openDatabase,
	type Database,
	type Row,
} from '../db/database.ts';

/** A problem the operator can act on (wrong URL, target holding other data, a lost row). */
export class CopyError extends Error {
	override name = 'CopyError';
}

/** Count and content hash of one table. */
export type TableDigest = { table: string; rows: number; sha256: string };

/** What a copy did: `copied` into an empty target, `replaced` its data, or found it `unchanged`. */
export type CopyResult = { outcome: 'copied' | 'replaced' | 'unchanged'; tables: TableDigest[] };

/**
 * Tables never copied: each engine's own migration ledger and SQLite's bookkeeping. The FTS5
 * tables are left out too: their text moves into the search entries (MOVED_COLUMNS).
 */
const OWN_TABLES = new Set([
	'schema_migrations',
	'sqlite_sequence',
	'sqlite_stat1',
	'sqlite_stat4',
]);

/** Most bound parameters in one INSERT (PostgreSQL allows 65,535). */
const MAX_PARAMETERS = 30_000;

/**
 * Columns PostgreSQL keeps in a table that SQLite keeps elsewhere, and the source query that
 * answers them by the table's `id`: the body text of a search entry lives in the FTS5 table on
 * SQLite (rowid = entry id) and in `search_entries.text` on PostgreSQL (the in-process search
 * index reads it from there).
 */
const MOVED_COLUMNS: Record<string, Record<string, string>> = {
	search_entries: { text: 'SELECT rowid AS id, text AS value FROM search_fts' },
};

/** One table as it is copied: its columns (both sides have them) and key, parents it needs. */
type TablePlan = {
	name: string;
	columns: string[];
	key: string[];
	parents: string[];
	/** Columns read on the source by a query of their own (MOVED_COLUMNS). */
	moved?: Record<string, string>;
};

/** The tables of the SQLite source worth copying, with their columns, keys and parents. */
async function sourceTables(source: Database): Promise<TablePlan[]> {
	const all = await source.all<{ name: string; sql: string | null }>(
		sql`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`,
	);
	const virtual = all
		.filter((table) => /^\s*CREATE\s+VIRTUAL\s+TABLE/i.test(table.sql ?? ''))
		.map((table) => table.name);
	const plans: TablePlan[] = [];
	for (const { name } of all) {
		if (OWN_TABLES.has(name) || name.startsWith('sqlite_')) continue;
		if (virtual.some((v) => name === v || name.startsWith(`${v}_`))) continue;
		const info = await source.all<{ name: string; pk: number }>(
			sql`SELECT name, pk FROM pragma_table_info(${name}) ORDER BY cid`,
		);
		const parents = await source.all<{ table: string }>(
			sql`SELECT DISTINCT "table" FROM pragma_foreign_key_list(${name})`,
		);
		plans.push({
			name,
			columns: info.map((column) => column.name),
			key: info
				.filter((column) => column.pk > 0)
				.sort((a, b) => a.pk - b.pk)
				.map((column) => column.name),
			parents: parents.map((parent) => parent.table).filter((parent) => parent !== name),
		});
	}
	return plans;
}

/** `plans` with every table after the tables it refers to (foreign-key order). */
export function foreignKeyOrder<T extends { name: string; parents: string[] }>(plans: T[]): T[] {
	const byName = new Map(plans.map((plan) => [plan.name, plan]));
	const ordered: T[] = [];
	const state = new Map<string, 'visiting' | 'done'>();
	const visit = (plan: T) => {
		if (state.get(plan.name) === 'done') return;
		if (state.get(plan.name) === 'visiting') {
			throw new CopyError(`Foreign keys form a cycle through ${plan.name}`);
		}
		state.set(plan.name, 'visiting');
		for (const parent of plan.parents) {
			const parentPlan = byName.get(parent);
			if (parentPlan) visit(parentPlan);
		}
		state.set(plan.name, 'done');
		ordered.push(plan);
	};
	for (const plan of plans) visit(plan);
	return ordered;
}

/** The target's tables and their columns, in the current schema. */
async function targetColumns(target: Database): Promise<Map<string, Set<string>>> {
	const rows = await target.all<{ table_name: string; column_name: string }>(
		sql`SELECT table_name, column_name FROM information_schema.columns
			WHERE table_schema = current_schema()`,
	);
	const tables = new Map<string, Set<string>>();
	for (const row of rows) {
		const columns = tables.get(row.table_name) ?? new Set<string>();
		columns.add(row.column_name);
		tables.set(row.table_name, columns);
	}
	return tables;
}

/** One value as both engines' drivers may answer it, in one canonical form for hashing. */
function canonical(value: unknown): unknown {
	if (value === null || value === undefined) return null;
	if (typeof value === 'bigint') return value.toString();
	if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value;
	if (value instanceof Uint8Array) return { bytes: Buffer.from(value).toString('hex') };
	return value;
}

/** Orders rows by their key (numbers by value, text by code unit), the same on both sides. */
function compareKeys(key: string[]) {
	return (a: Row, b: Row): number => {
		for (const column of key) {
			const x = a[column];
			const y = b[column];
			if (x === y) continue;
			if (x === null || x === undefined) return -1;
			if (y === null || y === undefined) return 1;
			if (typeof x === 'number' && typeof y === 'number') return x - y;
			const [sx, sy] = [JSON.stringify(canonical(x)), JSON.stringify(canonical(y))];
			if (sx !== sy) return sx < sy ? -1 : 1;
		}
		return 0;
	};
}

/**
 * Every row of `plan`'s table in key order (all columns as key when it has none); on the
 * `source`, moved columns are filled in from their own query.
 */
async function rowsOf(db: Database, plan: TablePlan, source = false): Promise<Row[]> {
	const moved = source ? (plan.moved ?? {}) : {};
	const own = plan.columns.filter((column) => !(column in moved));
	const rows = await db.all(
		sql`SELECT ${sql.join(own.map((column) => sql.ref(column)))} FROM ${sql.table(plan.name)}`,
	);
	for (const [column, query] of Object.entries(moved)) {
		const values = new Map(
			(await db.all<{ id: unknown; value: unknown }>(sql.raw(query))).map((row) => [
				Number(row.id),
				row.value,
			]),
		);
		for (const row of rows) row[column] = values.get(Number(row['id'])) ?? '';
	}
	return rows.sort(compareKeys(plan.key.length > 0 ? plan.key : plan.columns));
}

/** Count and SHA-256 of rows (in key order), each the JSON of its canonical values. */
function digestOf(table: string, columns: string[], rows: Row[]): TableDigest {
	const hash = createHash('sha256');
	for (const row of rows) {
		hash.update(JSON.stringify(columns.map((column) => canonical(row[column]))));
		hash.update('\n');
	}
	return { table, rows: rows.length, sha256: hash.digest('hex') };
}

/** The value as the PostgreSQL driver takes it (bytes as a Buffer). */
const forPostgres = (value: unknown) => (value instanceof Uint8Array ? Buffer.from(value) : value);

/** Inserts `rows` into `plan`'s table on the target, in batches, ids included. */
async function insertRows(target: Database, plan: TablePlan, rows: Row[]): Promise<void> {
	const perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / plan.columns.length));
	const columns = sql.join(plan.columns.map((column) => sql.ref(column)));
	for (let at = 0; at < rows.length; at += perBatch) {
		const values = rows
			.slice(at, at + perBatch)
			.map((row) => sql`(${sql.join(plan.columns.map((column) => forPostgres(row[column])))})`);
		try {
			// OVERRIDING SYSTEM VALUE: the copied ids are kept, whatever the identity columns say.
			await target.run(
				sql`INSERT INTO ${sql.table(plan.name)} (${columns}) OVERRIDING SYSTEM VALUE VALUES ${sql.join(values)}`,
			);
		} catch (error) {
			const reason = error instanceof Error ? error.message : String(error);
			throw new CopyError(
				`Cannot copy the rows of ${plan.name} into PostgreSQL (${reason}); nothing was committed.`,
			);
		}
	}
}

/** Moves every sequence behind a column of `table` past the largest copied value. */
async function advanceSequences(target: Database, table: string): Promise<void> {
	const sequences = await target.all<{ column_name: string; sequence: string }>(
		sql`SELECT column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
			FROM information_schema.columns
			WHERE table_schema = current_schema() AND table_name = ${table}
			AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
	);
	for (const { column_name: column, sequence } of sequences) {
		// Empty table: the next id is 1; else the one after the largest.
		await target.run(
			sql`SELECT setval(${sequence}::regclass, COALESCE(MAX(${sql.ref(column)}), 0) + 1, false)
				FROM ${sql.table(table)}`,
		);
	}
}

/** Options of one copy. */
export type CopyOptions = {
	/** The SQLite site's data dir. */
	dataDir: string;
	/** The target: `postgres://…`. */
	url: string;
	/** Replace data the target already holds (else such a target is refused). */
	replace?: boolean;
	/** Progress lines. */
	log?: (line: string) => void;
};

/**
 * Copies the SQLite site of `dataDir` into the PostgreSQL database at `url` (see the module
 * comment). Answers what it did and the digest of every table; throws CopyError when the target
 * holds different data (without `replace`), lacks a table or column of the source, or does not
 * verify after the copy (then nothing is committed).
 */
export async function copyToPostgres(options: CopyOptions): Promise<CopyResult> {
	if (!isPostgresUrl(options.url)) {
		throw new CopyError(`Not a PostgreSQL URL: expected postgres://… or postgresql://…`);
	}
	if (!existsSync(join(options.dataDir, DATABASE_FILE))) {
		throw new CopyError(`No site to copy: ${join(options.dataDir, DATABASE_FILE)} does not exist`);
	}
	const log = options.log ?? (() => {});
	const source = await openDatabase({ dataDir: options.dataDir });
	try {
		let target: Database;
		try {
			target = await openDatabase({ dataDir: options.dataDir, url: options.url });
		} catch (error) {
			throw new CopyError(
				`Cannot open the PostgreSQL database: ${error instanceof Error ? error.message : String(error)}`,
			);
		}
		try {
			return await copyBetween(source, target, options, log);
		} finally {
			await target.close();
		}
	} finally {
		await source.close();
	}
}

async function copyBetween(
	source: Database,
	target: Database,
	options: CopyOptions,
	log: (line: string) => void,
): Promise<CopyResult> {
	const columnsThere = await targetColumns(target);
	const plans = foreignKeyOrder(await sourceTables(source));
	for (const plan of plans) {
		const there = columnsThere.get(plan.name);
		if (!there) throw new CopyError(`The PostgreSQL schema has no table ${plan.name}`);
		const missing = plan.columns.filter((column) => !there.has(column));
		if (missing.length > 0) {
			throw new CopyError(`The PostgreSQL table ${plan.name} lacks ${missing.join(', ')}`);
		}
		const moved = Object.entries(MOVED_COLUMNS[plan.name] ?? {}).filter(([column]) =>
			there.has(column),
		);
		if (moved.length > 0) {
			plan.moved = Object.fromEntries(moved);
			plan.columns.push(...moved.map(([column]) => column));
		}
	}

	// Read the source once, in one read transaction, so its digest describes one moment.
	const sourceRows = new Map<string, Row[]>();
	await source.transaction(async () => {
		for (const plan of plans) sourceRows.set(plan.name, await rowsOf(source, plan, true));
	});
	const wanted = plans.map((plan) => digestOf(plan.name, plan.columns, sourceRows.get(plan.name)!));

	return target.transaction(async () => {
		const before = await Promise.all(
			plans.map(async (plan) => digestOf(plan.name, plan.columns, await rowsOf(target, plan))),
		);
		if (sameDigests(before, wanted)) {
			log('The PostgreSQL database already holds exactly this site: nothing to do.');
			return { outcome: 'unchanged', tables: wanted };
		}
		const holding = before.filter((digest) => digest.rows > 0);
		if (holding.length > 0 && !options.replace) {
			throw new CopyError(
				`The PostgreSQL database already holds other data (${holding
					.map((digest) => `${digest.table}: ${digest.rows} rows`)
					.join(', ')}). Nothing was changed. Copy into an empty database, or pass --replace ` +
					'to replace its data with this site.',
			);
		}
		if (holding.length > 0) {
			log(`Replacing the data of ${holding.length} tables.`);
			await target.run(
				sql`TRUNCATE ${sql.join(plans.map((plan) => sql.table(plan.name)))} RESTART IDENTITY`,
			);
		}
		for (const plan of plans) {
			const rows = sourceRows.get(plan.name)!;
			await insertRows(target, plan, rows);
			await advanceSequences(target, plan.name);
			log(`Copied ${plan.name}: ${rows.length} rows.`);
		}
		const after = await Promise.all(
			plans.map(async (plan) => digestOf(plan.name, plan.columns, await rowsOf(target, plan))),
		);
		const differing = after.filter((digest, index) => !sameDigest(digest, wanted[index]!));
		if (differing.length > 0) {
			throw new CopyError(
				`The copy does not verify (${differing.map((digest) => digest.table).join(', ')}); nothing was committed.`,
			);
		}
		return { outcome: holding.length > 0 ? 'replaced' : 'copied', tables: wanted };
	});
}

const sameDigest = (a: TableDigest, b: TableDigest) =>
	a.table === b.table && a.rows === b.rows && a.sha256 === b.sha256;
const sameDigests = (a: TableDigest[], b: TableDigest[]) =>
	a.length === b.length && a.every((digest, index) => sameDigest(digest, b[index]!));

/** The digests as a table for the terminal: name, rows, the first 16 hex digits of the hash. */
export function digestTable(digests: TableDigest[]): string {
	const width = Math.max(5, ...digests.map((digest) => digest.table.length));
	const lines = [`${'table'.padEnd(width)}  ${'rows'.padStart(8)}  sha256 (both sides)`];
	for (const digest of digests) {
		lines.push(
			`${digest.table.padEnd(width)}  ${String(digest.rows).padStart(8)}  ${digest.sha256.slice(0, 16)}`,
		);
	}
	return lines.join('\n');
}
