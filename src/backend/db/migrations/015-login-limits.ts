import type { Migration } from '../migrate.ts';

/**
 * Login counters that are checked and counted before a password is (`auth/login-limit.ts`), one
 * row per key and window, and the addresses each account last logged in from. Replaces the list
 * of failures, which was counted only after the slow password check and so could be raced.
 */
export const loginLimits: Migration = {
	version: 15,
	name: 'login-limits',
	up(db) {
		db.exec(`
			DROP TABLE IF EXISTS login_failures;
			CREATE TABLE login_limits (
				key TEXT PRIMARY KEY,
				window_start INTEGER NOT NULL,
				count INTEGER NOT NULL
			) STRICT;
			CREATE INDEX login_limits_by_window ON login_limits (window_start);
			CREATE TABLE login_known_addresses (
				account TEXT NOT NULL,
				address TEXT NOT NULL,
				last_success INTEGER NOT NULL,
				PRIMARY KEY (account, address)
			) STRICT;
		`);
	},
};
