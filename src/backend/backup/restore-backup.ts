import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { extract } from 'tar';
import { CHECKSUM_SUFFIX, readChecksumFile } from './backup-files.ts';
import { databaseDigest } from './database-digest.ts';
import { fileSha256 } from './file-hash.ts';
import { BackupManifestSchema, MANIFEST_FILE, type BackupManifest } from './manifest.ts';
import { isPostgresUrl } from '../db/database.ts';
import { ImportRefused, importPostgres } from './postgres-import.ts';

/** A restore that was refused or failed; the data dir is unchanged. */
export class RestoreError extends Error {
	override name = 'RestoreError';
}

/** A finished restore. */
export type RestoreResult = {
	dataDir: string;
	files: number;
	bytes: number;
	createdAt: string;
	/** Where the data dir that `force` replaced was moved to, if there was one. */
	previousDataDir: string | null;
	ms: number;
};

/**
 * Restores the archive at `archive` into `dataDir`. Checks the archive's SHA-256 against its
 * checksum file before reading anything else, then extracts it into a folder beside `dataDir`,
 * checks every file against the manifest and the database's integrity and row digest, and only
 * then moves it into place. Refuses a data dir that is not empty unless `force`, in which case
 * the old one is kept beside it (`<dataDir>.before-restore-<time>`). With `url` the archive must
 * be a PostgreSQL export, loaded into the database there (see importPostgres: an empty one
 * unless `force`) before the uploads move into `dataDir`. Stop the site first: a running server
 * keeps its old database open.
 */
export async function restoreBackup(options: {
	archive: string;
	dataDir: string;
	/** The PostgreSQL database (DATABASE_URL) to restore into, if not the data dir. */
	url?: string | undefined;
	force?: boolean;
	now?: () => Date;
}): Promise<RestoreResult> {
	const started = performance.now();
	const archive = resolve(options.archive);
	const dataDir = resolve(options.dataDir);
	await verifyArchiveChecksum(archive);
	const targetEmpty = await isEmptyOrMissing(dataDir);
	if (!targetEmpty && !options.force) {
		throw new RestoreError(
			`${dataDir} is not empty: restore into an empty data dir, or pass --force to replace it (the old one is kept beside it).`,
		);
	}
	await mkdir(dirname(dataDir), { recursive: true });
	const work = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restore-`));
	try {
		await extractArchive(archive, work);
		const url = isPostgresUrl(options.url) ? options.url : undefined;
		const manifest = await verifyExtracted(work);
		if (manifest.engine !== (url ? 'postgres' : 'sqlite')) {
			throw new RestoreError(
				manifest.engine === 'postgres'
					? 'The archive is an export of PostgreSQL: restore it with DATABASE_URL set to an empty PostgreSQL database. Nothing was restored.'
					: 'The archive holds the embedded SQLite database: restore it without DATABASE_URL (into DATA_DIR), then move it with `copy-to-postgres`. Nothing was restored.',
			);
		}
		await rm(join(work, MANIFEST_FILE));
		if (url && manifest.engine === 'postgres') {
			await importPostgres({
				url,
				dir: work,
				database: manifest.database,
				force: options.force ?? false,
			}).catch((error: unknown) => {
				if (error instanceof ImportRefused) throw new RestoreError(error.message);
				throw new RestoreError(
					`Cannot restore into PostgreSQL: ${error instanceof Error ? error.message : String(error)}. Nothing was restored.`,
				);
			});
			await rm(join(work, manifest.database.path), { recursive: true });
		}
		let previousDataDir: string | null = null;
		if (existsSync(dataDir)) {
			if (targetEmpty) {
				await rmdir(dataDir);
			} else {
				const stamp = (options.now?.() ?? new Date()).toISOString().replaceAll(':', '-');
				previousDataDir = `${dataDir}.before-restore-${stamp}`;
				await rename(dataDir, previousDataDir);
			}
		}
		await rename(work, dataDir);
		return {
			dataDir,
			files: manifest.files.length,
			bytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
			createdAt: manifest.created_at,
			previousDataDir,
			ms: performance.now() - started,
		};
	} finally {
		await rm(work, { recursive: true, force: true });
	}
}

async function verifyArchiveChecksum(archive: string): Promise<void> {
	if (!existsSync(archive)) throw new RestoreError(`No archive at ${archive}.`);
	const expected = await readChecksumFile(archive);
	if (expected === null) {
		throw new RestoreError(
			`No checksum file ${basename(archive)}${CHECKSUM_SUFFIX} beside the archive: refusing to restore an archive that cannot be verified.`,
		);
	}
	if (expected !== (await fileSha256(archive))) {
		throw new RestoreError(
			`The archive is corrupt: its SHA-256 does not match ${basename(archive)}${CHECKSUM_SUFFIX}. Nothing was restored.`,
		);
	}
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
	try {
		return (await readdir(dir)).length === 0;
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
		throw error;
	}
}

/** Extracts regular files and folders only; tar itself refuses absolute and `..` paths. */
async function extractArchive(archive: string, into: string): Promise<void> {
	try {
		await extract({
			file: archive,
			cwd: into,
			strict: true,
			filter: (_path, entry) =>
				'type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true,
		});
	} catch (error) {
		throw new RestoreError(
			`The archive cannot be read (${error instanceof Error ? error.message : String(error)}). Nothing was restored.`,
		);
	}
}

/** Checks the extracted files against the manifest and the database against its digest. */
async function verifyExtracted(dir: string): Promise<BackupManifest> {
	const corrupt = (why: string) =>
		new RestoreError(`The archive is corrupt: ${why}. Nothing was restored.`);
	let manifest: BackupManifest;
	try {
		manifest = BackupManifestSchema.parse(
			JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')),
		);
	} catch {
		throw corrupt(`${MANIFEST_FILE} is missing or not a backup manifest`);
	}
	const listed = new Set(manifest.files.map((file) => file.path));
	const databaseFiles =
		manifest.engine === 'sqlite'
			? [manifest.database.path]
			: manifest.database.tables.map((table) => table.file);
	if (!databaseFiles.every((path) => listed.has(path))) {
		throw corrupt('the manifest lists no database');
	}
	for (const path of await listFiles(dir)) {
		if (path !== MANIFEST_FILE && !listed.has(path))
			throw corrupt(`${path} is not in the manifest`);
	}
	for (const file of manifest.files) {
		const path = join(dir, ...file.path.split('/'));
		if (!path.startsWith(`${dir}${sep}`) || !existsSync(path))
			throw corrupt(`${file.path} is missing`);
		if ((await stat(path)).size !== file.bytes || (await fileSha256(path)) !== file.sha256) {
			throw corrupt(`${file.path} does not match its SHA-256`);
		}
	}
	// The PostgreSQL export is checked against its digest once loaded, inside its transaction.
	if (manifest.engine === 'postgres') return manifest;
	const db = new DatabaseSync(join(dir, manifest.database.path), { timeout: 5000 });
	try {
		const check = db.prepare('PRAGMA integrity_check').get()?.['integrity_check'];
		if (check !== 'ok') throw corrupt(`the database fails its integrity check (${String(check)})`);
		if (databaseDigest(db) !== manifest.database.digest) {
			throw corrupt('the database does not hold the rows of the snapshot');
		}
	} finally {
		db.close();
	}
	return manifest;
}

async function listFiles(root: string): Promise<string[]> {
	const entries = await readdir(root, { recursive: true, withFileTypes: true });
	return entries
		.filter((entry) => entry.isFile())
		.map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}
