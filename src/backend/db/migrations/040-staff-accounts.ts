import type { Migration } from '../migrate.ts';

/**
 * Staff accounts can be disabled (`disabled_at`: when; a disabled user cannot log in and has no
 * sessions) and show when they last logged in (`last_login_at`).
 */
export const staffAccounts: Migration = {
	version: 40,
	name: 'staff-accounts',
	up(db) {
		db.exec(`
			ALTER TABLE users ADD COLUMN disabled_at TEXT;
			ALTER TABLE users ADD COLUMN last_login_at TEXT;
		`);
	},
};
