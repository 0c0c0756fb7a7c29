import { Worker } from 'node:worker_threads';
import { pruneCompressCache } from './compress-cache.ts';
import type { CompressJob, CompressResult, CompressWorkerData } from './compress-job.ts';

/** A disallowed inline script found in a page. */
export type DisallowedScript = { file: string; hash: string };

/**
 * Worker threads that compress files of the build (`compress-worker.ts`) while the main thread
 * goes on rendering, so a build uses every core. Jobs are handed to the least busy worker.
 */
export class CompressPool {
	readonly #workers: { worker: Worker; busy: number }[];
	readonly #pending = new Map<number, { file: string; withBody: boolean }>();
	readonly #waiters: { ready: () => boolean; resolve: () => void }[] = [];
	readonly #maxBodies: number;
	readonly #cacheDir: string | undefined;
	#bodies = 0;
	#nextId = 0;
	/** Files sent so far. */
	readonly submitted = new Set<string>();
	/** Inline scripts the CSP does not allow, found in the pages compressed so far. */
	readonly disallowed: DisallowedScript[] = [];
	/** Files that could not be compressed, with the reason. */
	readonly errors: string[] = [];

	/**
	 * @param size workers to start (at least one)
	 * @param maxBodies pages sent with their bytes and not yet written before `room()` makes the
	 *   caller wait: bounds the memory of pages waiting for a worker
	 * @param cacheDir folder where the assets' copies are kept for the next build (compress-cache.ts)
	 */
	constructor(size: number, maxBodies = 32, cacheDir?: string) {
		this.#maxBodies = maxBodies;
		this.#cacheDir = cacheDir;
		const url = new URL('./compress-worker.ts', import.meta.url);
		const workerData: CompressWorkerData = { cacheDir };
		this.#workers = Array.from({ length: Math.max(1, size) }, () => {
			const entry = { worker: new Worker(url, { workerData }), busy: 0 };
			entry.worker.on('message', (result: CompressResult) => {
				entry.busy -= 1;
				this.#settle(result);
			});
			entry.worker.on('error', (error: Error) => {
				this.errors.push(`compress worker: ${error.message}`);
				for (const id of [...this.#pending.keys()]) this.#settle({ id, disallowed: [] });
			});
			return entry;
		});
	}

	/** How many workers compress. */
	get size(): number {
		return this.#workers.length;
	}

	/**
	 * Compresses `file`, from `body` (its bytes) when they are at hand, else read from disk. Jobs go
	 * to the worker with the fewest waiting, or to worker `lane` (long jobs kept to one worker, so
	 * pages go to the others).
	 */
	submit(file: string, body?: Uint8Array, lane?: number): void {
		this.submitted.add(file);
		const id = this.#nextId++;
		const job: CompressJob = { id, file, body };
		const target =
			(lane === undefined ? undefined : this.#workers[lane % this.#workers.length]) ??
			this.#workers.reduce((a, b) => (b.busy < a.busy ? b : a));
		target.busy += 1;
		this.#pending.set(id, { file, withBody: body !== undefined });
		if (body !== undefined) this.#bodies += 1;
		target.worker.postMessage(job);
	}

	/** Resolves once fewer than `maxBodies` pages sent with their bytes wait for a worker. */
	room(): Promise<void> {
		return this.#when(() => this.#bodies < this.#maxBodies);
	}

	/** Resolves once every submitted file is written (or failed). */
	drained(): Promise<void> {
		return this.#when(() => this.#pending.size === 0);
	}

	/** Stops the workers, and removes the cache's entries no build has used for long. */
	async close(): Promise<void> {
		await Promise.all(this.#workers.map(({ worker }) => worker.terminate()));
		if (this.#cacheDir !== undefined) pruneCompressCache(this.#cacheDir);
	}

	#when(ready: () => boolean): Promise<void> {
		if (ready()) return Promise.resolve();
		return new Promise((resolve) => this.#waiters.push({ ready, resolve }));
	}

	#settle(result: CompressResult): void {
		const job = this.#pending.get(result.id);
		if (!job) return;
		this.#pending.delete(result.id);
		if (job.withBody) this.#bodies -= 1;
		for (const hash of result.disallowed) this.disallowed.push({ file: job.file, hash });
		if (result.error !== undefined) this.errors.push(`${job.file}: ${result.error}`);
		for (const waiter of this.#waiters.filter(({ ready }) => ready())) {
			this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
			waiter.resolve();
		}
	}
}
