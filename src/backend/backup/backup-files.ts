import { readdir, readFile, writeFile, rename, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Archives are named after the moment of their snapshot, so names sort by age. */
const ARCHIVE_NAME =
	/^venue-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.tar\.gz$/;

/** Suffix of the checksum file written beside each archive (`sha256sum` format). */
export const CHECKSUM_SUFFIX = '.sha256';

/** The archive's file name for a snapshot taken at `at`. */
export function archiveName(at: Date): string {
	return `venue-backup-${at.toISOString().replaceAll(':', '-')}.tar.gz`;
}

/** When the archive named `name` was taken, or null for any other file name. */
export function archiveTime(name: string): Date | null {
	const match = ARCHIVE_NAME.exec(name);
	if (!match) return null;
	const [, day, hours, minutes, seconds, millis] = match;
	return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/** A finished backup in a backup folder. */
export type StoredBackup = { name: string; path: string; at: Date };

/**
 * The complete backups in `dir` (an archive with its checksum file beside it), oldest first;
 * an archive still being written or without its checksum is not a backup. A missing dir has none.
 */
export async function listBackups(dir: string): Promise<StoredBackup[]> {
	let names: string[];
	try {
		names = await readdir(dir);
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
		throw error;
	}
	const present = new Set(names);
	return names
		.flatMap((name) => {
			const at = archiveTime(name);
			return at && present.has(`${name}${CHECKSUM_SUFFIX}`)
				? [{ name, path: join(dir, name), at }]
				: [];
		})
		.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Deletes all but the newest `keep` backups in `dir`; answers the archives it deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
	const backups = await listBackups(dir);
	const old = backups.slice(0, Math.max(0, backups.length - keep));
	for (const backup of old) {
		await rm(`${backup.path}${CHECKSUM_SUFFIX}`, { force: true });
		await rm(backup.path, { force: true });
	}
	return old.map((backup) => backup.path);
}

/** Writes the `sha256sum`-style checksum file of `archive` (write, then rename into place). */
export async function writeChecksumFile(archive: string, sha256: string): Promise<string> {
	const file = `${archive}${CHECKSUM_SUFFIX}`;
	await writeFile(`${file}.partial`, `${sha256}  ${basename(archive)}\n`);
	await rename(`${file}.partial`, file);
	return file;
}

/** The SHA-256 the checksum file beside `archive` records, or null when there is none. */
export async function readChecksumFile(archive: string): Promise<string | null> {
	let text: string;
	try {
		text = await readFile(`${archive}${CHECKSUM_SUFFIX}`, 'utf8');
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
		throw error;
	}
	const hex = /^([0-9a-f]{64})\b/i.exec(text.trim())?.[1];
	return hex ? hex.toLowerCase() : '';
}
