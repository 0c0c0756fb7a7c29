import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { statement } from '../ticketing/statements.ts';

/** Folder of temporary uploads inside the data directory. */
export const TEMP_FILES_DIR = 'temp-files';

/** How long an upload no form entry refers to is kept. */
export const TEMP_FILE_HOURS = 24;

/** Most bytes of unclaimed uploads one client address may have stored at a time. */
export const TEMP_FILES_PER_CLIENT_BYTES = 50 * 1024 * 1024;

/** Most unclaimed uploads one client address may have stored at a time (tiny files count too). */
export const TEMP_FILES_PER_CLIENT_COUNT = 100;

/** Most bytes of unclaimed uploads all clients together may have stored at a time. */
export const TEMP_FILES_TOTAL_BYTES = 1024 * 1024 * 1024;

/**
 * Whether `size` more bytes from `client` fit the quotas (its bytes and its number of files, and
 * the bytes of all): 'client' or 'total' names the quota
 * the upload would break, null when it fits. Counts only uploads not yet swept.
 */
export function tempFileQuota(
	db: DatabaseSync,
	client: string,
	size: number,
): 'client' | 'total' | null {
	const mine = statement(
		db,
		'SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS n FROM temp_files WHERE claimed = 0 AND client = ?',
	).get(client);
	if (Number(mine?.['n'] ?? 0) + size > TEMP_FILES_PER_CLIENT_BYTES) return 'client';
	if (Number(mine?.['files'] ?? 0) >= TEMP_FILES_PER_CLIENT_COUNT) return 'client';
	const all = Number(
		statement(db, 'SELECT COALESCE(SUM(size), 0) AS n FROM temp_files WHERE claimed = 0').get()?.[
			'n'
		] ?? 0,
	);
	return all + size > TEMP_FILES_TOTAL_BYTES ? 'total' : null;
}

/**
 * Deletes the uploads no form entry refers to that are older than TEMP_FILE_HOURS at `now`: the
 * row first (so a form can no longer name it), then the file. Answers how many it deleted.
 */
export async function sweepTempFiles(
	db: DatabaseSync,
	dataDir: string,
	now: Date,
): Promise<number> {
	const before = new Date(now.getTime() - TEMP_FILE_HOURS * 3_600_000).toISOString();
	const gone = statement(
		db,
		'DELETE FROM temp_files WHERE claimed = 0 AND created_at < ? RETURNING stored_name',
	).all(before);
	const folder = join(dataDir, TEMP_FILES_DIR);
	await Promise.all(
		gone.map((row) => rm(join(folder, String(row['stored_name'])), { force: true })),
	);
	return gone.length;
}

/**
 * Marks the uploads of `site` whose ids occur in a submitted form entry's `fieldValues` (JSON) as
 * claimed: they belong to the entry now and are no longer swept.
 */
export function claimTempFiles(db: DatabaseSync, site: string, fieldValues: string): void {
	statement(
		db,
		'UPDATE temp_files SET claimed = 1 WHERE claimed = 0 AND site = ? AND instr(?, id) > 0',
	).run(site, fieldValues);
}
