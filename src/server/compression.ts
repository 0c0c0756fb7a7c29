import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the server sends text in, best first. */
export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves nothing worth the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * The encoding to answer in for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A coding listed with q=0 counts as refused.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
	const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
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
