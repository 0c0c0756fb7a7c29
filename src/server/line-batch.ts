/** Where batches of lines go: a stream, a sonic-boom destination, a test's array. */
export type LineDestination = { write(chunk: string): unknown };

/**
 * Characters gathered before they are written at once: a pipe's whole buffer. 16 KB cost a
 * prebuilt answer 0.003 ms more CPU (0.032 vs 0.029 ms, wrk, stdout a pipe).
 */
export const BATCH_CHARS = 64 * 1024;
/** Longest a gathered line waits to be written. */
export const FLUSH_MS = 100;

/**
 * Gathers lines and hands them to a destination in batches: at once when `BATCH_CHARS` are
 * waiting, else `FLUSH_MS` after the first. Under load a write (a thread-pool round trip for an
 * async stdout) per line cost more than the request it logged; now it is one per ~350 lines.
 * `flush()` writes what waits; `take()` hands it over instead (for a synchronous write at exit).
 */
export class LineBatch {
	readonly #destination: LineDestination;
	#pending = '';
	#timer: NodeJS.Timeout | null = null;

	constructor(destination: LineDestination) {
		this.#destination = destination;
	}

	/** Adds `line` (with its own line break). */
	push(line: string): void {
		this.#pending += line;
		if (this.#pending.length >= BATCH_CHARS) this.flush();
		else if (this.#timer === null) {
			this.#timer = setTimeout(() => this.flush(), FLUSH_MS);
			// A waiting line never keeps the process alive; the exit hook flushes it.
			this.#timer.unref();
		}
	}

	/** Writes what is waiting now. */
	flush(): void {
		const chunk = this.take();
		if (chunk !== '') this.#destination.write(chunk);
	}

	/** What is waiting ('' for nothing), no longer waiting. */
	take(): string {
		if (this.#timer !== null) {
			clearTimeout(this.#timer);
			this.#timer = null;
		}
		const chunk = this.#pending;
		this.#pending = '';
		return chunk;
	}
}
