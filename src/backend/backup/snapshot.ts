import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { backup, DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from '../db/database.ts';
import { databaseDigest } from './database-digest.ts';

/** Pages per backup step: more than any database of this site has, so one step copies all. */
const PAGES_PER_STEP = 1_000_000;

/** What is never archived: the live database files and rendered images, which regenerate. */
const SKIPPED_TOP_LEVEL = new Set([
	DATABASE_FILE,
	`${DATABASE_FILE}-wal`,
	`${DATABASE_FILE}-shm`,
	`${DATABASE_FILE}-journal`,
	'cache',
]);

/** Prefix of the working folders of backups and restores (skipped, removed after use). */
export const WORK_DIR_PREFIX = '.backup-';

/** A consistent copy of a data dir in a staging folder. */
export type Snapshot = {
	/** Digest of every row, taken in the same read transaction as the copy. */
	digest: string;
	schemaVersion: number;
	/** Paths of the copied files relative to the staging folder, database first. */
	files: string[];
};

/**
 * Copies the data dir's database into `staging` with SQLite's online backup API, and links the
 * other files of the data dir (uploads, form attachments) beside it, all while one read
 * transaction holds the database still: the copy, its digest and the file list describe one
 * moment, however many writes other connections commit meanwhile (WAL mode lets them go on).
 * Folders named in `exclude` (e.g. a backup folder inside the data dir) are skipped.
 */
export async function snapshotDataDir(
	dataDir: string,
	staging: string,
	exclude: string[] = [],
): Promise<Snapshot> {
	const db = new DatabaseSync(join(dataDir, DATABASE_FILE), { timeout: 5000 });
	try {
		db.exec('BEGIN');
		// The first read starts the snapshot; the backup below then copies from it instead of
		// opening a newer read transaction of its own.
		const digest = databaseDigest(db);
		const schemaVersion = Number(
			db.prepare('SELECT COALESCE(MAX(version), 0) AS v FROM schema_migrations').get()?.['v'] ?? 0,
		);
		await backup(db, join(staging, DATABASE_FILE), { rate: PAGES_PER_STEP });
		const excluded = exclude.map((dir) => resolve(dir));
		const files = await linkDataFiles(resolve(dataDir), staging, excluded);
		db.exec('COMMIT');
		return { digest, schemaVersion, files: [DATABASE_FILE, ...files] };
	} finally {
		db.close();
	}
}

/**
 * Hard-links (or, across file systems, copies) the data dir's files into `staging`, but for the
 * database files, the regenerating cache, working folders and the `excluded` folders; answers
 * their paths relative to the data dir, sorted.
 */
export async function linkDataFiles(
	dataDir: string,
	staging: string,
	excluded: string[],
): Promise<string[]> {
	const files: string[] = [];
	const walk = async (dir: string): Promise<void> => {
		for (const entry of await readdir(dir, { withFileTypes: true })) {
			const path = join(dir, entry.name);
			const rel = relative(dataDir, path);
			if (
				dir === dataDir &&
				(SKIPPED_TOP_LEVEL.has(entry.name) || entry.name.startsWith(WORK_DIR_PREFIX))
			) {
				continue;
			}
			if (excluded.some((skip) => path === skip || path.startsWith(`${skip}${sep}`))) continue;
			if (entry.isDirectory()) {
				await walk(path);
			} else if (entry.isFile()) {
				await mkdir(join(staging, relative(dataDir, dir)), { recursive: true });
				// A link keeps the file as it is now even if the site deletes it a moment later.
				await link(path, join(staging, rel)).catch(() => copyFile(path, join(staging, rel)));
				files.push(rel.split(sep).join('/'));
			}
			// Symbolic links and special files are not data of the site.
		}
	};
	await walk(dataDir);
	return files.sort();
}
