/**
 * A reservation that could not get its locks in time (or lost a deadlock or serialisation
 * conflict to another one): nothing was written, and the same request may simply be sent again.
 */
export class ReservationContended extends Error {
	constructor(options?: { cause?: unknown }) {
		super('The seats are busy: please try again in a moment', options);
		this.name = 'ReservationContended';
	}
}

/** PostgreSQL: lock_not_available (lock_timeout), deadlock_detected, serialization_failure. */
const RETRYABLE_SQLSTATES = new Set(['55P03', '40P01', '40001']);
/** SQLite: SQLITE_BUSY and SQLITE_LOCKED (the busy timeout ran out). */
const RETRYABLE_SQLITE_CODES = new Set([5, 6]);

/** Whether `error` is the database saying "try again": a lock wait that timed out, a deadlock. */
export function isContention(error: unknown): boolean {
	if (typeof error !== 'object' || error === null) return false;
	const { code, errcode } = error as { code?: unknown; errcode?: unknown };
	if (typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) return true;
	// node:sqlite reports the extended result code; its low byte is the primary one.
	return typeof errcode === 'number' && RETRYABLE_SQLITE_CODES.has(errcode & 0xff);
}

/** The lock timeout of a reservation: CART_LOCK_TIMEOUT_MS, else 3 s. */
export function lockTimeoutMs(): number {
	const configured = Number(process.env['CART_LOCK_TIMEOUT_MS']);
	return Number.isInteger(configured) && configured > 0 ? configured : 3000;
}
