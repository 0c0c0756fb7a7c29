import type { ServerResponse } from 'node:http';
import pLimit, { type LimitFunction } from 'p-limit';

/** How many renders run at once, and how many more may wait for one. */
export type RenderLimitOptions = { concurrency: number; queue: number; retryAfterSeconds: number };

export const RENDER_LIMIT_DEFAULTS: RenderLimitOptions = {
	// Rendering is CPU work on one thread: more at once only makes each slower.
	concurrency: 2,
	queue: 16,
	retryAfterSeconds: 2,
};

/**
 * Caps the on-demand renders of one server process (Astro's handler, uncached back-end reads), so
 * that a flood of uncached requests cannot starve the answers that need no render (prebuilt files,
 * the render cache): `concurrency` run at once, `queue` more wait their turn, and any beyond
 * that are answered 503 with Retry-After at once. A render holds its slot until its answer is
 * finished or its client has gone; a waiting request whose client has gone is dropped.
 */
export class RenderLimit {
	readonly #limit: LimitFunction;
	readonly #options: RenderLimitOptions;

	constructor(options: RenderLimitOptions = RENDER_LIMIT_DEFAULTS) {
		this.#options = options;
		this.#limit = pLimit(options.concurrency);
	}

	/** Runs `render` (which answers `res`) when a slot is free, or answers 503 when too many wait. */
	run(res: ServerResponse, render: () => void): void {
		if (this.#limit.pendingCount >= this.#options.queue) {
			res.writeHead(503, {
				'Retry-After': String(this.#options.retryAfterSeconds),
				'Cache-Control': 'no-store',
				'Content-Type': 'text/plain; charset=utf-8',
			});
			res.end('Too many requests at once: please try again in a moment.\n');
			return;
		}
		void this.#limit(
			() =>
				new Promise<void>((resolve) => {
					if (res.destroyed || res.writableEnded) {
						resolve();
						return;
					}
					res.once('close', () => resolve());
					render();
				}),
		).catch(() => {
			// The renderer threw before answering: a 500 (reported like any), not a dead process.
			if (!res.headersSent) res.writeHead(500, { 'Cache-Control': 'no-store' });
			res.end();
		});
	}

	/** Renders running now, and requests waiting for a slot (for tests). */
	get active(): number {
		return this.#limit.activeCount;
	}
	get waiting(): number {
		return this.#limit.pendingCount;
	}
}
