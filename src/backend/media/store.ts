/**
 * Where uploads and generated images are kept: a store every back-end instance reads, so an image
 * uploaded or rendered through one instance is served by all of them. Two implementations: a
 * directory (the data dir's `media/` by default, or a shared mount in MEDIA_DIR) and S3-compatible
 * object storage (MEDIA_S3_BUCKET), src/backend/media/store-directory.ts and store-s3.ts.
 */
import { join, resolve } from 'node:path';
import { directoryStore } from './store-directory.ts';

/** Size and modification time of a stored object. */
export type MediaInfo = { size: number; lastModified: Date };

/** An inclusive byte range of an object. */
export type ByteRange = { start: number; end: number };

/**
 * One store of media objects, addressed by keys of `/`-separated segments (see `isMediaKey`).
 * Writes are atomic: a reader sees no object or the whole object, never a part.
 */
export type MediaStore = {
	/** Where it keeps its objects, for logs and the CLI (no credentials). */
	readonly location: string;
	/** Stores `body` under `key`, replacing what was there. */
	put(key: string, body: Uint8Array, contentType?: string): Promise<void>;
	/** The whole object, or undefined when there is none. */
	get(key: string): Promise<Uint8Array | undefined>;
	/** Size and modification time, or undefined when there is no such object. */
	stat(key: string): Promise<MediaInfo | undefined>;
	/** The bytes of `range` of an existing object (stat it first). */
	stream(key: string, range: ByteRange): Promise<ReadableStream<Uint8Array>>;
	/** Deletes every object whose key is `prefix` or starts with `prefix/`. */
	removeAll(prefix: string): Promise<void>;
};

/**
 * The back end's media: `files` holds what `/media/` serves (keys `uploads/…`, so
 * `/media/uploads/library/x/320.webp` is key `uploads/library/x/320.webp`), `cache` the demo
 * renditions rendered on request (keys `v1/{motif}/…`), which are never served by path.
 */
export type MediaStorage = { files: MediaStore; cache: MediaStore };

/**
 * True when `key` is a safe object key: non-empty segments separated by `/`, none starting with
 * a dot, none holding a backslash, colon or control character.
 */
export function isMediaKey(key: string): boolean {
	return key.split('/').every(isMediaKeySegment);
}

/** True when `segment` may be one segment of a key (see `isMediaKey`). */
export function isMediaKeySegment(segment: string): boolean {
	return (
		segment !== '' &&
		!segment.startsWith('.') &&
		!/[\\:/]/.test(segment) &&
		![...segment].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
	);
}

/** Throws unless `key` is a safe object key. */
export function checkMediaKey(key: string): string {
	if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
	return key;
}

/**
 * The media of a data dir as it always was: uploads under `${dataDir}/media`, the demo
 * renditions under `${dataDir}/cache/media-demo` (left out of backups, as they render again).
 */
export function dataDirMedia(dataDir: string): MediaStorage {
	return {
		files: directoryStore(join(dataDir, 'media')),
		cache: directoryStore(join(dataDir, 'cache', DEMO_CACHE)),
	};
}

/** Folder (or key prefix) of the demo renditions below a cache location. */
const DEMO_CACHE = 'media-demo';

/** The environment variables that choose the media store. */
export type MediaEnv = Readonly<Record<string, string | undefined>>;

/**
 * The media store the environment asks for:
 * - `MEDIA_S3_BUCKET` set: that bucket (S3 or any S3-compatible service at `MEDIA_S3_ENDPOINT`,
 *   region `MEDIA_S3_REGION` or `AWS_REGION`, keys under `MEDIA_S3_PREFIX`, credentials from the
 *   usual AWS environment); uploads under `uploads/`, demo renditions under `cache/media-demo/`;
 * - else `MEDIA_DIR` set: that directory (a mount all instances share), demo renditions in its
 *   `cache/media-demo/` folder;
 * - else the data dir, as `dataDirMedia`.
 */
export async function mediaStorageFromEnv(env: MediaEnv, dataDir: string): Promise<MediaStorage> {
	const bucket = env['MEDIA_S3_BUCKET']?.trim();
	if (bucket) {
		// Loaded only when asked for: a site on the data dir never loads the AWS SDK.
		const { s3Store, s3ConfigFromEnv } = await import('./store-s3.ts');
		const config = s3ConfigFromEnv(env, bucket);
		return {
			files: s3Store(config),
			cache: s3Store({ ...config, prefix: `${config.prefix}cache/${DEMO_CACHE}/` }),
		};
	}
	const dir = env['MEDIA_DIR']?.trim();
	if (dir) {
		const root = resolve(dir);
		return { files: directoryStore(root), cache: directoryStore(join(root, 'cache', DEMO_CACHE)) };
	}
	return dataDirMedia(dataDir);
}
