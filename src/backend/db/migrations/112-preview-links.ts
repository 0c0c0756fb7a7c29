import type { Migration } from '../migrate.ts';

/**
 * Preview links (`src/backend/content/preview-links.ts`): an expiring, revocable link to one
 * state of a page in one locale — `current` (the page as stored, also offline), `draft` or a
 * `version`. A draft link names the draft it was made for by its start (`draft_started_at`): a
 * later draft of the page is not its draft. Only the SHA-256 of the link's token is kept, so the table gives no usable link away.
 */
export const previewLinks: Migration = {
	version: 112,
	name: 'preview-links',
	up(db) {
		db.exec(`
			CREATE TABLE preview_links (
				id INTEGER PRIMARY KEY,
				site TEXT NOT NULL,
				page_id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				state TEXT NOT NULL CHECK (state IN ('current', 'draft', 'version')),
				version_id INTEGER,
				draft_started_at TEXT,
				token_hash TEXT NOT NULL UNIQUE,
				created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
				created_at TEXT NOT NULL,
				expires_at TEXT NOT NULL,
				revoked_at TEXT,
				revoked_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
				last_used_at TEXT
			) STRICT;
			CREATE INDEX preview_links_by_page ON preview_links (site, page_id, locale, created_at);
		`);
	},
};
