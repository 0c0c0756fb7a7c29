import type { PostgresMigration } from '../migrate.ts';

/** As SQLite's 060: who last changed a document and each module, for the 412 conflict answer. */
export const editStamps: PostgresMigration = {
	version: 60,
	name: 'edit-stamps',
	sql: `
		ALTER TABLE documents ADD COLUMN updated_by BIGINT;
		ALTER TABLE module_index ADD COLUMN changed_at TEXT COLLATE "C";
		ALTER TABLE module_index ADD COLUMN changed_by BIGINT;
	`,
};
