import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 061: staff who have a page open in edit mode, refreshed by a heartbeat. */
export const editorPresence: PostgresMigration = {
	version: 61,
	name: 'editor-presence',
	sql: `
		CREATE TABLE editor_presence (
			site TEXT COLLATE "C" NOT NULL,
			path TEXT COLLATE "C" NOT NULL,
			user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
			seen_at TEXT COLLATE "C" NOT NULL,
			PRIMARY KEY (site, path, user_id)
		);
		CREATE INDEX editor_presence_by_time ON editor_presence (seen_at);
	`,
};
