import type { Migration } from '../migrate.ts';

/**
 * Who last changed a document (`documents.updated_by`) and each module (`module_index.changed_at`,
 * `changed_by`), for the editor's conflict answer (412 `{ changed_by, changed_at }`). Rows stored
 * before stay NULL until their next change.
 */
export const editStamps: Migration = {
	version: 60,
	name: 'edit-stamps',
	up(db) {
		db.exec(`
			ALTER TABLE documents ADD COLUMN updated_by INTEGER;
			ALTER TABLE module_index ADD COLUMN changed_at TEXT;
			ALTER TABLE module_index ADD COLUMN changed_by INTEGER;
		`);
	},
};
