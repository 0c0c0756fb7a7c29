import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseUnavailable } from '../db/connection-errors.ts';

/** The JSON body of every error answer: a message and, for validation errors, the field. */
export type ErrorBody = { error: string; field?: string; [key: string]: unknown };

/** An error that answers with a JSON body and a status; thrown anywhere in a handler. */
export class ApiProblem extends Error {
	readonly status: ContentfulStatusCode;
	readonly body: ErrorBody;

	constructor(status: ContentfulStatusCode, body: ErrorBody) {
		super(body.error);
		this.status = status;
		this.body = body;
	}
}

/** 400 naming the field that failed. */
export function badRequest(error: string, field?: string): ApiProblem {
	return new ApiProblem(400, field === undefined ? { error } : { error, field });
}

/** 404 with the standard body. */
export function notFound(error = 'Not found'): ApiProblem {
	return new ApiProblem(404, { error });
}

/**
 * The app's error handler: known problems answer their JSON body, HTTP exceptions their status,
 * a database that cannot be reached answers 503 with Retry-After, anything else is logged and
 * answers a bare 500 so no stack trace leaks.
 */
export function handleError(error: Error, c: Context): Response {
	if (error instanceof ApiProblem) return c.json(error.body, error.status);
	if (error instanceof HTTPException) {
		const status = error.status;
		if (status === 413) return c.json({ error: 'Request body too large', field: 'body' }, 400);
		const message = error.message || (status >= 500 ? 'Internal server error' : 'Request failed');
		return c.json({ error: message }, status >= 500 ? 500 : (status as ContentfulStatusCode));
	}
	// The database is gone for now (restarting, network): a retryable 503, and one short log line.
	if (isDatabaseUnavailable(error)) {
		console.error('[backend] database unavailable on', c.req.method, c.req.path, error.message);
		c.header('Retry-After', '5');
		return c.json({ error: 'Database unavailable' }, 503);
	}
	console.error('[backend] unhandled error on', c.req.method, c.req.path, error);
	return c.json({ error: 'Internal server error' }, 500);
}
