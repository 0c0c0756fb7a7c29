import { openDatabase, type DatabaseLocation } from '../db/database.ts';
import { auditKeepDaysFromEnv, createAuditLog, type AuditRecord } from './audit-log.ts';

/**
 * Records `entry` in the audit log of the database at `location`, opened for this one write
 * (the CLI and the backup timer, which hold no back end of their own).
 */
export async function recordAuditIn(
	location: DatabaseLocation,
	entry: AuditRecord,
	env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
	const db = await openDatabase(location);
	try {
		await createAuditLog(db, () => new Date(), auditKeepDaysFromEnv(env)).record(entry);
	} finally {
		await db.close();
	}
}
