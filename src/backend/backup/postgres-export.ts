import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import pg from 'pg';
import type { PostgresDatabase } from './manifest.ts';
import { WORK_DIR_PREFIX } from './snapshot.ts';
import {
	LEDGER_TABLE,
	PostgresDigest,
	postgresSequences,
	postgresTables,
	readTableLines,
} from './postgres-tables.ts';

/**
 * Folder of the export inside an archive: one `<table>.ndjson` per table. Named like the
 * working folders, which are never taken from the data dir, so no file of the site can clash.
 */
export const POSTGRES_EXPORT_DIR = `${WORK_DIR_PREFIX}postgres`;

/** The file of `table` inside the export folder. */
export const tableFile = (table: string) =>
	`${POSTGRES_EXPORT_DIR}/${encodeURIComponent(table)}.ndjson`;

/** A finished export: what the manifest records of it, and its files (relative paths). */
export type PostgresExport = { database: PostgresDatabase; files: string[] };

/**
 * Exports the PostgreSQL database at `url` into `staging` as one consistent moment: a single
 * REPEATABLE READ READ ONLY transaction reads every table of the schema (parents first, rows in
 * key order, one JSON object a line) and the sequences, while the site goes on writing. `during`
 * runs inside that transaction (the uploads are linked then, as on SQLite).
 */
export async function exportPostgres(
	url: string,
	staging: string,
	during: () => Promise<string[]>,
): Promise<PostgresExport> {
	const client = new pg.Client({ connectionString: url });
	// A lost connection rejects the query in flight; this keeps it from crashing the process.
	client.on('error', () => {});
	await client.connect();
	try {
		await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
		try {
			// The first query fixes the snapshot every later read of this transaction sees.
			const ledger = await client.query<{ version: number }>(
				`SELECT COALESCE(MAX(version), 0)::int AS version FROM ${LEDGER_TABLE}`,
			);
			await mkdir(join(staging, POSTGRES_EXPORT_DIR));
			const digest = new PostgresDigest();
			const tables = [];
			for (const table of await postgresTables(client)) {
				const file = tableFile(table.name);
				const out = createWriteStream(join(staging, file));
				const hash = digest.table(table.name);
				const rows = await readTableLines(client, table, async (lines) => {
					hash.update(lines);
					if (!out.write(`${lines.join('\n')}\n`)) await once(out, 'drain');
				});
				hash.done();
				out.end();
				await once(out, 'finish');
				tables.push({ name: table.name, columns: table.columns, file, rows });
			}
			const sequences = await postgresSequences(client);
			const files = await during();
			await client.query('COMMIT');
			return {
				database: {
					path: POSTGRES_EXPORT_DIR,
					digest: digest.digest(),
					schema_version: ledger.rows[0]?.version ?? 0,
					tables,
					sequences,
				},
				files: [...tables.map((table) => table.file), ...files],
			};
		} catch (error) {
			await client.query('ROLLBACK').catch(() => {});
			throw error;
		}
	} finally {
		await client.end();
	}
}
