/**
 * The build's static files (`dist/<site>/client`), read once at start: per file and encoding
 * (identity, and gzip/brotli from the build's `.gz`/`.br` copies) the whole header set is built
 * then, and the bytes are kept in memory up to a total (larger or excess files are streamed from
 * disk). A file with compressed copies keeps only those in memory: its own bytes, asked for only
 * by clients that accept no encoding and for byte ranges, are streamed (the build's HTML alone
 * is 14 MB, its copies 3 MB each). A request is a Map lookup and one `writeHead` + `end`: no per-request `stat`, no header
 * building. Replaces sirv with its behaviour kept: `/x`, `/x/` and `/x/index.html` name
 * `x/index.html`, `/x` names `x.html`, dotfiles are not served (`.well-known/` is), `%`-escapes are
 * decoded as `decodeURI` does, weak ETags `W/"size-mtime"`, `Last-Modified`, `Vary: Accept-Encoding`.
 */
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, sep } from 'node:path';
import { lookup as mimeType } from 'mrmime';
import type { Encoding } from './compression.ts';
import { isPagePath } from './page-request.ts';

/** One encoding of a file, with the headers of its answers built once. */
export type StaticVariant = {
	/** The file on disk (streamed when `body` is null). */
	path: string;
	size: number;
	/** The bytes, when they fit in the memory budget. */
	body: Buffer | null;
	etag: string;
	/** Name/value pairs of a 200 answer (writeHead's raw-array form). */
	head: string[];
	/** Name/value pairs of a 304 answer: the 200's less the body's type, length and encoding. */
	notModified: string[];
};

/** A file of the build as the server answers it. */
export type StaticFile = {
	/** A page (HTML, answered with `X-Prebuilt: true` and the CSP): freshness rules apply. */
	page: boolean;
	/** The URL path of the file itself, e.g. `/de/index.html`. */
	urlPath: string;
	identity: StaticVariant;
	gzip?: StaticVariant;
	br?: StaticVariant;
};

export type StaticFilesOptions = {
	/** Headers of every answer (the security headers, CSP included; assets are sent without it). */
	headers: Readonly<Record<string, string>>;
	/** Most bytes kept in memory over all files (smallest first); the rest is streamed. */
	maxMemoryBytes?: number;
	/** Largest file kept in memory. */
	maxFileBytes?: number;
	/** URL paths never answered from the build (e.g. the back end's). */
	exclude?: (urlPath: string) => boolean;
	/** Bytes already read, by file path (`StaticFiles.load`); others are read when kept. */
	bodies?: ReadonlyMap<string, Buffer>;
};

export const STATIC_MEMORY_DEFAULTS = {
	maxMemoryBytes: 64 * 1024 * 1024,
	maxFileBytes: 4 * 1024 * 1024,
} as const;

