import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import { maskPreviewToken } from '../lib/preview/preview-path.ts';

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

/** Paths whose query is never logged, not even its keys (login: `next`, user names). */
const NO_QUERY_LOGGED = /^\/(?:(?:de|en|ja|la)\/)?accounts\//;

/**
 * The path with only the query's keys (values may be personal: search words, tokens), a preview
 * link's token masked; the login paths without any query.
 */
export function loggedPath(url: string): string {
	const [raw = '/', query] = url.split('?', 2);
	const path = maskPreviewToken(raw);
	if (query === undefined || NO_QUERY_LOGGED.test(path)) return path;
	const keys = [...new Set([...new URLSearchParams(query).keys()])];
	return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

/** True unless LOG_REQUESTS is 'false' (or '0', 'off'). */
export function requestLoggingEnabled(value: string | undefined): boolean {
	return !['false', '0', 'off'].includes((value ?? '').trim().toLowerCase());
}

/**
 * The request log (pino): one JSON line per request — `level` ("info"), then the fields of
 * RequestLogEntry, `time` first; no pid or host, and never a header (so never a cookie). Writes to stdout
 * unless given `destination`; buffered lines are flushed when the process exits.
 */
export function createRequestLogger(destination?: DestinationStream): Logger {
	const options = {
		base: null,
		timestamp: pino.stdTimeFunctions.isoTime,
		formatters: { level: (label: string) => ({ level: label }) },
	};
	if (destination) return pino(options, destination);
	const stdout = pino.destination({ dest: 1, sync: false });
	process.once('exit', () => stdout.flushSync());
	return pino(options, stdout);
}

/**
 * Gives the request its id (as `x-request-id` on the request for the back end, and on the
 * response) and, when `logger` is given, logs one line once the answer is finished or aborted.
 * Calls `onFinish` with the entry either way (the error reporter watches 5xx answers).
 */
export function trackRequest(
	req: IncomingMessage,
	res: ServerResponse,
	options: {
		/** The request log; none, no line. */
		logger?: Logger | undefined;
		onFinish?: (entry: RequestLogEntry) => void;
		now?: () => number;
		/** False: the caller sends `X-Request-Id` itself (with headers it writes at once). */
		setIdHeader?: boolean;
	} = {},
): string {
	const now = options.now ?? (() => performance.now());
	const started = now();
	const id = requestId(req.headers['x-request-id']);
	req.headers['x-request-id'] = id;
	if (options.setIdHeader !== false) res.setHeader('X-Request-Id', id);
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
		if (options.logger) {
			const { time: _time, ...fields } = entry;
			options.logger.info(fields);
		}
		options.onFinish?.(entry);
	};
	res.once('finish', finish);
	res.once('close', finish);
	return id;
}
