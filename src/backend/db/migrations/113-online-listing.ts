import type { Migration } from '../migrate.ts';

/**
 * Visitors' lists read only online documents (`is_online = 1`), a column stored after the large
 * body: without it in an index, counting a list walked every row's overflow pages (5,000 events:
 * 8 ms per count; 2,000 articles newest first: 7–10 ms per page, 30–90 ms on a cold cache). The
 * listing index (003) gains it at its end, and articles newest first get an index of their own,
 * in that order, so a magazine page or a 'newest article' teaser reads index entries only.
 */
export const onlineListing: Migration = {
	version: 113,
	name: 'online-listing',
	up(db) {
		db.exec(`
			DROP INDEX documents_listing;
			CREATE INDEX documents_listing ON documents (
				site, kind, locale, start_day, start_ts, id, room_id, type_slug, series_id, genre_id, is_online
			);
			CREATE INDEX documents_newest ON documents (
				site, kind, locale, is_online, start_ts DESC, id, category_id
			);
		`);
	},
};
