import { writeSync } from 'node:fs';

/** How long bytes a full pipe refused wait before they are offered again. */
export const RETRY_MS = 10;

/** A write the destination cannot take now (a full non-blocking pipe). */
const isBusy = (error: unknown) => {
	const code = (error as NodeJS.ErrnoException).code;
	return code === 'EAGAIN' || code === 'EWOULDBLOCK';
};

/**
 * Writes chunks to a file descriptor (stdout) from the main thread, in order, never waiting: a
 * full pipe (non-blocking once Node has opened stdout) takes what it can, a copy of the rest is
 * offered again `RETRY_MS` later, and later chunks queue behind it. One `write` per batch of log
 * lines costs less than handing the batch to a thread as sonic-boom did (a copy, a thread-pool
 * round trip, a 100 ms pause on a full pipe). A destination gone for good (EPIPE, EBADF) drops
 * what follows: nobody reads it. `flushSync` writes what waits, waiting if it must (at exit).
 */
export class FdWriter {
	readonly #fd: number;
	/** Copies of what waits, oldest first. */
	readonly #waiting: Uint8Array[] = [];
	#timer: NodeJS.Timeout | null = null;
	#closed = false;

	constructor(fd: number) {
		this.#fd = fd;
	}

	/** Bytes waiting for the destination to take them. */
	get waitingBytes(): number {
		return this.#waiting.reduce((sum, chunk) => sum + chunk.length, 0);
	}

	/** Writes `chunk` now, keeping a copy of what the destination did not take. */
	write(chunk: Uint8Array): void {
		if (this.#closed || chunk.length === 0) return;
		if (this.#waiting.length > 0) {
			this.#waiting.push(Buffer.from(chunk));
			return;
		}
		const written = this.#writeSome(chunk);
		if (written < chunk.length && !this.#closed) {
			this.#waiting.push(Buffer.from(chunk.subarray(written)));
			this.#retryLater();
		}
	}

	/** Writes what waits, pausing for a full pipe (for at most `limitMs`). */
	flushSync(limitMs = 2000): void {
		if (this.#timer !== null) clearTimeout(this.#timer);
		this.#timer = null;
		const deadline = Date.now() + limitMs;
		const pause = new Int32Array(new SharedArrayBuffer(4));
		while (this.#waiting.length > 0 && Date.now() < deadline) {
			if (!this.#writeWaiting()) Atomics.wait(pause, 0, 0, 1);
		}
	}

	#retryLater(): void {
		if (this.#timer !== null) return;
		this.#timer = setTimeout(() => {
			this.#timer = null;
			while (this.#waiting.length > 0) {
				if (!this.#writeWaiting()) {
					this.#retryLater();
					return;
				}
			}
		}, RETRY_MS);
		// Waiting bytes never keep the process alive: the exit hook writes them.
		this.#timer.unref();
	}

	/** One write of the oldest waiting chunk: false when the destination took nothing. */
	#writeWaiting(): boolean {
		const first = this.#waiting[0]!;
		const written = this.#writeSome(first);
		if (written >= first.length) this.#waiting.shift();
		else this.#waiting[0] = first.subarray(written);
		return written > 0;
	}

	/** Bytes of `chunk` the destination took (0 when busy; when gone, it is closed). */
	#writeSome(chunk: Uint8Array): number {
		try {
			return writeSync(this.#fd, chunk);
		} catch (error) {
			if (!isBusy(error)) {
				this.#closed = true;
				this.#waiting.length = 0;
			}
			return 0;
		}
	}
}
