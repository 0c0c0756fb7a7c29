import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { addressGroup } from '../http/address-group.ts';

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

function accountName(username: string): string {
	return username.trim().toLowerCase().slice(0, 150);
}

/**
 * Login counters in the database (table `login_limits`), so every instance on one database shares
 * them and a restart resets none. `reserve` checks and counts in one transaction that first locks
 * the counter rows it reads (one upsert, keys in sorted order so that two attempts never wait for
 * each other in a circle): of any number of concurrent attempts on any number of instances, no
 * more pass than the limits allow.
 */
export class LoginLimit {
	private readonly db: Database;
	private readonly now: () => number;

	constructor(db: Database, now: () => number) {
		this.db = db;
		this.now = now;
	}

	/** Counts `attempt` and answers whether its password may be checked. */
	reserve(attempt: LoginAttempt): Promise<Reservation> {
		return this.db.transaction(async () => {
			const at = this.now();
			await this.forgetExpired(at);
			const address = addressGroup(attempt.address);
			const account = accountName(attempt.username);
			const known = account !== '' && (await this.isKnownAddress(account, address, at));
			const keys = [`address:${address}`];
			if (account) keys.push(`pair:${account}@${address}`);
			if (account && !known) keys.push(`account:${account}`, `slow:${account}`);
			const counters = await this.lock(keys, at);
			const rules = this.rulesFor(address, account, known, counters, at);
			let wait = 0;
			for (const rule of rules) {
				const counter = live(counters, rule, at);
				if (counter && counter.count >= rule.limit) {
					wait = Math.max(wait, Math.ceil((counter.windowStart + rule.windowMs - at) / 1000));
				}
			}
			if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
			for (const rule of rules) await this.count(rule, live(counters, rule, at), at);
			return { allowed: true };
		});
	}

	/**
	 * After a successful login: forgets the account's count at this address, refunds the try to the
	 * address and account counts (it was the owner's), and remembers the address as known.
	 */
	async succeeded(attempt: LoginAttempt): Promise<void> {
		const address = addressGroup(attempt.address);
		const account = accountName(attempt.username);
		const db = this.db;
		await db.transaction(async () => {
			const at = this.now();
			const refund = (key: string) =>
				db.run(sql`UPDATE login_limits SET count = count - 1 WHERE key = ${key} AND count > 0`);
			// Keys in sorted order ('account:' < 'address:' < 'pair:'), as `reserve` locks them.
			if (!(await this.isKnownAddress(account, address, at))) await refund(`account:${account}`);
			await refund(`address:${address}`);
			await db.run(sql`DELETE FROM login_limits WHERE key = ${`pair:${account}@${address}`}`);
			await db.run(
				sql`DELETE FROM login_known_addresses WHERE last_success <= ${at - LOGIN_POLICY.knownAddressMs}`,
			);
			await db.run(
				sql`INSERT INTO login_known_addresses (account, address, last_success)
					VALUES (${account}, ${address}, ${at})
					ON CONFLICT (account, address) DO UPDATE SET last_success = excluded.last_success`,
			);
		});
	}

	/** Deletes the counters whose window has closed (on PostgreSQL, those no attempt holds now). */
	private async forgetExpired(at: number): Promise<void> {
		const before = at - LOGIN_POLICY.windowMs;
		await this.db.run(
			this.db.engine === 'postgres'
				? sql`DELETE FROM login_limits WHERE key IN (
						SELECT key FROM login_limits WHERE window_start <= ${before} FOR UPDATE SKIP LOCKED)`
				: sql`DELETE FROM login_limits WHERE window_start <= ${before}`,
		);
	}

	/**
	 * Locks the counter rows of `keys` until the transaction ends (creating empty ones) and
	 * answers them: one statement, rows taken in key order. An update that changes nothing still
	 * takes the row's lock on PostgreSQL; SQLite's write transaction holds the whole file anyway.
	 */
	private async lock(keys: string[], at: number): Promise<Map<string, Counter>> {
		const rows = [...keys].sort().map((key) => sql`(${key}, ${at}, 0)`);
		const locked = await this.db.all(
			sql`INSERT INTO login_limits (key, window_start, count) VALUES ${sql.join(rows)}
				ON CONFLICT (key) DO UPDATE SET count = login_limits.count
				RETURNING key, window_start, count`,
		);
		return new Map(
			locked.map((row) => [
				String(row['key']),
				{ windowStart: Number(row['window_start']), count: Number(row['count']) },
			]),
		);
	}

	private rulesFor(
		address: string,
		account: string,
		known: boolean,
		counters: Map<string, Counter>,
		at: number,
	): Rule[] {
		const { windowMs } = LOGIN_POLICY;
		const rules: Rule[] = [{ key: `address:${address}`, limit: LOGIN_POLICY.perAddress, windowMs }];
		if (!account) return rules;
		rules.push({
			key: `pair:${account}@${address}`,
			limit: LOGIN_POLICY.perAccountAndAddress,
			windowMs,
		});
		if (known) return rules;
		const fromNew = {
			key: `account:${account}`,
			limit: LOGIN_POLICY.perAccountFromNewAddresses,
			windowMs,
		};
		const counter = live(counters, fromNew, at);
		if (counter && counter.count >= fromNew.limit) {
			// Past the ceiling the account is slowed, not locked: one try per interval.
			rules.push({ key: `slow:${account}`, limit: 1, windowMs: LOGIN_POLICY.slowIntervalMs });
		} else {
			rules.push(fromNew);
		}
		return rules;
	}

	private async isKnownAddress(account: string, address: string, at: number): Promise<boolean> {
		const row = await this.db.one(
			sql`SELECT 1 AS known FROM login_known_addresses
				WHERE account = ${account} AND address = ${address}
				AND last_success > ${at - LOGIN_POLICY.knownAddressMs}`,
		);
		return row !== undefined;
	}

	/** Counts one try of `rule`; a new window starts with it when the old one closed or held none. */
	private async count(rule: Rule, counter: Counter | undefined, at: number): Promise<void> {
		const open = counter && counter.count > 0 ? counter : undefined;
		await this.db.run(
			sql`UPDATE login_limits SET window_start = ${open?.windowStart ?? at},
				count = ${(open?.count ?? 0) + 1} WHERE key = ${rule.key}`,
		);
	}
}

/** The counter of `rule` when its window is still open. */
function live(counters: Map<string, Counter>, rule: Rule, at: number): Counter | undefined {
	const counter = counters.get(rule.key);
	return counter && counter.windowStart + rule.windowMs > at ? counter : undefined;
}

/** The message of a refused login, with the time to wait. */
export function loginLimitedMessage(locale: 'de' | 'en', retryAfterSeconds: number): string {
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
	return locale === 'de'
		? `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in ${minutes} Minute${minutes === 1 ? '' : 'n'} erneut.`
		: `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
