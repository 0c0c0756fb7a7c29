import type { Context } from 'hono';
import type { Locale } from '../../lib/contract/index.ts';

export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
// Past this many tracked keys, a sweep drops those without a failure in the window.
const SWEEP_AT = 10_000;

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
 * `windowMs`, a key is locked until its oldest failure leaves the window. In memory: it holds for
 * one server process (the embedded back end) and starts empty after a restart.
 */
export class LoginThrottle {
	private readonly failures = new Map<string, number[]>();
	private readonly now: () => number;
	private readonly maxFailures: number;
	private readonly windowMs: number;

	constructor(now: () => number, maxFailures = LOGIN_MAX_FAILURES, windowMs = LOGIN_WINDOW_MS) {
		this.now = now;
		this.maxFailures = maxFailures;
		this.windowMs = windowMs;
	}

	private recent(key: string, at: number): number[] {
		const kept = (this.failures.get(key) ?? []).filter((time) => at - time < this.windowMs);
		if (kept.length > 0) this.failures.set(key, kept);
		else this.failures.delete(key);
		return kept;
	}

	/** Seconds until any of `keys` may try again; 0 when none is locked. */
	retryAfterSeconds(keys: readonly string[]): number {
		const at = this.now();
		let wait = 0;
		for (const key of keys) {
			const recent = this.recent(key, at);
			if (recent.length < this.maxFailures) continue;
			const oldest = recent[recent.length - this.maxFailures] ?? at;
			wait = Math.max(wait, Math.ceil((oldest + this.windowMs - at) / 1000));
		}
		return wait;
	}

	/** Counts a failed attempt against each of `keys`. */
	recordFailure(keys: readonly string[]): void {
		const at = this.now();
		if (this.failures.size > SWEEP_AT) {
			for (const key of [...this.failures.keys()]) this.recent(key, at);
		}
		for (const key of keys) this.failures.set(key, [...this.recent(key, at), at]);
	}

	/** Forgets the failures of `keys` (a successful login clears its username). */
	clear(keys: readonly string[]): void {
		for (const key of keys) this.failures.delete(key);
	}
}
