import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

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
export async function tempFileQuota(
	db: Database,
	client: string,
	size: number,
): Promise<'client' | 'total' | null> {
	const mine = await db.one(
		sql`SELECT COUNT(*) AS files, COALESCE(SUM(size), 0) AS n FROM temp_files
			WHERE claimed = 0 AND client = ${client}`,
	);
	if (Number(mine?.['n'] ?? 0) + size > TEMP_FILES_PER_CLIENT_BYTES) return 'client';
	if (Number(mine?.['files'] ?? 0) >= TEMP_FILES_PER_CLIENT_COUNT) return 'client';
	const all = await db.one(
		sql`SELECT COALESCE(SUM(size), 0) AS n FROM temp_files WHERE claimed = 0`,
	);
	return Number(all?.['n'] ?? 0) + size > TEMP_FILES_TOTAL_BYTES ? 'total' : null;
}

/**
 * Deletes the uploads no form entry refers to that are older than TEMP_FILE_HOURS at `now`: the
 * row first (so a form can no longer name it), then the file. Answers how many it deleted.
 */
export async function sweepTempFiles(db: Database, dataDir: string, now: Date): Promise<number> {
	const before = new Date(now.getTime() - TEMP_FILE_HOURS * 3_600_000).toISOString();
	const gone = await db.all(
		sql`DELETE FROM temp_files WHERE claimed = 0 AND created_at < ${before} RETURNING stored_name`,
	);
	const folder = join(dataDir, TEMP_FILES_DIR);
	await Promise.all(
		gone.map((row) => rm(join(folder, String(row['stored_name'])), { force: true })),
	);
	return gone.length;
}

/**
 * The ids of the stored (not yet swept) uploads of `site` that occur in `text` — a form entry's
 * values as JSON: every upload the entry may name, found with one query.
 */
export async function tempFilesNamedIn(
	db: Database,
	site: string,
	text: string,
): Promise<Set<string>> {
	const rows = await db.all(
		sql`SELECT id FROM temp_files WHERE site = ${site} AND ${contains(db, text)}`,
	);
	return new Set(rows.map((row) => String(row['id'])));
}

/** `id` occurs in `text`. */
const contains = (db: Database, text: string) =>
	db.engine === 'postgres' ? sql`strpos(${text}, id) > 0` : sql`instr(${text}, id) > 0`;

/** Records an upload stored as `stored_name` in the temp-files folder. */
export async function recordTempFile(
	db: Database,
	file: {
		id: string;
		site: string;
		name: string;
		size: number;
		contentType: string;
		storedName: string;
		createdAt: Date;
		client: string;
	},
): Promise<void> {
	await db.run(
		sql`INSERT INTO temp_files (id, site, name, size, content_type, stored_name, created_at, client)
			VALUES (${file.id}, ${file.site}, ${file.name}, ${file.size}, ${file.contentType},
				${file.storedName}, ${file.createdAt.toISOString()}, ${file.client})`,
	);
}

/**
 * Marks the uploads of `site` whose ids occur in a submitted form entry's `fieldValues` (JSON) as
 * claimed: they belong to the entry now and are no longer swept.
 */
export async function claimTempFiles(
	db: Database,
	site: string,
	fieldValues: string,
): Promise<void> {
	await db.run(
		sql`UPDATE temp_files SET claimed = 1
			WHERE claimed = 0 AND site = ${site} AND ${contains(db, fieldValues)}`,
	);
}
