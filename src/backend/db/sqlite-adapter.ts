import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many prepared statements are kept (the oldest is dropped first). */
const MAX_PREPARED = 500;

/**
 * Lets Kysely's SQLite dialect (written for better-sqlite3's shape) drive a `node:sqlite`
 * connection: parameters arrive as one array, and `reader` says whether a statement answers rows.
 * Statements are prepared once per SQL text. `BEGIN` becomes `BEGIN IMMEDIATE` so a transaction
 * takes the write lock up front: two processes on one file then wait for each other (busy
 * timeout) instead of failing when both try to upgrade a read lock.
 */
export function kyselySqlite(db: DatabaseSync): SqliteDatabase {
	const prepared = new Map<string, StatementSync>();
	const prepare = (text: string): StatementSync => {
		let statement = prepared.get(text);
		if (!statement) {
			statement = db.prepare(text);
			// Query texts vary with list lengths (IN lists, VALUES rows): keep the cache bounded.
			if (prepared.size >= MAX_PREPARED) prepared.delete(prepared.keys().next().value!);
			prepared.set(text, statement);
		}
		return statement;
	};
	return {
		close: () => db.close(),
		prepare(text: string): SqliteStatement {
			const sql = /^\s*begin\s*$/i.test(text) ? 'BEGIN IMMEDIATE' : text;
			const statement = prepare(sql);
			const args = (parameters: ReadonlyArray<unknown>) => parameters as SQLInputValue[];
			return {
				reader: statement.columns().length > 0,
				all: (parameters) => statement.all(...args(parameters)),
				run: (parameters) => statement.run(...args(parameters)),
				iterate: (parameters) => statement.iterate(...args(parameters)),
			};
		},
	};
}
