import type { Migration } from '../migrate.ts';

/**
 * Temporary uploads expire: each records the client address it came from (for a per-client
 * quota) and whether a submitted form entry refers to it (`claimed`: kept with the entry). The
 * partial index finds the unclaimed ones by age for the sweep and sums their sizes per client.
 * Uploads that an existing form entry refers to are claimed now.
 */
export const tempFileExpiry: Migration = {
	version: 10,
	name: 'temp-file-expiry',
	up(db) {
		db.exec(`
			ALTER TABLE temp_files ADD COLUMN client TEXT NOT NULL DEFAULT '';
			ALTER TABLE temp_files ADD COLUMN claimed INTEGER NOT NULL DEFAULT 0;
			UPDATE temp_files SET claimed = 1
				WHERE EXISTS (SELECT 1 FROM form_entries e WHERE instr(e.field_values, temp_files.id) > 0);
			CREATE INDEX temp_files_unclaimed ON temp_files (created_at) WHERE claimed = 0;
			CREATE INDEX temp_files_unclaimed_by_client ON temp_files (client) WHERE claimed = 0;
		`);
	},
};
