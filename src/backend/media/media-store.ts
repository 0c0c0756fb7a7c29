/** What a media store is: its operations, its keys, and the environment that chooses one. */

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

/** The environment variables that choose the media store. */
export type MediaEnv = Readonly<Record<string, string | undefined>>;
