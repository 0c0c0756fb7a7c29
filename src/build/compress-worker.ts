import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MIN_COMPRESS_BYTES } from '../server/compression.ts';
import { inlineScriptHashes, SITE_SCRIPT_HASHES } from '../server/security-headers.ts';
import { cachedCopies, type CompressedCopies } from './compress-cache.ts';
import type { CompressJob, CompressResult, CompressWorkerData } from './compress-job.ts';
import { brotliQuality, GZIP_LEVEL } from './compress-job.ts';

const { cacheDir } = (workerData ?? {}) as CompressWorkerData;

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

/**
 * One file of the build: its bytes (sent, or read from disk) compressed to `file.br` and
 * `file.gz` when big enough to gain, and for a page the inline scripts the CSP does not allow.
 * Synchronous zlib: a worker has nothing else to do, and the async API's 16 KB chunks cost
 * more than the compressing itself.
 */
function handle(job: CompressJob): CompressResult {
	// A view of the bytes sent, not a copy of them (Buffer.from(view) copies).
	const body = job.body
		? Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength)
		: readFileSync(job.file);
	const disallowed = job.file.endsWith('.html')
		? inlineScriptHashes(body.toString('utf8')).filter((hash) => !SITE_SCRIPT_HASHES.includes(hash))
		: [];
	if (body.length >= MIN_COMPRESS_BYTES) {
		const quality = brotliQuality(job.file);
		// Pages are new bytes in nearly every build, the assets the same until the code changes.
		const { br, gz } =
			cacheDir === undefined || job.file.endsWith('.html')
				? compress(body, quality)
				: cachedCopies(cacheDir, body, `br ${quality} gz ${GZIP_LEVEL}`, () =>
						compress(body, quality),
					);
		// A page's folder may not exist yet: Astro writes the page itself after handing it over.
		mkdirSync(dirname(job.file), { recursive: true });
		writeFileSync(`${job.file}.br`, br);
		writeFileSync(`${job.file}.gz`, gz);
	}
	return { id: job.id, disallowed };
}

parentPort?.on('message', (job: CompressJob) => {
	let result: CompressResult;
	try {
		result = handle(job);
	} catch (error) {
		result = {
			id: job.id,
			disallowed: [],
			error: error instanceof Error ? error.message : String(error),
		};
	}
	parentPort?.postMessage(result);
});
