/**
 * A file for the compress pool: its path and, for a page just rendered, its bytes; `rewriteHead`:
 * the worker rewrites the page's head first (CompressWorkerData `headRewrite`) and answers the
 * new bytes (a PageRewritten) before it compresses them.
 */
export type CompressJob = {
	id: number;
	file: string;
	body?: Uint8Array | undefined;
	rewriteHead?: boolean | undefined;
};

/** What a worker answers for a job: the page's disallowed inline-script hashes, or its error. */
export type CompressResult = { id: number; disallowed: string[]; error?: string };

/** What a worker answers first for a job with `rewriteHead`: the page's bytes as written. */
export type PageRewritten = { id: number; page: Uint8Array<ArrayBuffer> };

/**
 * Where a worker finds the head rewrite of the pages (rewrite-head.ts): the export `name` of the
 * module at URL `module`, called once with the build's folders, answers it.
 */
export type HeadRewriteSource = {
	module: string;
	name: string;
	dirs: { client: string; server: string };
};

/**
 * The folders of the cache of compressed copies (compress-cache.ts): the assets' (kept until no
 * build has used them for long) and, when given, the pages' (kept only until the next build that
 * uses the folder: pages change with the content, a folder per site keeps each site's last build).
 */
export type CompressCacheDirs = { assets: string; pages?: string | undefined };

/** What each compress worker starts with. */
export type CompressWorkerData = {
	/** Where compressed copies are kept for the next build (compress-cache.ts); none: no cache. */
	cache?: CompressCacheDirs | undefined;
	/** The head rewrite of jobs with `rewriteHead`; none: their pages are written as sent. */
	headRewrite?: HeadRewriteSource | undefined;
};

/** The static files worth compressing: text, by extension. */
export const TEXT_FILE = /\.(?:html|css|js|mjs|svg|json|xml|txt|webmanifest)$/;

/** gzip level of every file: 9 saves 0.6 % on a page for half again the time. */
export const GZIP_LEVEL = 6;

/**
 * Brotli quality per file: the build's assets are few and shared by every page, so they get the
 * best; pages are many (thousands on a large site), so a quality that costs a ms or two each
 * (5: 15.6 % of a 58 KB page; 6 no smaller for the same time, 11 is 60 times slower for 14.1 %).
 */
export const brotliQuality = (file: string) => (file.endsWith('.html') ? 5 : 11);
