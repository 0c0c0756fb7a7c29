import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { chunkToBuffer } from './response-chunks.ts';

/** One answer kept: what the renderer sent, without the headers the server sets per request. */
export type CachedAnswer = {
	status: number;
	headers: OutgoingHttpHeaders;
	body: Buffer;
	storedAt: number;
};

export type RenderCacheOptions = {
	/** How long an answer is served as it is (ms). */
	freshMs: number;
	/** How much longer it may be served while one request renders it anew (ms). */
	staleMs: number;
	/** The most body bytes kept in all (the oldest answers go first). */
	maxBytes: number;
	/** The most answers kept (the oldest go first). */
	maxEntries: number;
	now?: () => number;
};

export const RENDER_CACHE_DEFAULTS: Required<Omit<RenderCacheOptions, 'now'>> = {
	freshMs: 1000,
	staleMs: 10_000,
	// A second's renders at the soak's fastest (~140 a second, 20–50 KB each) fit about twice; more
	// only keeps answers nobody asks for again (the 10 s stale window serves hot pages, re-stored
	// every second), each a malloc'd body the allocator cannot hand back while it lives: at 32 MB
	// the soak's server held 23 MB of bodies and ~30 MB more RSS for the same hit rate.
	maxBytes: 8 * 1024 * 1024,
	maxEntries: 2000,
};

/** Headers the server sets for each request itself (or that belong to one connection). */
const PER_REQUEST = new Set([
	'x-request-id',
	'strict-transport-security',
	'set-cookie',
	'date',
	'connection',
	'keep-alive',
	'transfer-encoding',
]);

/** True when an answer may be kept for every anonymous visitor: a 200 without cookies or no-store. */
function isShareable(status: number, headers: OutgoingHttpHeaders): boolean {
	const cacheControl = String(headers['cache-control'] ?? '');
	return (
		status === 200 && headers['set-cookie'] === undefined && !/no-store|private/.test(cacheControl)
	);
}

/**
 * Calls `done` once with what `res` sent (status, headers as sent, body), or with null when the
 * answer was cut off. Everything still goes to the client as it is written.
 */
function recordAnswer(res: ServerResponse, done: (answer: CachedAnswer | null) => void): void {
	const write = res.write.bind(res);
	const end = res.end.bind(res);
	const chunks: Buffer[] = [];
	let finished = false;
	const finish = (answer: CachedAnswer | null) => {
		if (finished) return;
		finished = true;
		done(answer);
	};
	res.write = ((chunk: unknown, ...rest: unknown[]) => {
		if (chunk !== undefined && chunk !== null) chunks.push(chunkToBuffer(chunk, rest[0]));
		return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
	}) as typeof res.write;
	res.end = ((chunk?: unknown, ...rest: unknown[]) => {
		if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
			chunks.push(chunkToBuffer(chunk, rest[0]));
		}
		const result = (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
		finish({
			status: res.statusCode,
			headers: res.getHeaders(),
			body: Buffer.concat(chunks),
			storedAt: 0,
		});
		return result;
	}) as typeof res.end;
	res.once('close', () => finish(null));
}

/** Sends a kept answer; the per-request headers already set on `res` stay as they are. */
function replay(res: ServerResponse, answer: CachedAnswer, ageMs: number): void {
	for (const [name, value] of Object.entries(answer.headers)) {
		if (value !== undefined && !PER_REQUEST.has(name)) res.setHeader(name, value);
	}
	res.setHeader('Age', String(Math.floor(ageMs / 1000)));
	res.setHeader('X-Render-Cache', 'hit');
	res.writeHead(answer.status);
	res.end(res.req?.method === 'HEAD' ? undefined : answer.body);
}

/**
 * A short cache of page answers for anonymous visitors, inside one server process:
 * an answer is served as it is for `freshMs`, then for up to `staleMs` more to everyone but one
 * request, which renders it anew (so only that one waits for the renderer). Requests for a page
 * no answer is kept of yet wait for the one render under way instead of starting their own.
 * `clear()` forgets everything (on every content change, so an edit shows at once).
 * Only for requests the caller has judged shared (see shared-page-request.ts); answers are kept
 * only when they are a 200 without Set-Cookie, no-store or private.
 */
export class RenderCache {
	readonly #entries = new Map<string, CachedAnswer>();
	readonly #pending = new Map<string, Promise<CachedAnswer | null>>();
	readonly #options: Required<RenderCacheOptions>;
	#bytes = 0;
	#generation = 0;

	constructor(options: Partial<RenderCacheOptions> = {}) {
		this.#options = { now: Date.now, ...RENDER_CACHE_DEFAULTS, ...options };
	}

	/** Answers from the cache, after the render under way, or by `render()` (then kept). */
	handle(key: string, res: ServerResponse, render: () => void): void {
		const now = this.#options.now();
		const entry = this.#entries.get(key);
		const age = entry ? now - entry.storedAt : Infinity;
		const pending = this.#pending.get(key);
		if (entry && (age < this.#options.freshMs || pending)) {
			if (age < this.#options.freshMs + this.#options.staleMs) {
				replay(res, entry, age);
				return;
			}
		}
		if (pending) {
			void pending.then((answer) => {
				if (answer && !res.headersSent) replay(res, answer, this.#options.now() - answer.storedAt);
				else render();
			});
			return;
		}
		const generation = this.#generation;
		let settle: (answer: CachedAnswer | null) => void = () => {};
		this.#pending.set(key, new Promise((resolve) => (settle = resolve)));
		recordAnswer(res, (answer) => {
			this.#pending.delete(key);
			// Kept only when shareable, and not when content changed while it rendered.
			const keep = answer && isShareable(answer.status, answer.headers) ? answer : null;
			if (keep && generation === this.#generation) {
				keep.storedAt = this.#options.now();
				this.#store(key, keep);
			}
			settle(keep);
		});
		render();
	}

	/** Forgets every kept answer (content changed). */
	clear(): void {
		this.#entries.clear();
		this.#bytes = 0;
		this.#generation += 1;
	}

	/** How many answers are kept (for tests and health). */
	get size(): number {
		return this.#entries.size;
	}

	#store(key: string, answer: CachedAnswer): void {
		const old = this.#entries.get(key);
		if (old) this.#bytes -= old.body.length;
		this.#entries.delete(key);
		if (answer.body.length > this.#options.maxBytes) return;
		this.#entries.set(key, answer);
		this.#bytes += answer.body.length;
		// Insertion order is storage order: the oldest first, dropped when over budget or expired.
		const expired = answer.storedAt - this.#options.freshMs - this.#options.staleMs;
		for (const [oldest, kept] of this.#entries) {
			const full =
				this.#bytes > this.#options.maxBytes || this.#entries.size > this.#options.maxEntries;
			if (!full && kept.storedAt > expired) break;
			this.#entries.delete(oldest);
			this.#bytes -= kept.body.length;
		}
	}
}
