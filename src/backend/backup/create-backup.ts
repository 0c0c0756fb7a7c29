import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { create as createTar } from 'tar';
import { DATABASE_FILE } from '../db/database.ts';
import { archiveName, writeChecksumFile } from './backup-files.ts';
import { fileSha256 } from './file-hash.ts';
import { MANIFEST_FILE, type BackupManifest } from './manifest.ts';
import { isPostgresUrl } from '../db/database.ts';
import { exportPostgres } from './postgres-export.ts';
import { linkDataFiles, snapshotDataDir, WORK_DIR_PREFIX } from './snapshot.ts';

/** A backup that could not be taken, with a message for the operator. */
export class BackupError extends Error {
	override name = 'BackupError';
}

/** A finished backup. */
export type BackupResult = {
	archive: string;
	checksumFile: string;
	bytes: number;
	files: number;
	createdAt: Date;
	digest: string;
	ms: number;
};

/**
 * Takes an online backup of `dataDir` into the folder `to`: a consistent snapshot of the
 * database and the uploads (see snapshotDataDir; with `url`, the PostgreSQL database there as a
 * logical export, see exportPostgres) with a manifest of SHA-256 per file, as one
 * gzipped tar named after the moment (`venue-backup-<UTC time>.tar.gz`), and the archive's own
 * SHA-256 beside it (`….sha256`). The site may serve and take edits meanwhile. The archive only
 * gets its final name once complete, and the checksum file comes last: a backup without one is
 * unfinished.
 */
export async function createBackup(options: {
	dataDir: string;
	to: string;
	/** The PostgreSQL database (DATABASE_URL) holding the site's data, if not the data dir. */
	url?: string | undefined;
	now?: () => Date;
}): Promise<BackupResult> {
	const started = performance.now();
	const dataDir = resolve(options.dataDir);
	const to = resolve(options.to);
	const url = isPostgresUrl(options.url) ? options.url : undefined;
	if (!url && !existsSync(join(dataDir, DATABASE_FILE))) {
		throw new BackupError(`No database at ${join(dataDir, DATABASE_FILE)}: nothing to back up.`);
	}
	await mkdir(to, { recursive: true });
	// On PostgreSQL the data dir holds the uploads only, and may not exist yet.
	await mkdir(dataDir, { recursive: true });
	// Beside the data so that the uploads can be hard-linked rather than copied.
	const staging = await mkdtemp(join(dataDir, `${WORK_DIR_PREFIX}staging-`));
	try {
		const createdAt = (options.now ?? (() => new Date()))();
		const snapshot = url
			? await exportPostgres(url, staging, () => linkDataFiles(dataDir, staging, [to])).catch(
					(error: unknown) => {
						throw new BackupError(
							`Cannot export the PostgreSQL database: ${error instanceof Error ? error.message : String(error)}`,
						);
					},
				)
			: await snapshotDataDir(dataDir, staging, [to]);
		const files = [];
		for (const path of snapshot.files) {
			const file = join(staging, path);
			files.push({ path, bytes: (await stat(file)).size, sha256: await fileSha256(file) });
		}
		const common = {
			format: 'venue-backup',
			version: 1,
			created_at: createdAt.toISOString(),
			files,
		} as const;
		const manifest: BackupManifest =
			'database' in snapshot
				? { ...common, engine: 'postgres', database: snapshot.database }
				: {
						...common,
						engine: 'sqlite',
						database: {
							path: DATABASE_FILE,
							digest: snapshot.digest,
							schema_version: snapshot.schemaVersion,
						},
					};
		await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, '\t')}\n`);
		const archive = join(to, archiveName(createdAt));
		const partial = `${archive}.partial`;
		try {
			await createTar({ gzip: true, cwd: staging, file: partial, portable: true }, [
				MANIFEST_FILE,
				...snapshot.files,
			]);
			await rename(partial, archive);
		} catch (error) {
			await rm(partial, { force: true });
			throw error;
		}
		const sha256 = await fileSha256(archive);
		const checksumFile = await writeChecksumFile(archive, sha256);
		return {
			archive,
			checksumFile,
			bytes: (await stat(archive)).size,
			files: files.length,
			createdAt,
			digest: manifest.database.digest,
			ms: performance.now() - started,
		};
	} finally {
		await rm(staging, { recursive: true, force: true });
	}
}
