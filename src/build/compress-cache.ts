import { createHash } from 'node:crypto';
import {
	mkdirSync,
	readdirSync,
	readFileSync,
	renameSync,
	rmSync,
	statSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

/** A file's brotli and gzip copies. */
export type CompressedCopies = { br: Buffer; gz: Buffer };

/** Entries no build has used for this long are removed (pruneCompressCache). */
export const CACHE_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * The entry's name for `body` compressed with `settings`: the zlib and brotli versions take part,
 * so a Node that compresses differently never gets another's bytes.
 */
function entryName(body: Uint8Array, settings: string): string {
	const { zlib, brotli } = process.versions;
	return createHash('sha256')
		.update(`${settings} zlib ${zlib} brotli ${brotli}\n`)
		.update(body)
		.digest('base64url');
}

/** An entry's bytes: the brotli copy's length (4 bytes, big-endian), the brotli copy, the gzip copy. */
function unpack(entry: Buffer): CompressedCopies | undefined {
	if (entry.length < 4) return undefined;
	const brLength = entry.readUInt32BE(0);
	if (4 + brLength > entry.length) return undefined;
	return { br: entry.subarray(4, 4 + brLength), gz: entry.subarray(4 + brLength) };
}

function pack({ br, gz }: CompressedCopies): Buffer {
	const length = Buffer.alloc(4);
	length.writeUInt32BE(br.length);
	return Buffer.concat([length, br, gz]);
}

/**
 * A folder of the cache. `copies(body, …)` answers the copies of `body` from the folder when an
 * earlier build made them with the same `settings`, else made by `make` and kept there: for the
 * build's assets (scripts and styles at brotli's best quality, ~1.5 s of CPU per build), the same
 * bytes from one build to the next until the code changes, and for pages the content did not
 * change. brotli and gzip give the same bytes for the same input, so a build writes what it would
 * have made. A cache that cannot be read or written only costs the time.
 */
export class CompressCacheDir {
	readonly #dir: string;
	/**
	 * The folder's entries, listed at the first file: a file compressed for the first time costs
	 * no failed read (for pages, most files of a build with new content).
	 */
	#names: Set<string> | undefined;

	constructor(dir: string) {
		this.#dir = dir;
	}

	copies(body: Uint8Array, settings: string, make: () => CompressedCopies): CompressedCopies {
		this.#names ??= listed(this.#dir);
		const name = entryName(body, settings);
		const file = join(this.#dir, name);
		if (this.#names.has(name)) {
			try {
				const copies = unpack(readFileSync(file));
				if (copies) {
					// Its age counts from its last use (pruneCompressCache).
					const now = new Date();
					utimesSync(file, now, now);
					return copies;
				}
			} catch {
				// Removed meanwhile.
			}
		}
		const copies = make();
		try {
			// Written aside and renamed: a build running beside this one never reads half an entry.
			const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
			writeFileSync(partial, pack(copies));
			renameSync(partial, file);
			this.#names.add(name);
		} catch {
			// Kept next time, perhaps.
		}
		return copies;
	}
}

/** The names in `dir`, made when missing (none when it cannot be). */
function listed(dir: string): Set<string> {
	try {
		mkdirSync(dir, { recursive: true });
		return new Set(readdirSync(dir));
	} catch {
		return new Set();
	}
}

/** Removes the entries of `dir` unused for longer than `maxAgeMs` (and half-written leftovers). */
export function pruneCompressCache(dir: string, maxAgeMs = CACHE_MAX_AGE_MS): void {
	let names: string[];
	try {
		names = readdirSync(dir);
	} catch {
		return;
	}
	const oldest = Date.now() - maxAgeMs;
	for (const name of names) {
		const file = join(dir, name);
		try {
			if (statSync(file).mtimeMs < oldest) rmSync(file, { force: true });
		} catch {
			// Removed by a build beside this one.
		}
	}
}
