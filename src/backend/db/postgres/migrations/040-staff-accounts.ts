import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 040: when a user was disabled (null: active) and last logged in. */
export const staffAccounts: PostgresMigration = {
	version: 40,
	name: 'staff-accounts',
	sql: `
		ALTER TABLE users ADD COLUMN disabled_at TEXT COLLATE "C";
		ALTER TABLE users ADD COLUMN last_login_at TEXT COLLATE "C";
	`,
};
