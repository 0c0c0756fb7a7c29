import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FdWriter } from './fd-writer.ts';
import { LineBatch, type LineDestination } from './line-batch.ts';
import { maskPreviewToken } from '../lib/preview/preview-path.ts';
import { isoTime, lineOf, logLine, tenthsOf, wallTime, type RequestLogEntry } from './log-line.ts';

export { logLine, type RequestLogEntry };

const SAFE_ID = /^[\w.:@/+=-]{1,128}$/;

/** Ids drawn from one read of random bytes. */
const IDS_PER_DRAW = 256;
/** Hex digits of an id: 128 random bits (a UUID v4 has 122). */
const ID_DIGITS = 32;
let drawnIds = '';
let nextId = IDS_PER_DRAW;

/**
 * A fresh request id: 128 random bits in hex. Drawn 256 at a time (one `randomBytes` and one hex
 * conversion, then a slice each): `randomUUID` formatted every id anew, 1–2 % of a prebuilt
 * answer's CPU (profiled under wrk).
 */
export function newRequestId(): string {
	if (nextId === IDS_PER_DRAW) {
		drawnIds = randomBytes((IDS_PER_DRAW * ID_DIGITS) / 2).toString('hex');
		nextId = 0;
	}
	const at = nextId++ * ID_DIGITS;
	return drawnIds.slice(at, at + ID_DIGITS);
}

/**
 * The request's id: a sane `x-request-id` from the proxy in front, else a fresh one. Either holds
 * only characters JSON writes as they are (the log's line quotes it without escaping).
 */
export function requestId(
	header: string | string[] | undefined,
	generate: () => string = newRequestId,
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
	// Most targets have no query and are no preview link: nothing to split, parse or mask.
	const [raw = '/', query] = url.includes('?') ? url.split('?', 2) : [url];
	const path = raw.includes('/preview/') ? maskPreviewToken(raw) : raw;
	if (query === undefined || NO_QUERY_LOGGED.test(path)) return path;
	const keys = [...new Set([...new URLSearchParams(query).keys()])];
	return keys.length > 0 ? `${path}?${keys.join('&')}` : path;
}

/** True unless LOG_REQUESTS is 'false' (or '0', 'off'). */
export function requestLoggingEnabled(value: string | undefined): boolean {
	return !['false', '0', 'off'].includes((value ?? '').trim().toLowerCase());
}

/** Writes request log entries, or lines already built (`lineOf`). */
export type RequestLogger = { log(entry: RequestLogEntry): void; push(line: string): void };

/**
 * The request log: one JSON line per request (`logLine`); no pid or host, and never a header (so
 * never a cookie). Lines are written in batches (LineBatch: at most 100 ms late) to stdout unless
 * given `destination`: from the main thread, a full pipe's share kept for later (FdWriter: a slow
 * reader of the log never holds up answers); at exit what waits is written synchronously.
 */
export function createRequestLogger(destination?: LineDestination): RequestLogger {
	// Node opens its stdout first: a pipe is then non-blocking, and a write never waits for it.
	const stdout = destination ? undefined : (void process.stdout, new FdWriter(1));
	const batch = new LineBatch(destination ?? stdout!);
	if (stdout) {
		process.once('exit', () => {
			batch.flush();
			stdout.flushSync();
		});
	}
	return { log: (entry) => batch.push(logLine(entry)), push: (line) => batch.push(line) };
}

/** What `trackRequest` watches an answer with. */
export type TrackOptions = {
	/** The request log; none, no line. */
	logger?: RequestLogger | undefined;
	onFinish?: ((entry: RequestLogEntry) => void) | undefined;
	now?: () => number;
	/** False: the caller sends `X-Request-Id` itself (with headers it writes at once). */
	setIdHeader?: boolean;
};

