import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 113: `is_online` in the listing index, and an index for newest-first lists. */
export const onlineListing: PostgresMigration = {
	version: 113,
	name: 'online-listing',
	sql: `
		DROP INDEX documents_listing;
		CREATE INDEX documents_listing ON documents (
			site, kind, locale, start_day, start_ts, id, room_id, type_slug, series_id, genre_id, is_online
		);
		CREATE INDEX documents_newest ON documents (
			site, kind, locale, is_online, start_ts DESC NULLS LAST, id, category_id
		);
	`,
};
