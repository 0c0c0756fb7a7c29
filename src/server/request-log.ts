import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** One request as logged: a JSON line on stdout. */
export type RequestLogEntry = {
	time: string;
	id: string;
	method: string;
	path: string;
	status: number;
	ms: number;
	bytes?: number;
};

const SAFE_ID = /^[\w.:@/+=-]{1,128}$/;

/** The request's id: a sane `x-request-id` from the proxy in front, else a fresh UUID. */
export function requestId(
	header: string | string[] | undefined,
	generate: () => string = randomUUID,
): string {
	const sent = (Array.isArray(header) ? header[0] : header)?.trim();
	return sent && SAFE_ID.test(sent) ? sent : generate();
}

/** The path with only the query's keys (values may be personal: search words, tokens). */
export function loggedPath(url: string): string {
	const [path = '/', query] = url.split('?', 2);
	if (query === undefined) return path;
	const keys = [...new Set([...new URLSearchParams(query).keys()])];
	return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

/** True unless LOG_REQUESTS is 'false' (or '0', 'off'). */
export function requestLoggingEnabled(value: string | undefined): boolean {
	return !['false', '0', 'off'].includes((value ?? '').trim().toLowerCase());
}

/** The log line of one answered request. */
export function formatRequestLog(entry: RequestLogEntry): string {
	return JSON.stringify(entry);
}

/**
 * Gives the request its id (as `x-request-id` on the request for the back end, and on the
 * response) and, when `write` is given, logs one line once the answer is finished or aborted.
 * Calls `onFinish` with the entry either way (the error reporter watches 5xx answers).
 */
export function trackRequest(
	req: IncomingMessage,
	res: ServerResponse,
	options: {
		write?: ((line: string) => void) | undefined;
		onFinish?: (entry: RequestLogEntry) => void;
		now?: () => number;
	} = {},
): string {
	const now = options.now ?? (() => performance.now());
	const started = now();
	const id = requestId(req.headers['x-request-id']);
	req.headers['x-request-id'] = id;
	res.setHeader('X-Request-Id', id);
	let done = false;
	const finish = () => {
		if (done) return;
		done = true;
		const length = Number(res.getHeader('content-length'));
		const entry: RequestLogEntry = {
			time: new Date().toISOString(),
			id,
			method: req.method ?? 'GET',
			path: loggedPath(req.url ?? '/'),
			status: res.statusCode,
			ms: Math.round((now() - started) * 10) / 10,
			...(Number.isFinite(length) && res.hasHeader('content-length') ? { bytes: length } : {}),
		};
		options.write?.(formatRequestLog(entry));
		options.onFinish?.(entry);
	};
	res.once('finish', finish);
	res.once('close', finish);
	return id;
}
