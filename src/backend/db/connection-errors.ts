/** Socket-level failures: the server is not there, not reachable, or went away. */
const NETWORK_CODES = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'ETIMEDOUT',
	'EPIPE',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve right now: connection exceptions (08…),
 * shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08\d{3}|57P0[123]|53300)$/;

/** pg's own messages for a connection lost or never made. */
const UNAVAILABLE_MESSAGES =
	/Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i;

/**
 * Whether `error` says the database cannot be reached (now), rather than that a query is wrong:
 * such requests answer 503 and are worth retrying. Looks through `cause` and AggregateErrors.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
	if (!(error instanceof Error) || depth > 4) return false;
	const code = (error as { code?: unknown }).code;
	if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) {
		return true;
	}
	if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
	if (
		error instanceof AggregateError &&
		error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))
	) {
		return true;
	}
	return isDatabaseUnavailable(error.cause, depth + 1);
}

/** `url` for a log line: scheme, host, port and database — no user name, no password. */
export function describeDatabaseUrl(url: string): string {
	try {
		const parsed = new URL(url);
		return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
	} catch {
		return '(an unreadable DATABASE_URL)';
	}
}

/** The message of `error`, or of the first of an AggregateError (Node's multi-address connect). */
function messageOf(error: unknown): string {
	if (error instanceof AggregateError && error.message === '' && error.errors[0] instanceof Error) {
		return error.errors.map((each: Error) => each.message).join('; ');
	}
	if (error instanceof Error)
		return error.message || (error as { code?: string }).code || error.name;
	return String(error);
}

/**
 * One line saying why the back end could not open its database at `url`: unreachable, or
 * reachable but refusing (password, database missing, a failing migration). Never the password.
 */
export function describeDatabaseFailure(url: string, error: unknown): string {
	const where = describeDatabaseUrl(url);
	let password = '';
	try {
		password = decodeURIComponent(new URL(url).password);
	} catch {
		// No password to hide.
	}
	let reason = messageOf(error).replace(/\s+/g, ' ').trim();
	if (password) reason = reason.split(password).join('***');
	const what = isDatabaseUnavailable(error)
		? 'cannot reach the database'
		: 'cannot open the database';
	return `Start failed: ${what} at ${where} (${reason}).`;
}
