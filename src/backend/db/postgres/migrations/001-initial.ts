import type { PostgresMigration } from '../migrate.ts';

/**
 * The whole schema as the SQLite migrations 001–015 leave it, in PostgreSQL's terms.
 * TODO(helper): filled in by the schema port.
 */
export const initialSchema: PostgresMigration = {
	version: 1,
	name: 'initial',
	sql: `SELECT 1`,
};
