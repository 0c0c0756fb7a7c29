import type { Migration } from '../migrate.ts';

/**
 * Access information of venues and events (`src/backend/content/access-index.ts`): one row per
 * document and locale, a column per feature (1 offered, 0 not, NULL as the level below says);
 * an event's row holds its own values with its date's applied, and the venue it inherits from,
 * so the event list filters on venue ⊕ event ⊕ date without reading a body, and a venue's edit
 * applies to its events at once.
 */
export const accessFeatures: Migration = {
	version: 100,
	name: 'access-features',
	up(db) {
		db.exec(`
			CREATE TABLE document_access (
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				id INTEGER NOT NULL,
				locale TEXT NOT NULL,
				venue_id INTEGER,
				step_free INTEGER,
				wheelchair_spaces INTEGER,
				accessible_toilet INTEGER,
				induction_loop INTEGER,
				assistance_dogs INTEGER,
				audio_description INTEGER,
				sign_language INTEGER,
				easy_language INTEGER,
				touch_tour INTEGER,
				relaxed_performance INTEGER,
				companion_ticket INTEGER,
				PRIMARY KEY (site, kind, id, locale),
				FOREIGN KEY (site, kind, id, locale)
					REFERENCES documents (site, kind, id, locale) ON DELETE CASCADE
			) STRICT;
		`);
	},
};
