import { createHash } from 'node:crypto';
import type pg from 'pg';

/** One table of the site's PostgreSQL schema as a backup reads and writes it. */
export type PostgresTable = {
	name: string;
	/** The stored columns (generated ones are left out: they compute again). */
	columns: string[];
	/** Tables its foreign keys refer to. */
	parents: string[];
	/** Primary-key columns (empty: the rows are ordered by their whole text). */
	key: string[];
};

/** The migrations' own ledger: a restore rebuilds it by migrating, so it is no data of the site. */
export const LEDGER_TABLE = 'schema_migrations';

/**
 * Tables left out of the row digest: the audit log records the backup and the restore themselves
 * (as on SQLite, see database-digest.ts); the export still holds its rows.
 */
const UNDIGESTED = new Set(['audit_log']);

/** Rows fetched per round trip while streaming a table. */
const ROWS_PER_FETCH = 1000;

/** `name` quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The data tables of the connection's current schema (all but the ledger), parents before the
 * tables that refer to them, with their stored columns and primary keys.
 */
export async function postgresTables(client: pg.ClientBase): Promise<PostgresTable[]> {
	const { rows } = await client.query<{
		name: string;
		columns: string[];
		parents: string[];
		key: string[];
	}>(
		`SELECT c.relname AS name,
			ARRAY(SELECT a.attname::text FROM pg_attribute a
				WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
				ORDER BY a.attnum) AS columns,
			ARRAY(SELECT DISTINCT p.relname::text FROM pg_constraint f JOIN pg_class p ON p.oid = f.confrelid
				WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS parents,
			ARRAY(SELECT a.attname::text FROM pg_index i
				CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
				JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
				WHERE i.indrelid = c.oid AND i.indisprimary ORDER BY k.ord) AS key
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
			AND c.relname <> $1
		ORDER BY c.relname`,
		[LEDGER_TABLE],
	);
	return dependencyOrder(rows);
}

/** `tables` with every table after the tables it refers to (name order otherwise). */
function dependencyOrder(tables: PostgresTable[]): PostgresTable[] {
	const byName = new Map(tables.map((table) => [table.name, table]));
	const ordered: PostgresTable[] = [];
	const seen = new Set<string>();
	const visit = (table: PostgresTable, path: string[]) => {
		if (seen.has(table.name)) return;
		if (path.includes(table.name)) {
			throw new Error(`Foreign keys form a cycle: ${[...path, table.name].join(' → ')}`);
		}
		for (const parent of table.parents) {
			const parentTable = byName.get(parent);
			if (parentTable) visit(parentTable, [...path, table.name]);
		}
		seen.add(table.name);
		ordered.push(table);
	};
	for (const table of tables) visit(table, []);
	return ordered;
}

/** The sequences of the current schema with their state (as text: they are BIGINT). */
export async function postgresSequences(
	client: pg.ClientBase,
): Promise<{ name: string; last_value: string; is_called: boolean }[]> {
	const { rows } = await client.query<{ name: string }>(
		`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`,
	);
	const sequences = [];
	for (const { name } of rows) {
		const state = await client.query<{ last_value: string; is_called: boolean }>(
			`SELECT last_value::text AS last_value, is_called FROM ${ident(name)}`,
		);
		sequences.push({ name, ...state.rows[0]! });
	}
	return sequences;
}

/**
 * Streams every row of `table` as one line of JSON (`row_to_json` of its stored columns, in
 * primary-key order) to `onLines`, a batch at a time, inside the client's current transaction.
 * Timestamps are written in UTC, whatever the server's time zone, so the same rows always give
 * the same lines.
 */
export async function readTableLines(
	client: pg.ClientBase,
	table: PostgresTable,
	onLines: (lines: string[]) => Promise<void> | void,
): Promise<number> {
	const columns = table.columns.map(ident).join(', ');
	const order = table.key.length > 0 ? table.key.map((c) => `r.${ident(c)}`).join(', ') : '1';
	await client.query(`SET LOCAL TimeZone = 'UTC'`);
	await client.query(
		`DECLARE backup_rows NO SCROLL CURSOR FOR
		SELECT row_to_json(r)::text AS line FROM (SELECT ${columns} FROM ${ident(table.name)}) r
		ORDER BY ${order}`,
	);
	let count = 0;
	try {
		for (;;) {
			const { rows } = await client.query<{ line: string }>(
				`FETCH ${ROWS_PER_FETCH} FROM backup_rows`,
			);
			if (rows.length === 0) break;
			count += rows.length;
			await onLines(rows.map((row) => row.line));
		}
	} finally {
		await client.query('CLOSE backup_rows');
	}
	return count;
}

/** Hashes tables one by one; `digest()` combines them by name, leaving out UNDIGESTED. */
export class PostgresDigest {
	readonly #tables = new Map<string, string>();

	/** A hash that collects the lines of `table`; call `done()` after its last line. */
	table(name: string): { update(lines: string[]): void; done(): void } {
		const hash = createHash('sha256');
		return {
			update: (lines) => {
				for (const line of lines) hash.update(`${line}\n`);
			},
			done: () => void this.#tables.set(name, hash.digest('hex')),
		};
	}

	digest(): string {
		const hash = createHash('sha256');
		for (const name of [...this.#tables.keys()].sort()) {
			if (!UNDIGESTED.has(name)) hash.update(`${name} ${this.#tables.get(name)}\n`);
		}
		return hash.digest('hex');
	}
}

/**
 * SHA-256 over every row of every data table (but the audit log), as the client's current
 * transaction sees them; the same rows give the same digest in any database. Must run inside
 * a transaction (it reads through a cursor).
 */
export async function postgresDigest(client: pg.ClientBase): Promise<string> {
	const digest = new PostgresDigest();
	for (const table of await postgresTables(client)) {
		const hash = digest.table(table.name);
		await readTableLines(client, table, (lines) => hash.update(lines));
		hash.done();
	}
	return digest.digest();
}
