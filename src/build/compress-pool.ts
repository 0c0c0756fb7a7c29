import { Worker } from 'node:worker_threads';
import { pruneCompressCache } from './compress-cache.ts';
import type {
	CompressCacheDirs,
	CompressJob,
	CompressResult,
	CompressWorkerData,
	HeadRewriteSource,
	PageRewritten,
} from './compress-job.ts';

/** A disallowed inline script found in a page. */
export type DisallowedScript = { file: string; hash: string };

/**
 * Worker threads that compress files of the build (`compress-worker.ts`) while the main thread
 * goes on rendering, so a build uses every core. Jobs are handed to the least busy worker.
 */
export class CompressPool {
	readonly #workers: { worker: Worker; busy: number }[];
	readonly #pending = new Map<
		number,
		{
			file: string;
			withBody: boolean;
			rewritten?: PromiseWithResolvers<Uint8Array<ArrayBuffer>> | undefined;
		}
	>();
	readonly #waiters: { ready: () => boolean; resolve: () => void }[] = [];
	readonly #maxBodies: number;
	readonly #cache: CompressCacheDirs | undefined;
	readonly #started = Date.now();
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
	 * @param cache folders where copies are kept for the next build (compress-job.ts)
	 * @param headRewrite the head rewrite of the pages sent to `rewrite` (compress-job.ts)
	 */
	constructor(
		size: number,
		maxBodies = 32,
		cache?: CompressCacheDirs,
		headRewrite?: HeadRewriteSource,
	) {
		this.#maxBodies = maxBodies;
		this.#cache = cache;
		const url = new URL('./compress-worker.ts', import.meta.url);
		const workerData: CompressWorkerData = { cache, headRewrite };
		this.#workers = Array.from({ length: Math.max(1, size) }, () => {
			const entry = { worker: new Worker(url, { workerData }), busy: 0 };
			entry.worker.on('message', (message: CompressResult | PageRewritten) => {
				if ('page' in message) {
					this.#pending.get(message.id)?.rewritten?.resolve(message.page);
					return;
				}
				entry.busy -= 1;
				this.#settle(message);
			});
			entry.worker.on('error', (error: Error) => {
				this.errors.push(`compress worker: ${error.message}`);
				for (const id of [...this.#pending.keys()]) this.#settle({ id, disallowed: [] });
			});
			// Until its first job a worker does not keep the process alive: a pool started early
			// (precompress.ts) never holds up the exit of a build that failed before using it.
			entry.worker.unref();
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
		this.#send({ id: this.#nextId++, file, body }, lane);
	}

	/**
	 * Compresses page `file` once a worker has rewritten its head (the pool's `headRewrite`; the
	 * page as it is without one) from `body`, which is moved to the worker (unusable here
	 * afterwards) when it is the only view of its memory; resolves to the page's new bytes, what
	 * the build writes. The worker rewrites before it compresses what it was sent earlier, so
	 * the renderer gets the page back within one file's compressing. Rejects when the worker fails.
	 */
	rewrite(file: string, body: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
		const rewritten = Promise.withResolvers<Uint8Array<ArrayBuffer>>();
		this.#send({ id: this.#nextId++, file, body, rewriteHead: true }, undefined, rewritten);
		return rewritten.promise;
	}

	#send(
		job: CompressJob,
		lane?: number,
		rewritten?: PromiseWithResolvers<Uint8Array<ArrayBuffer>>,
	): void {
		const { id, file, body } = job;
		this.submitted.add(file);
		const target =
			(lane === undefined ? undefined : this.#workers[lane % this.#workers.length]) ??
			this.#workers.reduce((a, b) => (b.busy < a.busy ? b : a));
		target.busy += 1;
		target.worker.ref();
		this.#pending.set(id, { file, withBody: body !== undefined, rewritten });
		if (body !== undefined) this.#bodies += 1;
		const movable =
			rewritten !== undefined &&
			body?.buffer instanceof ArrayBuffer &&
			body.byteOffset === 0 &&
			body.byteLength === body.buffer.byteLength;
		target.worker.postMessage(job, movable ? [body.buffer] : []);
	}

	/** Resolves once fewer than `maxBodies` pages sent with their bytes wait for a worker. */
	room(): Promise<void> {
		return this.#when(() => this.#bodies < this.#maxBodies);
	}

	/** Resolves once every submitted file is written (or failed). */
	drained(): Promise<void> {
		return this.#when(() => this.#pending.size === 0);
	}

	/**
	 * Stops the workers, and removes the assets' cache entries no build has used for long and the
	 * pages' entries this pool's build has not used.
	 */
	async close(): Promise<void> {
		await Promise.all(this.#workers.map(({ worker }) => worker.terminate()));
		if (this.#cache === undefined) return;
		pruneCompressCache(this.#cache.assets);
		// A margin for file systems that keep modification times to the second.
		const sinceStart = Date.now() - this.#started + 2000;
		if (this.#cache.pages !== undefined) pruneCompressCache(this.#cache.pages, sinceStart);
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
		// Answered already when it was rewritten; else the job failed before.
		job.rewritten?.reject(new Error(`${job.file}: ${result.error ?? 'not rewritten'}`));
		for (const hash of result.disallowed) this.disallowed.push({ file: job.file, hash });
		if (result.error !== undefined) this.errors.push(`${job.file}: ${result.error}`);
		for (const waiter of this.#waiters.filter(({ ready }) => ready())) {
			this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
			waiter.resolve();
		}
	}
}
