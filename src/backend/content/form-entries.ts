import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { claimTempFiles } from './temp-files.ts';

/** A checked form entry as it is stored. */
export type NewFormEntry = {
	site: string;
	formId: number;
	locale: string;
	/** The accepted field values as JSON. */
	fieldValues: string;
	createdAt: Date;
};

/**
 * Stores a form entry and, in the same transaction, claims the uploads it names (the sweep of
 * expired uploads leaves them from then on). Answers the entry's id.
 */
export async function addFormEntry(db: Database, entry: NewFormEntry): Promise<number> {
	return db.transaction(async () => {
		const row = await db.one(
			sql`INSERT INTO form_entries (site, form_id, locale, field_values, created_at)
				VALUES (${entry.site}, ${entry.formId}, ${entry.locale}, ${entry.fieldValues},
					${entry.createdAt.toISOString()})
				RETURNING id`,
		);
		await claimTempFiles(db, entry.site, entry.fieldValues);
		return Number(row?.['id']);
	});
}
