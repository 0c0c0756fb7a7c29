import { writeSync } from 'node:fs';

/** How long bytes a full pipe refused wait before they are offered again. */
export const RETRY_MS = 10;

/**
 * Most bytes kept for a destination that does not read (~100,000 request lines): beyond, new
 * chunks are dropped, so a stuck log reader cannot grow the server's memory without end.
 */
export const MAX_WAITING_BYTES = 16 * 1024 * 1024;

/** The line written once the destination reads again after chunks were dropped. */
export const droppedNotice = (bytes: number, now = new Date()) =>
	`{"level":"warn","time":"${now.toISOString()}","msg":"log lines dropped: ${bytes} bytes while the output was not read"}\n`;

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
 * round trip, a 100 ms pause on a full pipe). At most `maxWaitingBytes` wait: a chunk beyond is
 * dropped whole (chunks are whole lines, so no line is cut), and once the destination has taken
 * what waited, one line (`droppedNotice`) says how many bytes were lost. A destination gone for
 * good (EPIPE, EBADF) drops what follows: nobody reads it. `flushSync` writes what waits, waiting
 * if it must (at exit).
 */
export class FdWriter {
	readonly #fd: number;
	readonly #maxWaitingBytes: number;
	/** Copies of what waits, oldest first. */
	readonly #waiting: Uint8Array[] = [];
	#waitingBytes = 0;
	#droppedBytes = 0;
	#timer: NodeJS.Timeout | null = null;
	#closed = false;

	constructor(fd: number, maxWaitingBytes = MAX_WAITING_BYTES) {
		this.#fd = fd;
		this.#maxWaitingBytes = maxWaitingBytes;
	}

	/** Bytes waiting for the destination to take them. */
	get waitingBytes(): number {
		return this.#waitingBytes;
	}

	/** Writes `chunk` now, keeping a copy of what the destination did not take. */
	write(chunk: Uint8Array): void {
		if (this.#closed || chunk.length === 0) return;
		if (this.#waiting.length > 0) {
			this.#keep(chunk);
			return;
		}
		const written = this.#writeSome(chunk);
		if (written < chunk.length && !this.#closed) {
			this.#keep(chunk.subarray(written));
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

	/** Keeps a copy of `bytes` to write later, or drops them when too much waits already. */
	#keep(bytes: Uint8Array): void {
		if (this.#waitingBytes + bytes.length > this.#maxWaitingBytes) {
			this.#droppedBytes += bytes.length;
			return;
		}
		this.#waiting.push(Buffer.from(bytes));
		this.#waitingBytes += bytes.length;
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

	/**
	 * One write of the oldest waiting chunk: false when the destination took nothing. When that
	 * emptied the queue after drops, the notice of them is queued (written next).
	 */
	#writeWaiting(): boolean {
		const first = this.#waiting[0]!;
		const written = this.#writeSome(first);
		this.#waitingBytes -= Math.min(written, first.length);
		if (written >= first.length) this.#waiting.shift();
		else this.#waiting[0] = first.subarray(written);
		if (this.#waiting.length === 0 && this.#droppedBytes > 0 && !this.#closed) {
			const notice = Buffer.from(droppedNotice(this.#droppedBytes));
			this.#droppedBytes = 0;
			this.#waiting.push(notice);
			this.#waitingBytes += notice.length;
		}
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
				this.#waitingBytes = 0;
			}
			return 0;
		}
	}
}