const CSP = 'content-security-policy';
const ENCODED = /\.(?:br|gz)$/;
const HIDDEN = /(?:^|\/)\.(?!well-known\/)/;
// A target that is already what the request gate would make of it: a plain path without
// escapes, dot segments, doubled slashes or a query. Only those are looked up as they come.
const PLAIN_TARGET = /^(?:\/[\w\-.~!$&'()*+,;=:@]+)*\/?$/;
const DOT_SEGMENT = /\/\.\.?(?:\/|$)/;

/** Hashed build assets never change; the service worker is compared on every check. */
export function cacheControlOf(urlPath: string): string {
	if (urlPath === '/sw.js') return 'no-cache';
	if (urlPath.startsWith('/_astro/') || urlPath.startsWith('/fonts/')) {
		return 'public, max-age=31536000, immutable';
	}
	return 'public, max-age=0, must-revalidate';
}

/** sirv's Content-Type: by extension, HTML with its charset. */
function contentTypeOf(urlPath: string): string {
	const type = mimeType(urlPath) ?? '';
	return type === 'text/html' ? 'text/html;charset=utf-8' : type;
}

type Found = { urlPath: string; path: string; size: number; mtime: Date };

/**
 * The files whose bytes may be kept in memory: all but those above `maxFileBytes` and those with
 * a compressed copy beside them (every browser asks for the copy).
 */
function memoryCandidates(all: readonly Found[], maxFileBytes: number): Found[] {
	const onDisk = new Set(all.map((file) => file.urlPath));
	return all.filter(
		(file) =>
			file.size <= maxFileBytes &&
			!onDisk.has(`${file.urlPath}.br`) &&
			!onDisk.has(`${file.urlPath}.gz`),
	);
}

function walk(root: string): Found[] {
	const found: Found[] = [];
	for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
		if (!entry.isFile()) continue;
		const path = join(entry.parentPath, entry.name);
		const urlPath = `/${relative(root, path).split(sep).join('/')}`;
		if (HIDDEN.test(urlPath)) continue;
		const stat = statSync(path);
		found.push({ urlPath, path, size: stat.size, mtime: stat.mtime });
	}
	return found;
}

/** The paths sirv answered a file under, most specific first: itself, without `.html`, its folder. */
function requestPathsOf(urlPath: string): string[] {
	if (urlPath.endsWith('/index.html')) {
		const folder = urlPath.slice(0, -'index.html'.length);
		return folder === '/'
			? [urlPath, '/index', '/']
			: [urlPath, `${folder}index`, folder.slice(0, -1), folder];
	}
	if (urlPath.endsWith('.html')) return [urlPath, urlPath.slice(0, -'.html'.length)];
	return [urlPath];
}

/** The static files of one build folder; see the module comment. */
export class StaticFiles {
	/** Every path a file is answered under, decoded. */
	readonly #byPath = new Map<string, StaticFile>();
	/** The same, for raw request targets that need no decoding or normalising. */
	readonly #byTarget = new Map<string, StaticFile>();
	/** Bytes kept in memory. */
	readonly memoryBytes: number;

	constructor(root: string, options: StaticFilesOptions) {
		const { maxMemoryBytes, maxFileBytes } = { ...STATIC_MEMORY_DEFAULTS, ...options };
		const all = walk(root);
		const onDisk = new Map(all.map((file) => [file.urlPath, file]));
		// Smallest first, so the budget holds as many answers as it can.
		const keep = new Set<string>();
		let memory = 0;
		for (const file of memoryCandidates(all, maxFileBytes).sort((a, b) => a.size - b.size)) {
			if (memory + file.size > maxMemoryBytes) break;
			keep.add(file.urlPath);
			memory += file.size;
		}
		this.memoryBytes = memory;
		/** One encoding: `common` are the headers every answer of the file carries. */
		const variant = (found: Found, type: string, common: string[], encoding?: Encoding) => {
			const etag = `W/"${found.size}-${found.mtime.getTime()}"`;
			const validators = ['ETag', etag, 'Last-Modified', found.mtime.toUTCString()];
			const head = ['Content-Type', type, ...common, ...validators];
			if (encoding) head.push('Content-Encoding', encoding);
			head.push('Content-Length', String(found.size));
			const result: StaticVariant = {
				path: found.path,
				size: found.size,
				body: keep.has(found.urlPath)
					? (options.bodies?.get(found.path) ?? readFileSync(found.path))
					: null,
				etag,
				head,
				notModified: [...common, ...validators],
			};
			return result;
		};
		const files: StaticFile[] = [];
		for (const found of all) {
			if (ENCODED.test(found.urlPath) && onDisk.has(found.urlPath.slice(0, -3))) continue;
			if (options.exclude?.(found.urlPath)) continue;
			const page = isPagePath(found.urlPath);
			const common = [
				...Object.entries(options.headers)
					.filter(([name]) => page || name.toLowerCase() !== CSP)
					.flat(),
				'Cache-Control',
				cacheControlOf(found.urlPath),
				'Vary',
				'Accept-Encoding',
				...(page ? ['X-Prebuilt', 'true'] : []),
			];
			const type = contentTypeOf(found.urlPath);
			const file: StaticFile = {
				page,
				urlPath: found.urlPath,
				identity: variant(found, type, common),
			};
			const gzip = onDisk.get(`${found.urlPath}.gz`);
			if (gzip) file.gzip = variant(gzip, type, common, 'gzip');
			const br = onDisk.get(`${found.urlPath}.br`);
			if (br) file.br = variant(br, type, common, 'br');
			files.push(file);
		}
		// First the files themselves, then `.html`-less names, then folders: the most specific wins.
		for (let rank = 0; rank < 4; rank++) {
			for (const file of files) {
				const path = requestPathsOf(file.urlPath)[rank];
				if (path === undefined || this.#byPath.has(path)) continue;
				this.#byPath.set(path, file);
				if (PLAIN_TARGET.test(path) && !DOT_SEGMENT.test(path) && !path.includes('//')) {
					this.#byTarget.set(path, file);
				}
			}
		}
	}

	/**
	 * The same as `new StaticFiles`, with the bytes read asynchronously first: for a server that
	 * keeps answering while it loads another build (reading 20 MB at once held it ~0.5 s).
	 */
	static async load(root: string, options: StaticFilesOptions): Promise<StaticFiles> {
		const { maxFileBytes } = { ...STATIC_MEMORY_DEFAULTS, ...options };
		const bodies = new Map<string, Buffer>();
		for (const found of memoryCandidates(walk(root), maxFileBytes)) {
			bodies.set(found.path, await readFile(found.path));
		}
		return new StaticFiles(root, { ...options, bodies });
	}

	/** How many files (not counting their encoded copies) are served. */
	get size(): number {
		return new Set(this.#byPath.values()).size;
	}

	/** How many of them are pages (prebuilt HTML). */
	get pageCount(): number {
		return [...new Set(this.#byPath.values())].filter((file) => file.page).length;
	}

	/**
	 * The file a raw request target names when it is a plain path that needs no decoding or
	 * normalising (`/de/`, `/_astro/x.js`); undefined for anything else, which takes `find`.
	 */
	byTarget(target: string): StaticFile | undefined {
		return this.#byTarget.get(target);
	}

	/** The file a request path (as the request gate normalised it, `%`-escaped) names. */
	find(pathname: string): StaticFile | undefined {
		let path = pathname;
		if (path.includes('%')) {
			try {
				path = decodeURI(path);
			} catch {
				return undefined;
			}
		}
		return (
			this.#byPath.get(path) ??
			(path.length > 1 && path.endsWith('/') ? this.#byPath.get(path.slice(0, -1)) : undefined)
		);
	}
}

/** The encoding of `file` to send for the encoding the client prefers (identity when absent). */
function variantOf(file: StaticFile, encoding: Encoding | null): StaticVariant {
	return (
		(encoding === 'br' ? (file.br ?? file.gzip) : encoding ? file.gzip : undefined) ?? file.identity
	);
}

/** True when an If-None-Match header names `etag` (or is `*`). */
function matchesEtag(header: string, etag: string): boolean {
	if (header === etag || header === '*') return true;
	return header.includes(',') && header.split(',').some((tag) => tag.trim() === etag);
}

/** The one byte range of a `Range: bytes=…` header, null when absent or not a single range. */
export function byteRange(
	header: string,
	size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
	const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
	if (!match || (match[1] === '' && match[2] === '')) return null;
	const [, first = '', last = ''] = match;
	if (first === '') {
		const suffix = Number(last);
		if (suffix === 0) return 'unsatisfiable';
		return { start: Math.max(0, size - suffix), end: size - 1 };
	}
	const start = Number(first);
	const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
	if (start >= size) return 'unsatisfiable';
	if (end < start) return null;
	return { start, end };
}

function pipeFile(res: ServerResponse, path: string, range?: { start: number; end: number }) {
	const stream = createReadStream(path, range);
	stream.on('error', () => res.destroy());
	stream.pipe(res);
}

/**
 * Answers a GET or HEAD for `file`: 304 when If-None-Match names the ETag of the encoding sent,
 * a byte range of the identity bytes for a single `Range` (If-Range honoured; 416 when out of
 * range), else the whole file in `encoding` when the build has it. `extra` are name/value pairs
 * sent too (the request's id, HSTS); headers already set on `res` are kept. Returns the answer's
 * Content-Length (none for a 304), for the request log: raw headers leave no trace on `res`.
 */
export function sendStaticFile(
	req: IncomingMessage,
	res: ServerResponse,
	file: StaticFile,
	encoding: Encoding | null,
	extra: readonly string[] = [],
): number | undefined {
	const rangeHeader = req.headers.range;
	if (rangeHeader !== undefined) {
		const ifRange = req.headers['if-range'];
		if (ifRange === undefined || ifRange === file.identity.etag) {
			return sendRange(req, res, file.identity, rangeHeader, extra);
		}
	}
	const variant = variantOf(file, encoding);
	const ifNoneMatch = req.headers['if-none-match'];
	if (ifNoneMatch !== undefined && matchesEtag(ifNoneMatch, variant.etag)) {
		res.writeHead(304, extra.length > 0 ? variant.notModified.concat(extra) : variant.notModified);
		res.end();
		return undefined;
	}
	res.writeHead(200, extra.length > 0 ? variant.head.concat(extra) : variant.head);
	sendBody(req, res, variant);
	return variant.size;
}

/** The bytes of `variant` (none for HEAD), from memory or streamed, `range` of them if given. */
function sendBody(
	req: IncomingMessage,
	res: ServerResponse,
	variant: StaticVariant,
	range?: { start: number; end: number },
): void {
	if (req.method === 'HEAD') res.end();
	else if (!variant.body) pipeFile(res, variant.path, range);
	else res.end(range ? variant.body.subarray(range.start, range.end + 1) : variant.body);
}

function sendRange(
	req: IncomingMessage,
	res: ServerResponse,
	variant: StaticVariant,
	header: string,
	extra: readonly string[],
): number {
	const range = byteRange(header, variant.size);
	if (range === null) {
		res.writeHead(200, [...variant.head, 'Accept-Ranges', 'bytes', ...extra]);
		sendBody(req, res, variant);
		return variant.size;
	}
	const withoutLength = variant.head.slice(0, -2);
	if (range === 'unsatisfiable') {
		res.writeHead(416, [
			...variant.notModified,
			'Content-Range',
			`bytes */${variant.size}`,
			'Content-Length',
			'0',
			...extra,
		]);
		res.end();
		return 0;
	}
	const { start, end } = range;
	res.writeHead(206, [
		...withoutLength,
		'Content-Range',
		`bytes ${start}-${end}/${variant.size}`,
		'Content-Length',
		String(end - start + 1),
		'Accept-Ranges',
		'bytes',
		...extra,
	]);
	sendBody(req, res, variant, range);
	return end - start + 1;
}
