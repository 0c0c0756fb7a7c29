import type { DatabaseSync, StatementSync } from 'node:sqlite';

const cache = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * The prepared statement for `sql` on `db`, compiled once per connection: the cart endpoint runs
 * a dozen statements per request and compiling them would cost more than running them.
 */
export function statement(db: DatabaseSync, sql: string): StatementSync {
	let statements = cache.get(db);
	if (!statements) {
		statements = new Map();
		cache.set(db, statements);
	}
	let prepared = statements.get(sql);
	if (!prepared) {
		prepared = db.prepare(sql);
		statements.set(sql, prepared);
	}
	return prepared;
}
