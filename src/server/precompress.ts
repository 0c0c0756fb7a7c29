import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroPrerenderer } from 'astro';
import {
	TEXT_FILE,
	type CompressCacheDirs,
	type HeadRewriteSource,
} from '../build/compress-job.ts';
import { CompressPool } from '../build/compress-pool.ts';
import { pageFile } from '../build/page-file.ts';

/**
 * Text files under `dir` (absolute paths) that `pool` has not been sent yet. Read synchronously:
 * nothing else waits meanwhile (before the first page, after the last), and the asynchronous
 * walk took three times as long (a folder per page: ~120 ms for 1,468 pages, 40 ms so).
 */
function textFilesLeft(dir: string, pool: CompressPool): string[] {
	if (!existsSync(dir)) return [];
	const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
	return entries
		.filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name))
		.filter((file) => !pool.submitted.has(file));
}

/** The files under `dir`, as paths relative to it (none when it does not exist). */
function filesUnder(dir: string): Set<string> {
	if (!existsSync(dir)) return new Set();
	const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
	const files = entries.filter((entry) => entry.isFile());
	return new Set(files.map((entry) => relative(dir, join(entry.parentPath, entry.name))));
}

/**
 * Waits for `pool`, stops it and throws what went wrong: a file it could not compress, a page it
 * compressed that the build did not write, or a page with an inline script the CSP does not allow
 * (browsers would block it: a component's new `is:inline` script belongs in
 * src/components/layout/inline-scripts.ts, any other script in a file of the build).
 */
async function finish(pool: CompressPool, clientDir: string): Promise<void> {
	await pool.drained();
	await pool.close();
	const unwritten = [...pool.submitted].filter((file) => !existsSync(file));
	if (pool.errors.length > 0 || unwritten.length > 0) {
		const list = [...pool.errors, ...unwritten.map((file) => `${file}: compressed, never written`)];
		throw new Error(`Precompressing failed:\n  ${list.join('\n  ')}`);
	}
	if (pool.disallowed.length > 0) {
		const list = pool.disallowed.map(({ file, hash }) => `${relative(clientDir, file)} ${hash}`);
		throw new Error(`Inline scripts the CSP does not allow:\n  ${list.join('\n  ')}`);
	}
}

/**
 * Compresses every text file under `dir` (br and gz beside it) and checks its pages' inline
 * scripts; resolves to how many files it compressed.
 */
export async function precompressDir(
	dir: string,
	workers = availableParallelism(),
): Promise<number> {
	const pool = new CompressPool(workers);
	const files = textFilesLeft(dir, pool);
	for (const file of files) pool.submit(file);
	await finish(pool, dir);
	return files.length;
}

/**
 * `base` with each page handed to `pool` as soon as it is rendered (its bytes are at hand, and
 * the workers rewrite its head and compress it while the main thread renders the next), and the
 * client build's assets handed to one worker when prerendering starts. Pages shadowed by a file
 * of `publicDir` are left to the sweep at the end (Astro keeps the public file).
 */
function compressingPrerenderer(
	base: AstroPrerenderer,
	dirs: { client: string; public: string },
	pool: () => CompressPool,
	rewritesHeads: boolean,
): AstroPrerenderer {
	// Listed once: a check per page cost a file-system call on the thread that renders.
	let publicFiles = new Set<string>();
	return {
		...base,
		name: `${base.name}+precompress`,
		async setup() {
			await base.setup?.();
			publicFiles = filesUnder(dirs.public);
			const assets = textFilesLeft(dirs.client, pool());
			for (const file of assets) pool().submit(file, undefined, 0);
		},
		async render(request, options) {
			const result = await base.render(request, options);
			const response = result instanceof Response ? result : result.response;
			const file = pageFile(dirs.client, request.url, options.routeData.type);
			if (
				response.status !== 200 ||
				!response.body ||
				file === null ||
				!TEXT_FILE.test(file) ||
				publicFiles.has(relative(dirs.client, file))
			) {
				return result;
			}
			const rendered = new Uint8Array(await response.arrayBuffer());
			await pool().room();
			let body = rendered;
			if (rewritesHeads && file.endsWith('.html')) body = await pool().rewrite(file, rendered);
			else pool().submit(file, rendered);
			const copy = new Response(body, {
				status: response.status,
				statusText: response.statusText,
				headers: response.headers,
			});
			return result instanceof Response ? copy : { ...result, response: copy };
		},
	};
}

/**
 * For the node server's builds: a brotli (`.br`) and a gzip (`.gz`) copy of every static text
 * file, which the server's static handler sends to browsers that accept them, made by worker
 * threads (one per core) beside the rendering: each page as soon as it is rendered, the client
 * build's assets from the start of prerendering, the rest (assets moved in after prerendering)
 * at the end. The same workers check every page's inline scripts against the CSP (what
 * inlineScriptCheckIntegration does for builds without this integration) and fail the build.
 */
export function precompressIntegration(
	options: {
		/**
		 * Rewrites each prerendered page's head (what comes before `</head>`) before the page is
		 * written and compressed (rewrite-head.ts), in the compressing workers: the export `name`
		 * of the module at URL `module`, which makes the rewrite from the build's folders.
		 */
		rewritePage?: Omit<HeadRewriteSource, 'dirs'>;
		/**
		 * The deployment built ('castle', 'region'): its pages' copies are kept for its next build
		 * (a page unchanged since is not compressed again), apart from the other's. None: pages
		 * are always compressed anew.
		 */
		site?: string;
	} = {},
): AstroIntegration {
	const dirs = { client: '', public: '', server: '' };
	const cache: CompressCacheDirs = { assets: '' };
	let current: CompressPool | null = null;
	const pool = () =>
		(current ??= new CompressPool(
			availableParallelism(),
			undefined,
			cache,
			options.rewritePage && { ...options.rewritePage, dirs },
		));
	let wrapPrerenderer: (() => void) | undefined;
	return {
		name: 'venue-precompress',
		hooks: {
			'astro:config:done': ({ config }) => {
				dirs.client = fileURLToPath(config.build.client);
				dirs.public = fileURLToPath(config.publicDir);
				dirs.server = fileURLToPath(config.build.server);
				cache.assets = fileURLToPath(new URL('precompress/', config.cacheDir));
				if (options.site !== undefined) {
					const pages = new URL(`precompress-pages/${options.site}/`, config.cacheDir);
					cache.pages = fileURLToPath(pages);
				}
			},
			'astro:build:start': ({ setPrerenderer }) => {
				// The workers load their modules (zlib, the head rewrite's CSS tooling) while Vite
				// bundles, instead of when the first pages wait for them.
				pool();
				wrapPrerenderer = () =>
					setPrerenderer((base) =>
						compressingPrerenderer(base, dirs, pool, options.rewritePage !== undefined),
					);
			},
			// Set once the build's Vite config exists: a prerenderer set before it makes Astro
			// expect the adapter to bring its own prerender entry (vite-build-config.js), which the
			// node adapter does not. Astro reads it only when prerendering starts.
			'astro:build:setup': () => {
				wrapPrerenderer?.();
				wrapPrerenderer = undefined;
			},
			'astro:build:done': async ({ dir, logger }) => {
				const started = Date.now();
				const clientDir = fileURLToPath(dir);
				const rest = textFilesLeft(clientDir, pool());
				for (const file of rest) pool().submit(file);
				const count = pool().submitted.size;
				await finish(pool(), clientDir);
				current = null;
				logger.info(
					`compressed ${count} text files (br, gz; ${rest.length} after prerendering, ` +
						`${Date.now() - started} ms waited at the end)`,
				);
			},
		},
	};
}
