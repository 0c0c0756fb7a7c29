import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 110: page drafts and the index of the module ids they hold. */
export const pageDrafts: PostgresMigration = {
	version: 110,
	name: 'page-drafts',
	sql: `
		CREATE TABLE page_drafts (
			site TEXT COLLATE "C" NOT NULL,
			page_id BIGINT NOT NULL,
			locale TEXT COLLATE "C" NOT NULL,
			modules TEXT NOT NULL,
			created_at TEXT COLLATE "C" NOT NULL,
			created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
			updated_at TEXT COLLATE "C" NOT NULL,
			updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
			PRIMARY KEY (site, page_id, locale)
		);
		CREATE TABLE draft_modules (
			site TEXT COLLATE "C" NOT NULL,
			locale TEXT COLLATE "C" NOT NULL,
			module_id BIGINT NOT NULL,
			page_id BIGINT NOT NULL,
			PRIMARY KEY (site, locale, module_id)
		);
		CREATE INDEX draft_modules_by_page ON draft_modules (site, page_id, locale);
	`,
};
