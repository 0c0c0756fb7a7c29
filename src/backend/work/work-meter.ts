import { AsyncLocalStorage } from 'node:async_hooks';

/** The milliseconds of measured work done for one request so far; `open` while inside one. */
type Tally = { ms: number; open: boolean };

const current = new AsyncLocalStorage<Tally>();

/**
 * Runs `task` and returns what it returned with the milliseconds spent inside `measured` calls
 * on its behalf (not the time it waited, which other requests may have used).
 */
export async function withWorkMeter<T>(task: () => Promise<T>): Promise<{ result: T; ms: number }> {
	const tally: Tally = { ms: 0, open: false };
	const result = await current.run(tally, task);
	return { result, ms: tally.ms };
}

/**
 * Runs the synchronous `work`, adding the time it takes to the measured request (if any); work
 * measured inside it counts once.
 */
export function measured<T>(work: () => T): T {
	const tally = current.getStore();
	if (tally === undefined || tally.open) return work();
	const started = performance.now();
	tally.open = true;
	try {
		return work();
	} finally {
		tally.open = false;
		tally.ms += performance.now() - started;
	}
}
