/**
 * The media server: uploaded files under /media/uploads on the site's origin (a content pack
 * serves its own pictures beside it, see content-pack.ts).
 */
import { extname } from 'node:path';
import { Hono, type Context } from 'hono';
import { dataDirMedia, isMediaKeySegment, type MediaInfo, type MediaStorage } from './store.ts';

/** Content types of the files an editor may upload, by extension. */
const UPLOAD_TYPES: Record<string, string> = {
	'.avif': 'image/avif',
	'.webp': 'image/webp',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.png': 'image/png',
	'.gif': 'image/gif',
	'.svg': 'image/svg+xml',
	'.ico': 'image/x-icon',
	'.pdf': 'application/pdf',
	'.mp4': 'video/mp4',
	'.webm': 'video/webm',
	'.ogv': 'video/ogg',
	'.mov': 'video/quicktime',
	'.mp3': 'audio/mpeg',
	'.m4a': 'audio/mp4',
	'.ogg': 'audio/ogg',
	'.oga': 'audio/ogg',
	'.wav': 'audio/wav',
	'.vtt': 'text/vtt; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.json': 'application/json',
	'.csv': 'text/csv; charset=utf-8',
	'.zip': 'application/zip',
};

const UPLOADS_PREFIX = '/media/uploads/';

/** Cache lifetime of uploads: a day; they are revalidated with ETags after that. */
const UPLOAD_CACHE = 'public, max-age=86400';

function badPath(c: Context, error: string) {
	return c.json({ error, field: 'path' }, 400);
}

/** Parses a single `bytes=` range against a file size; null when absent or not a single range. */
function parseRange(
	header: string | undefined,
	size: number,
): { start: number; end: number } | 'invalid' | null {
	if (!header) return null;
	const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
	if (!m) return null; // multiple or unknown ranges: answer with the whole file
	const [, a = '', b = ''] = m;
	if (a === '' && b === '') return 'invalid';
	let start: number;
	let end: number;
	if (a === '') {
		const suffix = Number(b);
		if (suffix === 0) return 'invalid';
		start = Math.max(0, size - suffix);
		end = size - 1;
	} else {
		start = Number(a);
		end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
	}
	if (start >= size || start > end) return 'invalid';
	return { start, end };
}

/**
 * The media app, mounted at the root of the back end: `GET /media/uploads/*` serves the objects
 * `uploads/…` of `media.files` (renditions of uploads are made once at upload, never on
 * request). `media` may be a data dir: its own folders, as always.
 */
export function createMediaApp(media: MediaStorage | string): Hono {
	const app = new Hono();
	const { files } = typeof media === 'string' ? dataDirMedia(media) : media;

	app.get('/media/uploads/*', async (c) => {
		// Work on the raw, still-encoded path so that encoded separators cannot slip through.
		const pathname = new URL(c.req.url).pathname;
		const at = pathname.indexOf(UPLOADS_PREFIX);
		if (at < 0) return c.json({ error: 'Not found' }, 404);
		const rawSegments = pathname.slice(at + UPLOADS_PREFIX.length).split('/');
		const segments: string[] = [];
		for (const raw of rawSegments) {
			let segment: string;
			try {
				segment = decodeURIComponent(raw);
			} catch {
				return badPath(c, 'Malformed path encoding');
			}
			if (!isMediaKeySegment(segment)) return badPath(c, 'Invalid path');
			segments.push(segment);
		}
		const key = ['uploads', ...segments].join('/');

		let info: MediaInfo | undefined;
		try {
			info = await files.stat(key);
		} catch (error) {
			console.error('[media] store unreachable for', c.req.path, error);
			return c.json({ error: 'Media store unavailable' }, 503);
		}
		if (info === undefined) return c.json({ error: 'Not found' }, 404);
		const { size, lastModified: mtime } = info;

		const contentType = UPLOAD_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
		const etag = `W/"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
		const headers: Record<string, string> = {
			'Content-Type': contentType,
			'Cache-Control': UPLOAD_CACHE,
			ETag: etag,
			'Last-Modified': mtime.toUTCString(),
			'Accept-Ranges': 'bytes',
			'X-Content-Type-Options': 'nosniff',
		};
		if (contentType === 'image/svg+xml') {
			// An uploaded SVG is served on the site's origin: keep any script in it inert.
			headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
		}
		const ifNoneMatch = c.req.header('If-None-Match');
		if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) {
			return c.body(null, 304, headers);
		}

		const range = parseRange(c.req.header('Range'), size);
		if (range === 'invalid') {
			return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${size}` });
		}
		const { start, end } = range ?? { start: 0, end: size - 1 };
		const length = size === 0 ? 0 : end - start + 1;
		headers['Content-Length'] = String(length);
		if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
		const status = range ? 206 : 200;
		if (c.req.method === 'HEAD' || length === 0) return c.body(null, status, headers);
		return c.body(await files.stream(key, { start, end }), status, headers);
	});

	return app;
}
