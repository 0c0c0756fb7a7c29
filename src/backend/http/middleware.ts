import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { UPLOAD_LIMIT } from '../content/file-types.ts';
import { JSON_BODY_LIMIT } from './json-body.ts';

// Multipart framing adds a little to the file itself.
const UPLOAD_BODY_LIMIT = UPLOAD_LIMIT + 64 * 1024;

const jsonTooLarge = (c: Context) =>
	c.json({ error: 'Request body too large', field: 'body' }, 400);
const fileTooLarge = (c: Context) =>
	c.json({ error: 'The file is larger than 10 MB', field: 'file' }, 400);

const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: jsonTooLarge });
const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: fileTooLarge });

/** Calls that take file uploads: form temp files and the editor's image library. */
const UPLOAD_PATH = /\/(?:temp-files|pageeditor-api\/images)\/?$/;

/**
 * Caps request bodies before anything reads them: 10 MB for uploads, 1 MB for the rest. A declared
 * Content-Length is checked from the header alone; only bodies of unknown length are counted.
 */
export const limitBodies: MiddlewareHandler = async (c, next) => {
	if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
	const upload = UPLOAD_PATH.test(c.req.path);
	const declared = c.req.header('content-length');
	if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
		// Opening the body stream (as bodyLimit does) and then answering early (403, 404) makes
		// @hono/node-server reset the keep-alive connection, breaking the client's next request.
		if (Number(declared) <= (upload ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT)) return next();
		return upload ? fileTooLarge(c) : jsonTooLarge(c);
	}
	return upload ? uploadLimit(c, next) : jsonLimit(c, next);
};

/** Declares UTF-8 on JSON answers (`application/json; charset=utf-8`). */
export const jsonCharset: MiddlewareHandler = async (c, next) => {
	await next();
	if (c.res.headers.get('content-type') === 'application/json') {
		c.res.headers.set('content-type', 'application/json; charset=utf-8');
	}
};
