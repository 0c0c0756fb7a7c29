import type { Migration } from '../migrate.ts';

/**
 * Staff who have a page open in edit mode (`src/backend/content/presence.ts`): one row per site,
 * page path and user, refreshed by the editor's heartbeat; rows older than the expiry are dropped.
 */
export const editorPresence: Migration = {
	version: 61,
	name: 'editor-presence',
	up(db) {
		db.exec(`
			CREATE TABLE editor_presence (
				site TEXT NOT NULL,
				path TEXT NOT NULL,
				user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
				seen_at TEXT NOT NULL,
				PRIMARY KEY (site, path, user_id)
			) STRICT;
			CREATE INDEX editor_presence_by_time ON editor_presence (seen_at);
		`);
	},
};
