import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { MIN_COMPRESS_BYTES } from './compression.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The static files worth compressing: text, by extension. */
const TEXT_FILE = /\.(?:html|css|js|mjs|svg|json|xml|txt|webmanifest)$/;
/** Files compressed at once (zlib works in the thread pool). */
const PARALLEL = 8;

/**
 * Brotli quality per file: the build's assets are few and shared by every page, so they get the
 * best; pages are many (thousands on a large site), so a quality that costs a few ms each.
 */
const brotliQuality = (file: string) => (file.endsWith('.html') ? 5 : 11);

/** Writes `file.br` and `file.gz` next to `file`, when the file is big enough to gain. */
async function compressFile(file: string): Promise<void> {
	const body = await readFile(file);
	if (body.length < MIN_COMPRESS_BYTES) return;
	const [br, gz] = await Promise.all([
		brotli(body, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
				[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
			},
		}),
		gzipAsync(body, { level: 6 }),
	]);
	await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Compresses every text file under `dir`; resolves to how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
	const entries = await readdir(dir, { withFileTypes: true, recursive: true });
	const files = entries
		.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
	let next = 0;
	const worker = async () => {
		while (next < files.length) {
			const file = files[next++] as string;
			await compressFile(file);
		}
	};
	await Promise.all(Array.from({ length: PARALLEL }, worker));
	return files.length;
}

/**
 * For the node server's builds: after the build, a brotli (`.br`) and a gzip (`.gz`) copy of every
 * static text file, which the server's static handler sends to browsers that accept them.
 */
export function precompressIntegration(): AstroIntegration {
	return {
		name: 'venue-precompress',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const started = Date.now();
				const count = await precompressDir(fileURLToPath(dir));
				logger.info(`compressed ${count} text files (br, gz) in ${Date.now() - started} ms`);
			},
		},
	};
}
