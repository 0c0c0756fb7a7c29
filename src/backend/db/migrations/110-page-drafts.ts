import type { Migration } from '../migrate.ts';

/**
 * Drafts of pages (`src/backend/content/page-drafts.ts`): per site, page and editor locale, the
 * modules an editor collects before publishing them together; `draft_modules` finds the draft a
 * module id lives in (modules added in a draft are in no page yet).
 */
export const pageDrafts: Migration = {
	version: 110,
	name: 'page-drafts',
	up(db) {
		db.exec(`
			CREATE TABLE page_drafts (
				site TEXT NOT NULL,
				page_id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				modules TEXT NOT NULL,
				created_at TEXT NOT NULL,
				created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
				updated_at TEXT NOT NULL,
				updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
				PRIMARY KEY (site, page_id, locale)
			) STRICT;
			CREATE TABLE draft_modules (
				site TEXT NOT NULL,
				locale TEXT NOT NULL,
				module_id INTEGER NOT NULL,
				page_id INTEGER NOT NULL,
				PRIMARY KEY (site, locale, module_id)
			) STRICT;
			CREATE INDEX draft_modules_by_page ON draft_modules (site, page_id, locale);
		`);
	},
};
