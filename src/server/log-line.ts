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

/** `value` as JSON writes it inside its quotes. */
const escaped = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * The line of one entry: JSON, `level` ("info") first, then the fields of RequestLogEntry, `time`
 * first (what pino wrote, built by hand: pino's generic serialiser was a tenth of a prebuilt
 * answer's CPU).
 */
export function logLine(entry: RequestLogEntry): string {
	return lineOf(
		entry.time,
		escaped(entry.id),
		escaped(entry.method),
		escaped(entry.path),
		entry.status,
		entry.ms,
		entry.bytes,
	);
}

/**
 * The line of `logLine` from its parts, `id`, `method` and `path` as they go between quotes
 * (escaped: nothing to do for the prebuilt answers' plain strings). There, `JSON.stringify` of
 * each, the entry object and `Date.now()` were ~0.2 µs of the ~0.45 µs a line cost (in a loop).
 */
export function lineOf(
	time: string,
	id: string,
	method: string,
	path: string,
	status: number,
	ms: number,
	bytes: number | undefined,
): string {
	const size = bytes === undefined ? '' : `,"bytes":${bytes}`;
	return `{"level":"info","time":"${time}","id":"${id}","method":"${method}","path":"${path}","status":${status},"ms":${ms}${size}}\n`;
}

let lastTimeMs = NaN;
let lastTime = '';
/** The ISO time of `ms`, formatted once per millisecond (thousands of answers share one). */
export function isoTime(ms: number): string {
	if (ms !== lastTimeMs) {
		lastTimeMs = ms;
		lastTime = new Date(ms).toISOString();
	}
	return lastTime;
}

/** How often the wall clock is read again for `wallTime`. */
const CLOCK_SYNC_MS = 1000;
let clockOffset = Date.now() - performance.now();
let clockSynced = performance.now();

/**
 * The wall-clock time (ms since 1970, whole) of a `performance.now()` reading the caller already
 * has: one clock read less per line (`Date.now()` was ~0.5 % of a prebuilt answer's CPU). The
 * clocks' offset is read again each second, so a step of the wall clock shows within a second.
 */
export function wallTime(now: number): number {
	if (now - clockSynced >= CLOCK_SYNC_MS || now < clockSynced) {
		clockOffset = Date.now() - performance.now();
		clockSynced = now;
	}
	return Math.floor(clockOffset + now);
}

/** `ms` rounded to a tenth, as the log writes it. */
export const tenthsOf = (ms: number) => Math.round(ms * 10) / 10;
