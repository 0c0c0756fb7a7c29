import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the server sends text in, best first. */
export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer in for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A coding listed with q=0 counts as refused. Each header value is parsed once (browsers
 * send a handful of distinct values; see `EncodingCache`).
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
	if (acceptEncoding === undefined) return null;
	const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
	return encodings.get(header);
}

/** `preferredEncoding` without the cache: parses the header. */
export function parseAcceptEncoding(header: string): Encoding | null {
	const accepted = new Set<string>();
	for (const part of header.toLowerCase().split(',')) {
		const [name = '', ...params] = part.trim().split(';');
		const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
		if (q === undefined || Number(q) > 0) accepted.add(name.trim());
	}
	if (accepted.has('br')) return 'br';
	if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
	return null;
}

/**
 * Accept-Encoding values already parsed, with their answer. Bounded: a client sending ever new
 * values (the header is free text) empties it when it is full, so it never holds more than
 * `limit` short strings.
 */
export class EncodingCache {
	readonly #answers = new Map<string, Encoding | null>();
	readonly #limit: number;

	constructor(limit = 256) {
		this.#limit = limit;
	}

	/** How many values are held. */
	get size(): number {
		return this.#answers.size;
	}

	get(header: string): Encoding | null {
		const known = this.#answers.get(header);
		if (known !== undefined) return known;
		const parsed = parseAcceptEncoding(header);
		// Long values are parsed every time: they are no browser's and would only fill the cache.
		if (header.length <= MAX_CACHED_CHARS) {
			if (this.#answers.size >= this.#limit) this.#answers.clear();
			this.#answers.set(header, parsed);
		}
		return parsed;
	}
}

const MAX_CACHED_CHARS = 200;
const encodings = new EncodingCache();

/**
 * `body` compressed for an answer rendered now: brotli at a middle quality (a few ms for a
 * 100 KB page; prebuilt files are compressed harder at build time) or gzip.
 */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
	return encoding === 'br'
		? brotliCompressSync(body, {
				params: {
					[constants.BROTLI_PARAM_QUALITY]: 5,
					[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
				},
			})
		: gzipSync(body, { level: 6 });
}
