import { LRUCache } from 'lru-cache';

/** Milliseconds of work a bucket earns per second, and the most it may hold (a burst). */
export type BucketRule = { msPerSecond: number; burstMs: number };

export type CpuBudgetOptions = {
	/** What one client (an address group) may spend. */
	client: BucketRule;
	/** What all clients together may spend: the share of the process the work may take. */
	total: BucketRule;
	/** The most clients remembered (the least recent are forgotten: they start afresh). */
	maxClients: number;
	/** The most one request is charged (a first request that waited for an index build). */
	maxChargeMs: number;
	now?: () => number;
};

/** Why a request must wait: its client spent its share, or all clients spent theirs. */
export type Refusal = { scope: 'client' | 'total'; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/**
 * Token buckets of milliseconds of work (e.g. search), one per client and one for all: a request
 * may start while both hold some, and is charged what it took afterwards. A client's flood
 * therefore gets its own share and no more, and many clients together at most the total share,
 * so the work never takes the whole process from the answers that need none.
 */
export class CpuBudget {
	readonly #options: CpuBudgetOptions;
	readonly #now: () => number;
	readonly #clients: LRUCache<string, Bucket>;
	readonly #total: Bucket;

	constructor(options: CpuBudgetOptions) {
		this.#options = options;
		this.#now = options.now ?? (() => performance.now());
		this.#clients = new LRUCache({ max: options.maxClients });
		this.#total = { tokens: options.total.burstMs, at: this.#now() };
	}

	/**
	 * Null when a request of `client` may start now (`null` client: one made in-process, which
	 * only the total counts), else whose share ran out and when to try again.
	 */
	check(client: string | null): Refusal | null {
		const now = this.#now();
		const total = this.#refilled(this.#total, this.#options.total, now);
		if (client !== null) {
			const own = this.#clientBucket(client, now);
			if (own.tokens <= 0) return this.#refusal('client', own, this.#options.client);
		}
		if (total.tokens <= 0) return this.#refusal('total', total, this.#options.total);
		return null;
	}

	/** Charges `ms` of work to `client` (if any) and to the total. */
	spend(client: string | null, ms: number): void {
		const charge = Math.min(Math.max(ms, 0), this.#options.maxChargeMs);
		const now = this.#now();
		this.#charge(
			this.#refilled(this.#total, this.#options.total, now),
			this.#options.total,
			charge,
		);
		if (client !== null)
			this.#charge(this.#clientBucket(client, now), this.#options.client, charge);
	}

	#clientBucket(client: string, now: number): Bucket {
		let bucket = this.#clients.get(client);
		if (bucket === undefined) {
			bucket = { tokens: this.#options.client.burstMs, at: now };
			this.#clients.set(client, bucket);
		}
		return this.#refilled(bucket, this.#options.client, now);
	}

	#refilled(bucket: Bucket, rule: BucketRule, now: number): Bucket {
		const earned = ((now - bucket.at) / 1000) * rule.msPerSecond;
		bucket.tokens = Math.min(rule.burstMs, bucket.tokens + Math.max(earned, 0));
		bucket.at = now;
		return bucket;
	}

	// A debt is kept up to one burst: the bigger the spender, the longer it waits.
	#charge(bucket: Bucket, rule: BucketRule, ms: number): void {
		bucket.tokens = Math.max(-rule.burstMs, bucket.tokens - ms);
	}

	#refusal(scope: Refusal['scope'], bucket: Bucket, rule: BucketRule): Refusal {
		const seconds = Math.ceil((1 - bucket.tokens) / rule.msPerSecond);
		return { scope, retryAfterSeconds: Math.max(1, seconds) };
	}
}

/**
 * The share of the process that searching may take: a quarter of a core per client address
 * (a visitor's searches take a few milliseconds each), half a core for all of them together.
 */
export const SEARCH_BUDGET: CpuBudgetOptions = {
	client: { msPerSecond: 250, burstMs: 1000 },
	total: { msPerSecond: 500, burstMs: 2000 },
	maxClients: 10_000,
	maxChargeMs: 250,
};
