type SchedulerWithYield = { yield?: () => Promise<void> };

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of
 * start-up work instead of running them as one long task. `scheduler.yield()` where the browser
 * has it (the continuation keeps its place ahead of other queued tasks), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
	if (typeof scheduler?.yield === 'function') return scheduler.yield();
	return new Promise((resolve) => setTimeout(resolve, 0));
}
