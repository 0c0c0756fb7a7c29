import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, realpath, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { checkMediaKey, type MediaStore } from './media-store.ts';

/**
 * A media store in a directory — the data dir's own, or a mount every instance shares (NFS, a
 * shared volume). Objects are files at their key's path; a write goes to a temporary file beside
 * the target and is renamed into place, so readers on any instance see all of it or nothing.
 * Reads follow no symbolic link out of the directory.
 */
export function directoryStore(directory: string): MediaStore {
	const root = resolve(directory);
	const pathOf = (key: string) => {
		const path = resolve(root, ...checkMediaKey(key).split('/'));
		if (!path.startsWith(root + sep)) throw new Error(`Invalid media key: ${key}`);
		return path;
	};
	/** The file of `key` after resolving links, or undefined when missing or outside the root. */
	const existing = async (key: string): Promise<string | undefined> => {
		try {
			const [realRoot, realFile] = await Promise.all([realpath(root), realpath(pathOf(key))]);
			return realFile.startsWith(realRoot + sep) ? realFile : undefined;
		} catch {
			return undefined;
		}
	};
	return {
		location: root,
		async put(key, body) {
			const file = pathOf(key);
			await mkdir(dirname(file), { recursive: true });
			const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
			try {
				await writeFile(tmp, body);
				await rename(tmp, file);
			} catch (error) {
				await rm(tmp, { force: true });
				throw error;
			}
		},
		async get(key) {
			const file = await existing(key);
			if (file === undefined) return undefined;
			try {
				return new Uint8Array(await readFile(file));
			} catch {
				return undefined;
			}
		},
		async stat(key) {
			const file = await existing(key);
			if (file === undefined) return undefined;
			const info = await stat(file).catch(() => undefined);
			return info?.isFile() ? { size: info.size, lastModified: info.mtime } : undefined;
		},
		async stream(key, { start, end }) {
			const file = await existing(key);
			if (file === undefined) throw new Error(`No media object ${key}`);
			return Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
		},
		async removeAll(prefix) {
			await rm(pathOf(prefix), { recursive: true, force: true });
		},
	};
}
