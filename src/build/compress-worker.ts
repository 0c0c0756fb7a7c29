import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '../server/compression.ts';
import { inlineScriptHashes, SITE_SCRIPT_HASHES } from '../server/security-headers.ts';
import { CompressCacheDir, type CompressedCopies } from './compress-cache.ts';
import type {
	CompressJob,
	CompressResult,
	CompressWorkerData,
	PageRewritten,
} from './compress-job.ts';
import { brotliQuality, GZIP_LEVEL } from './compress-job.ts';
import { rewriteHeadOf, type HeadRewrite } from './rewrite-head.ts';

const { cache, headRewrite } = (workerData ?? {}) as CompressWorkerData;
const cacheDirs = {
	assets: cache && new CompressCacheDir(cache.assets),
	pages: cache?.pages === undefined ? undefined : new CompressCacheDir(cache.pages),
};

// Loaded before the first job is taken (a port keeps its messages until a listener is added);
// the rewrite itself is made for the first page: it reads the build's sheets and scripts, and the
// pool may start while Vite is still writing them.
const makeRewrite = headRewrite
	? ((await import(headRewrite.module)) as Record<string, (dirs: unknown) => HeadRewrite>)[
			headRewrite.name
		]!
	: undefined;
let rewrite: HeadRewrite | undefined;

/** `body`'s brotli copy at `quality` and its gzip copy. */
function compress(body: Buffer, quality: number): CompressedCopies {
	return {
		br: brotliCompressSync(body, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: quality,
				[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		}),
		gz: gzipSync(body, { level: GZIP_LEVEL }),
	};
}

/** A job whose bytes are at hand, waiting to be compressed; `text`: a page's, when known. */
type Pending = { job: CompressJob; body: Buffer; text?: string | undefined };

/**
 * One file of the build: its bytes compressed to `file.br` and `file.gz` when big enough to
 * gain, and for a page the inline scripts the CSP does not allow. Synchronous zlib: a worker has
 * nothing else to do, and the async API's 16 KB chunks cost more than the compressing itself.
 */
function compressFile({ job, body, text }: Pending): CompressResult {
	const disallowed = job.file.endsWith('.html')
		? inlineScriptHashes(text ?? body.toString('utf8')).filter(
				(hash) => !SITE_SCRIPT_HASHES.includes(hash),
			)
		: [];
	if (body.length >= MIN_COMPRESS_BYTES) {
		const quality = brotliQuality(job.file);
		// Assets are the same bytes until the code changes; pages until the content does (most
		// pages of a rebuild after a publish), so they are kept for the site's next build only.
		const cacheDir = job.file.endsWith('.html') ? cacheDirs.pages : cacheDirs.assets;
		const { br, gz } =
			cacheDir === undefined
				? compress(body, quality)
				: cacheDir.copies(body, `br ${quality} gz ${GZIP_LEVEL}`, () => compress(body, quality));
		// A page's folder may not exist yet: Astro writes the page itself after handing it over.
		mkdirSync(dirname(job.file), { recursive: true });
		writeFileSync(`${job.file}.br`, br);
		writeFileSync(`${job.file}.gz`, gz);
	}
	return { id: job.id, disallowed };
}

const failed = (id: number, error: unknown): CompressResult => ({
	id,
	disallowed: [],
	error: error instanceof Error ? error.message : String(error),
});

/**
 * Takes a job: its bytes (sent, or read from disk), for `rewriteHead` the page rewritten and
 * answered at once (the renderer waits for it), then queued for compressing.
 */
function take(job: CompressJob): Pending | CompressResult {
	// A view of the bytes sent, not a copy of them (Buffer.from(view) copies).
	const sent = job.body
		? Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength)
		: readFileSync(job.file);
	if (!job.rewriteHead) return { job, body: sent };
	const view = new Uint8Array(sent.buffer as ArrayBuffer, sent.byteOffset, sent.byteLength);
	if (makeRewrite) rewrite ??= makeRewrite(headRewrite?.dirs);
	const { page, text } = rewrite ? rewriteHeadOf(view, rewrite) : { page: view, text: undefined };
	const answer: PageRewritten = { id: job.id, page };
	parentPort?.postMessage(answer);
	return { job, body: Buffer.from(page.buffer, page.byteOffset, page.byteLength), text };
}

// Compressing waits behind rewriting: a page's rewrite is answered before the compressing of
// pages taken earlier, one compressed file at a time between messages, so the renderer, which
// waits for it, never waits for a queue of compressing.
const queue: Pending[] = [];
function compressNext(): void {
	const next = queue.shift();
	if (!next) return;
	let result: CompressResult;
	try {
		result = compressFile(next);
	} catch (error) {
		result = failed(next.job.id, error);
	}
	parentPort?.postMessage(result);
	if (queue.length > 0) setImmediate(compressNext);
}

parentPort?.on('message', (job: CompressJob) => {
	let taken: Pending | CompressResult;
	try {
		taken = take(job);
	} catch (error) {
		taken = failed(job.id, error);
	}
	if ('disallowed' in taken) {
		parentPort?.postMessage(taken);
		return;
	}
	queue.push(taken);
	if (queue.length === 1) setImmediate(compressNext);
});
