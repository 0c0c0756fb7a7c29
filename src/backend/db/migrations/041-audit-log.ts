import type { Migration } from '../migrate.ts';

/**
 * The audit log of staff actions (`src/backend/audit/`): who (`actor`, a username kept as text
 * so the entry outlives the account), what (`action`), on what (`target`), from where (`address`,
 * or `cli`), newest first by `at`.
 */
export const auditLog: Migration = {
	version: 41,
	name: 'audit-log',
	up(db) {
		db.exec(`
			CREATE TABLE audit_log (
				id INTEGER PRIMARY KEY,
				at TEXT NOT NULL,
				actor TEXT NOT NULL,
				action TEXT NOT NULL,
				target TEXT NOT NULL DEFAULT '',
				detail TEXT NOT NULL DEFAULT '',
				address TEXT NOT NULL DEFAULT ''
			) STRICT;
			CREATE INDEX audit_log_by_time ON audit_log (at, id);
		`);
	},
};
