import type { Migration } from '../migrate.ts';

/**
 * The change feed: every committed content write with the site paths it touched, so a server
 * that prerendered pages knows which of them changed since its build (SPEC §4 freshness).
 */
export const contentChanges: Migration = {
	version: 2,
	name: 'content-changes',
	up(db) {
		db.exec(`
			CREATE TABLE content_changes (
				seq INTEGER PRIMARY KEY AUTOINCREMENT,
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				object_id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				paths TEXT NOT NULL,
				changed_at TEXT NOT NULL
			);
			CREATE INDEX content_changes_site_time ON content_changes (site, changed_at);
		`);
	},
};
