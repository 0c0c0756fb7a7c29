import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import type { FuzzCase } from './cases.ts';

/** What came back for one case: a status, or the transport error (hang-up, timeout). */
export type FuzzOutcome = { status: number } | { error: string };

const TIMEOUT_MS = 15_000;

/** Sends the path byte for byte, so `/../` reaches the server as written. */
function sendRaw(origin: string, fuzz: FuzzCase): Promise<FuzzOutcome> {
	const { hostname, port } = new URL(origin);
	return new Promise((resolve) => {
		const req = httpRequest(
			{ hostname, port, path: fuzz.path, method: fuzz.method, headers: fuzz.headers ?? {} },
			(res) => {
				res.resume();
				res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
				res.on('error', (error) => resolve({ error: String(error) }));
			},
		);
		req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
		req.on('error', (error) => resolve({ error: String(error) }));
		req.end();
	});
}

/**
 * Sends one case with `context` (the anonymous or the staff one; the staff one adds its CSRF
 * token), never following redirects. Transport errors are returned, not thrown.
 */
export async function sendCase(
	context: APIRequestContext,
	origin: string,
	fuzz: FuzzCase,
	csrfToken?: string,
): Promise<FuzzOutcome> {
	if (fuzz.raw) return sendRaw(origin, fuzz);
	const headers = { ...fuzz.headers, ...(csrfToken ? { 'X-CSRFToken': csrfToken } : {}) };
	try {
		const response = await context.fetch(`${origin}${fuzz.path}`, {
			method: fuzz.method,
			headers,
			...(fuzz.body !== undefined ? { data: fuzz.body } : {}),
			...(fuzz.multipart ? { multipart: fuzz.multipart } : {}),
			maxRedirects: 0,
			timeout: TIMEOUT_MS,
		});
		await response.body();
		return { status: response.status() };
	} catch (error) {
		return { error: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) };
	}
}
