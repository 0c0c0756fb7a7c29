import type { Context } from 'hono';
import { badRequest } from './errors.ts';
import { JSON_DEPTH_LIMIT, nestsDeeperThan } from './json-depth.ts';

/** Largest JSON body the back end reads (bytes). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Reads and parses the JSON request body; 400 `{field:'body'}` when too large, nested deeper than
 * JSON_DEPTH_LIMIT or malformed. Every JSON route reads its body here.
 */
export async function readJsonBody(c: Context): Promise<unknown> {
	const declared = Number(c.req.header('content-length') ?? '0');
	if (declared > JSON_BODY_LIMIT) throw badRequest('Request body too large', 'body');
	const bytes = new Uint8Array(await c.req.arrayBuffer());
	if (bytes.byteLength > JSON_BODY_LIMIT) throw badRequest('Request body too large', 'body');
	if (bytes.byteLength === 0) throw badRequest('Request body is empty', 'body');
	if (nestsDeeperThan(bytes)) {
		throw badRequest(`Request body nests deeper than ${JSON_DEPTH_LIMIT} levels`, 'body');
	}
	try {
		return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
	} catch {
		throw badRequest('Malformed JSON', 'body');
	}
}

/** Reads a JSON body that must be an object (for writes); 400 otherwise. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
	const body = await readJsonBody(c);
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw badRequest('Expected a JSON object', 'body');
	}
	return body as Record<string, unknown>;
}
