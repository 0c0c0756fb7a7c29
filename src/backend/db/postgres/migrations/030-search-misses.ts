import type { PostgresMigration } from '../migrate.ts';

/**
 * As SQLite's 030: how many of a day's searches of a keyword found nothing. And the generated
 * `search_vector` (with its GIN index) goes: search runs in process on both engines
 * (content/search-engine.ts), which read the entries' title and text.
 */
export const searchMisses: PostgresMigration = {
	version: 30,
	name: 'search-misses',
	sql: `
		ALTER TABLE search_keywords ADD COLUMN misses INTEGER NOT NULL DEFAULT 0 CHECK (misses >= 0);
		ALTER TABLE search_entries DROP COLUMN search_vector;
	`,
};
