import type { Migration } from '../migrate.ts';

/**
 * Failed logins per throttle key (address or username) in the database, so that every server
 * process on one data dir counts them together and a restart forgets none.
 */
export const loginFailures: Migration = {
	version: 8,
	name: 'login-failures',
	up(db) {
		db.exec(`
			CREATE TABLE login_failures (
				key TEXT NOT NULL,
				at INTEGER NOT NULL
			) STRICT;
			CREATE INDEX login_failures_by_key ON login_failures (key, at);
			CREATE INDEX login_failures_by_time ON login_failures (at);
		`);
	},
};