type Tracking = {
	req: IncomingMessage;
	options: TrackOptions;
	id: string;
	started: number;
	/** Bytes of an answer written with raw headers (`logBytes`), which `getHeader` cannot see. */
	bytes: number | undefined;
	done: boolean;
};
const TRACKING = Symbol('request tracking');
type TrackedResponse = ServerResponse & { [TRACKING]?: Tracking };

const performanceNow = () => performance.now();

/**
 * Tells the request log the length of an answer whose headers went out as a raw array
 * (`writeHead(status, [name, value, …])`), which the response cannot tell afterwards.
 */
export function logBytes(res: ServerResponse, bytes: number | undefined): void {
	const tracking = (res as TrackedResponse)[TRACKING];
	if (tracking) tracking.bytes = bytes;
}

/** The entry of the answer to `req` on `res`, finished or aborted now. */
function entryOf(
	req: IncomingMessage,
	res: ServerResponse,
	id: string,
	ms: number,
	bytes: number | undefined,
): RequestLogEntry {
	const entry: RequestLogEntry = {
		time: isoTime(Date.now()),
		id,
		method: req.method ?? 'GET',
		path: loggedPath(req.url ?? '/'),
		status: res.statusCode,
		ms: tenthsOf(ms),
	};
	if (bytes !== undefined) entry.bytes = bytes;
	return entry;
}

/** The one listener of every tracked answer: 'close' comes once, when finished or aborted. */
function onAnswerClosed(this: TrackedResponse): void {
	const tracking = this[TRACKING];
	if (!tracking || tracking.done) return;
	tracking.done = true;
	const { req, options } = tracking;
	let bytes = tracking.bytes;
	if (bytes === undefined && this.hasHeader('content-length')) {
		const length = Number(this.getHeader('content-length'));
		if (Number.isFinite(length)) bytes = length;
	}
	const ms = (options.now ?? performanceNow)() - tracking.started;
	const entry = entryOf(req, this, tracking.id, ms, bytes);
	options.logger?.log(entry);
	options.onFinish?.(entry);
}

/**
 * Logs an answer that was complete when its handler returned (written whole from memory, a 304):
 * the line at once, with no listener and no tracking object on the response — the prebuilt page's
 * path, where watching each answer was ~1.5 % of its CPU (profiled). `started` is `performance.now()`
 * when the request came in; `bytes` its Content-Length (none for a 304). The request's target
 * must be plain (`StaticFiles.byTarget` found it) and `id` one `requestId` gave: the line is then
 * built with no entry object and nothing to escape.
 */
export function logAnswered(
	logger: RequestLogger,
	req: IncomingMessage,
	res: ServerResponse,
	id: string,
	started: number,
	bytes: number | undefined,
): void {
	const now = performance.now();
	// A request id (requestId's), a method (Node's parser passes only the names it knows) and a
	// plain target (its masked preview token an ellipsis) hold no character JSON escapes.
	const line = lineOf(
		isoTime(wallTime(now)),
		id,
		req.method ?? 'GET',
		loggedPath(req.url ?? '/'),
		res.statusCode,
		tenthsOf(now - started),
		bytes,
	);
	logger.push(line);
}

/**
 * Gives the request its id (as `x-request-id` on the request for the back end, and on the
 * response) and, when `logger` is given, logs one line once the answer is finished or aborted.
 * Calls `onFinish` with the entry either way (the error reporter watches 5xx answers). `id`: the
 * one the caller already gave the request (sent with headers it wrote itself).
 * `options` may be one object shared by many requests (the hot path allocates none).
 */
export function trackRequest(
	req: IncomingMessage,
	res: ServerResponse,
	options: TrackOptions = {},
	id: string = requestId(req.headers['x-request-id']),
): string {
	req.headers['x-request-id'] = id;
	if (options.setIdHeader !== false) res.setHeader('X-Request-Id', id);
	(res as TrackedResponse)[TRACKING] = {
		req,
		options,
		id,
		started: (options.now ?? performanceNow)(),
		bytes: undefined,
		done: false,
	};
	res.on('close', onAnswerClosed);
	return id;
}
