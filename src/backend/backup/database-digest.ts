import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

/**
 * SHA-256 over every row of every table of `db` (tables by name, rows in key order), as it reads
 * inside the connection's current transaction. Two databases with the same digest hold the same
 * data; a backup records the digest of its own snapshot, so a restore can prove it got exactly that.
 * The audit log is left out: it records the backup and the restore themselves (the archive's
 * SHA-256 still covers it).
 */
export function databaseDigest(db: DatabaseSync): string {
	const hash = createHash('sha256');
	const tables = db
		.prepare(
			"SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'audit_log' ORDER BY name",
		)
		.all()
		.map((row) => String(row['name']));
	for (const table of tables) {
		const quoted = `"${table.replaceAll('"', '""')}"`;
		const columns = db.prepare(`SELECT name, pk FROM pragma_table_info(?)`).all(table);
		// WITHOUT ROWID tables have no rowid: their primary key orders them instead.
		const keys = columns
			.filter((column) => Number(column['pk']) > 0)
			.sort((a, b) => Number(a['pk']) - Number(b['pk']))
			.map((column) => `"${String(column['name']).replaceAll('"', '""')}"`);
		const order = hasRowid(db, table) ? 'rowid' : keys.join(', ');
		hash.update(`table ${table}\n`);
		const rows = db.prepare(`SELECT * FROM ${quoted} ORDER BY ${order}`);
		rows.setReadBigInts(true);
		for (const row of rows.iterate()) hash.update(`${serialise(row)}\n`);
	}
	return hash.digest('hex');
}

function hasRowid(db: DatabaseSync, table: string): boolean {
	try {
		db.prepare(`SELECT rowid FROM "${table.replaceAll('"', '""')}" LIMIT 0`).all();
		return true;
	} catch {
		return false;
	}
}

/** One row as text that keeps types apart (1 vs '1', blobs as hex). */
function serialise(row: Record<string, unknown>): string {
	return JSON.stringify(Object.values(row), (_key, value: unknown) => {
		if (typeof value === 'bigint') return `i:${value}`;
		if (value instanceof Uint8Array) return `b:${Buffer.from(value).toString('hex')}`;
		if (typeof value === 'string') return `s:${value}`;
		return value;
	});
}
