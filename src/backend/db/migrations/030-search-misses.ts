import type { Migration } from '../migrate.ts';

/**
 * Search keywords remember how many of a day's searches found nothing (`misses`), so the editor
 * hub can list what visitors looked for in vain.
 */
export const searchMisses: Migration = {
	version: 30,
	name: 'search-misses',
	up(db) {
		db.exec(`
			ALTER TABLE search_keywords ADD COLUMN misses INTEGER NOT NULL DEFAULT 0 CHECK (misses >= 0);
		`);
	},
};
