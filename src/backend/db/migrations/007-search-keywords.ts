import type { Migration } from '../migrate.ts';

/**
 * Search keywords for the editor hub: how often each normalised search text was searched per
 * venue day, so the hub can sum any window of recent days. Rows older than the longest window are
 * dropped as new searches are logged.
 */
export const searchKeywords: Migration = {
	version: 7,
	name: 'search-keywords',
	up(db) {
		db.exec(`
			CREATE TABLE search_keywords (
				site TEXT NOT NULL,
				keyword TEXT NOT NULL,
				day TEXT NOT NULL,
				count INTEGER NOT NULL CHECK (count > 0),
				last_seen TEXT NOT NULL,
				PRIMARY KEY (site, keyword, day)
			) STRICT;
			CREATE INDEX search_keywords_by_day ON search_keywords (site, day);
		`);
	},
};
