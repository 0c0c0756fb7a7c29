import type { DatabaseSync } from 'node:sqlite';
import ipaddr from 'ipaddr.js';
import { transaction } from '../db/database.ts';

/**
 * The login policy. Every attempt is counted before its password is checked; each key counts in a
 * fixed window.
 * - per account and address: 10 tries in 15 minutes, then 429 (a guesser at one address);
 * - per address, over all accounts: 50 tries in 15 minutes, then 429 (one address trying many
 *   accounts); IPv6 addresses count per /64, the block one subscriber usually holds;
 * - per account, from addresses it has not logged in from in the last 90 days: 50 tries in 15
 *   minutes, then one try every 30 seconds (a guesser spread over many addresses is slowed, but
 *   cannot lock the account: its owner at a known address is never counted here).
 * A successful login forgets its account-and-address count and refunds its try to the others.
 */
export const LOGIN_POLICY = {
	windowMs: 15 * 60 * 1000,
	perAccountAndAddress: 10,
	perAddress: 50,
	perAccountFromNewAddresses: 50,
	slowIntervalMs: 30 * 1000,
	knownAddressMs: 90 * 24 * 60 * 60 * 1000,
} as const;

/** One login attempt: the client's address and the username it tries. */
export type LoginAttempt = { address: string; username: string };

/** The outcome of `reserve`: go ahead and check the password, or wait. */
export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Rule = { key: string; limit: number; windowMs: number };
type Counter = { windowStart: number; count: number };

/** The address a limit counts: IPv4 as it is, IPv6 by its /64 (IPv4-mapped as IPv4). */
export function addressGroup(address: string): string {
	if (!ipaddr.isValid(address)) return address;
	const parsed = ipaddr.process(address);
	if (parsed.kind() === 'ipv4') return parsed.toString();
	const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
	return `${parts.map((part) => part.toString(16)).join(':')}::/64`;
}

function accountName(username: string): string {
	return username.trim().toLowerCase().slice(0, 150);
}

/**
 * Login counters in the database (table `login_limits`), so every process on one data dir shares
 * them and a restart resets none. `reserve` checks and counts in one immediate transaction: of any
 * number of concurrent attempts, no more pass than the limits allow.
 */
export class LoginLimit {
	private readonly db: DatabaseSync;
	private readonly now: () => number;

	constructor(db: DatabaseSync, now: () => number) {
		this.db = db;
		this.now = now;
	}

	/** Counts `attempt` and answers whether its password may be checked. */
	reserve(attempt: LoginAttempt): Reservation {
		return transaction(this.db, () => {
			const at = this.now();
			this.db
				.prepare('DELETE FROM login_limits WHERE window_start <= ?')
				.run(at - LOGIN_POLICY.windowMs);
			const rules = this.rulesFor(attempt, at);
			let wait = 0;
			for (const rule of rules) {
				const counter = this.live(rule, at);
				if (counter && counter.count >= rule.limit) {
					wait = Math.max(wait, Math.ceil((counter.windowStart + rule.windowMs - at) / 1000));
				}
			}
			if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
			for (const rule of rules) this.count(rule, at);
			return { allowed: true };
		});
	}

	/**
	 * After a successful login: forgets the account's count at this address, refunds the try to the
	 * address and account counts (it was the owner's), and remembers the address as known.
	 */
	succeeded(attempt: LoginAttempt): void {
		const address = addressGroup(attempt.address);
		const account = accountName(attempt.username);
		transaction(this.db, () => {
			const at = this.now();
			this.db.prepare('DELETE FROM login_limits WHERE key = ?').run(`pair:${account}@${address}`);
			const refund = this.db.prepare(
				'UPDATE login_limits SET count = count - 1 WHERE key = ? AND count > 0',
			);
			refund.run(`address:${address}`);
			if (!this.isKnownAddress(account, address, at)) refund.run(`account:${account}`);
			this.db
				.prepare('DELETE FROM login_known_addresses WHERE last_success <= ?')
				.run(at - LOGIN_POLICY.knownAddressMs);
			this.db
				.prepare(
					`INSERT INTO login_known_addresses (account, address, last_success) VALUES (?, ?, ?)
					ON CONFLICT (account, address) DO UPDATE SET last_success = excluded.last_success`,
				)
				.run(account, address, at);
		});
	}

	private rulesFor(attempt: LoginAttempt, at: number): Rule[] {
		const { windowMs } = LOGIN_POLICY;
		const address = addressGroup(attempt.address);
		const rules: Rule[] = [{ key: `address:${address}`, limit: LOGIN_POLICY.perAddress, windowMs }];
		const account = accountName(attempt.username);
		if (!account) return rules;
		rules.push({
			key: `pair:${account}@${address}`,
			limit: LOGIN_POLICY.perAccountAndAddress,
			windowMs,
		});
		if (this.isKnownAddress(account, address, at)) return rules;
		const fromNew = {
			key: `account:${account}`,
			limit: LOGIN_POLICY.perAccountFromNewAddresses,
			windowMs,
		};
		const counter = this.live(fromNew, at);
		if (counter && counter.count >= fromNew.limit) {
			// Past the ceiling the account is slowed, not locked: one try per interval.
			rules.push({ key: `slow:${account}`, limit: 1, windowMs: LOGIN_POLICY.slowIntervalMs });
		} else {
			rules.push(fromNew);
		}
		return rules;
	}

	private isKnownAddress(account: string, address: string, at: number): boolean {
		const row = this.db
			.prepare(
				'SELECT 1 FROM login_known_addresses WHERE account = ? AND address = ? AND last_success > ?',
			)
			.get(account, address, at - LOGIN_POLICY.knownAddressMs);
		return row !== undefined;
	}

	/** The counter of `rule` when its window is still open. */
	private live(rule: Rule, at: number): Counter | undefined {
		const row = this.db
			.prepare('SELECT window_start, count FROM login_limits WHERE key = ?')
			.get(rule.key);
		if (!row) return undefined;
		const counter = { windowStart: Number(row['window_start']), count: Number(row['count']) };
		return counter.windowStart + rule.windowMs > at ? counter : undefined;
	}

	private count(rule: Rule, at: number): void {
		const counter = this.live(rule, at);
		this.db
			.prepare(
				`INSERT INTO login_limits (key, window_start, count) VALUES (?, ?, ?)
				ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = excluded.count`,
			)
			.run(rule.key, counter?.windowStart ?? at, (counter?.count ?? 0) + 1);
	}
}

/** The message of a refused login, with the time to wait. */
export function loginLimitedMessage(locale: 'de' | 'en', retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return locale === 'de'
		? `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minute${minutes === 1 ? '' : 'n'} erneut.`
		: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
