import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 100: access information per venue and event, a column per feature. */
export const accessFeatures: PostgresMigration = {
	version: 100,
	name: 'access-features',
	sql: `
		CREATE TABLE document_access (
			site TEXT COLLATE "C" NOT NULL,
			kind TEXT COLLATE "C" NOT NULL,
			id INTEGER NOT NULL,
			locale TEXT COLLATE "C" NOT NULL,
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
		);
	`,
};
