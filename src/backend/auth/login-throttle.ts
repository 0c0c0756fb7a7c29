import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import type { Locale } from '../../lib/contract/index.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;

/** The message of a refused login, with the minutes to wait. */
export function loginThrottledMessage(locale: Locale, retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return locale === 'de'
		? `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minute${minutes === 1 ? '' : 'n'} erneut.`
		: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The client's address: the first X-Forwarded-For entry, else the socket's remote address. */
export function clientAddress(c: Context): string {
	const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
	if (forwarded) return forwarded;
	const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
	return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The throttle's keys of one login attempt: its address and its (case-folded) username. */
export function loginKeys(address: string, username: string): string[] {
	const keys = [`ip:${address}`];
	const name = username.trim().toLowerCase();
	if (name) keys.push(`user:${name}`);
	return keys;
}

/**
 * Counts failed logins per key in a sliding window: after `maxFailures` failures within
 * `windowMs`, a key is locked until its oldest counted failure leaves the window. Kept in the
 * database, so every process on one data dir shares the count (several instances behind a load
 * balancer) and a restart does not reset it.
 */
export class LoginThrottle {
	private readonly db: DatabaseSync;
	private readonly now: () => number;
	private readonly maxFailures: number;
	private readonly windowMs: number;

	constructor(
		db: DatabaseSync,
		now: () => number,
		maxFailures = LOGIN_MAX_FAILURES,
		windowMs = LOGIN_WINDOW_MS,
	) {
		this.db = db;
		this.now = now;
		this.maxFailures = maxFailures;
		this.windowMs = windowMs;
	}

	/** Seconds until any of `keys` may try again; 0 when none is locked. */
	retryAfterSeconds(keys: readonly string[]): number {
		const at = this.now();
		const recent = this.db.prepare(
			'SELECT at FROM login_failures WHERE key = ? AND at > ? ORDER BY at DESC LIMIT ?',
		);
		let wait = 0;
		for (const key of keys) {
			const rows = recent.all(key, at - this.windowMs, this.maxFailures) as { at: number }[];
			if (rows.length < this.maxFailures) continue;
			const oldest = rows[rows.length - 1]?.at ?? at;
			wait = Math.max(wait, Math.ceil((oldest + this.windowMs - at) / 1000));
		}
		return wait;
	}

	/** Counts a failed attempt against each of `keys`, dropping failures older than the window. */
	recordFailure(keys: readonly string[]): void {
		const at = this.now();
		this.db.prepare('DELETE FROM login_failures WHERE at <= ?').run(at - this.windowMs);
		const insert = this.db.prepare('INSERT INTO login_failures (key, at) VALUES (?, ?)');
		for (const key of keys) insert.run(key, at);
	}

	/** Forgets the failures of `keys` (a successful login clears its username). */
	clear(keys: readonly string[]): void {
		const remove = this.db.prepare('DELETE FROM login_failures WHERE key = ?');
		for (const key of keys) remove.run(key);
	}
}
