import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_LIMIT } from '../content/file-types.ts';
import { JSON_BODY_LIMIT } from './json-body.ts';

// Multipart framing adds a little to the file itself.
const UPLOAD_BODY_LIMIT = UPLOAD_LIMIT + 64 * 1024;

const jsonLimit = bodyLimit({
	maxSize: JSON_BODY_LIMIT,
	onError: (c) => c.json({ error: 'Request body too large', field: 'body' }, 400),
});
const uploadLimit = bodyLimit({
	maxSize: UPLOAD_BODY_LIMIT,
	onError: (c) => c.json({ error: 'The file is larger than 10 MB', field: 'file' }, 400),
});

/** Calls that take file uploads: form temp files and the editor's image library. */
const UPLOAD_PATH = /\/(?:temp-files|pageeditor-api\/images)\/?$/;

/** Caps request bodies before anything reads them: 10 MB for uploads, 1 MB for the rest. */
export const limitBodies: MiddlewareHandler = (c, next) => {
	if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
	return UPLOAD_PATH.test(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next);
};

/** Declares UTF-8 on JSON answers (`application/json; charset=utf-8`). */
export const jsonCharset: MiddlewareHandler = async (c, next) => {
	await next();
	if (c.res.headers.get('content-type') === 'application/json') {
		c.res.headers.set('content-type', 'application/json; charset=utf-8');
	}
};
