import type { Migration } from '../migrate.ts';

/**
 * Scheduled changes (`src/backend/schedule/`): one row per change a staff member planned for a
 * document — `online`/`offline` (pages in `locale`, the other kinds in every locale: `locale`
 * NULL) or `publish` (a page's draft in `locale`) — due at `run_at` (UTC ISO). A row is pending
 * while `done_at` and `cancelled_at` are NULL; the runner that applies it sets `done_at` and
 * `outcome` ('done' or the error) in the transaction of the content write, so it runs once.
 * Also an index of the offline documents' paths, which every visitor detail read now leaves out.
 */
export const scheduledChanges: Migration = {
	version: 111,
	name: 'scheduled-changes',
	up(db) {
		db.exec(`
			CREATE TABLE scheduled_changes (
				id INTEGER PRIMARY KEY,
				site TEXT NOT NULL,
				kind TEXT NOT NULL CHECK (kind IN ('page', 'event', 'article', 'production')),
				doc_id INTEGER NOT NULL,
				locale TEXT,
				action TEXT NOT NULL CHECK (action IN ('online', 'offline', 'publish')),
				run_at TEXT NOT NULL,
				created_by INTEGER,
				created_at TEXT NOT NULL,
				done_at TEXT,
				cancelled_at TEXT,
				cancelled_by INTEGER,
				outcome TEXT NOT NULL DEFAULT ''
			) STRICT;
			CREATE INDEX scheduled_changes_due ON scheduled_changes (site, run_at, id)
				WHERE done_at IS NULL AND cancelled_at IS NULL;
			CREATE INDEX scheduled_changes_by_doc ON scheduled_changes (site, kind, doc_id);
			-- Visitor reads leave out offline documents' cards and menu entries: those few paths, at once.
			CREATE INDEX documents_offline ON documents (site, url_path) WHERE is_online = 0;
		`);
	},
};
