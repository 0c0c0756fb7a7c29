/** SPEC §9 'progress bar throttle 200 ms, duration 5000 ms, tick 100 ms, hidden 500 ms after finishing'. */
export const PROGRESS_TIMING = {
	throttleMs: 200,
	durationMs: 5000,
	tickMs: 100,
	hideAfterMs: 500,
	/** A navigation the page cannot see end (stop button, a download, 204) fails after this. */
	stalledAfterMs: 20_000,
} as const;

/** The bar's highest share by itself: only finishing fills it. */
const CEILING = 0.95;

/**
 * The bar's filled share after `elapsedMs`: rises quickly, reaches about 90 % at the nominal
 * duration and then creeps towards 95 % without ever getting there.
 */
export function progressAt(elapsedMs: number): number {
	return CEILING * (1 - Math.exp((-3 * elapsedMs) / PROGRESS_TIMING.durationMs));
}

/** What the controller draws on: the bar in the page, or a fake in tests. */
export interface ProgressView {
	/** Shows the bar at `fraction` (0–1), without animating from an earlier state. */
	show(fraction: number): void;
	set(fraction: number): void;
	/** Fills the bar (done) or marks it failed, where it stands. */
	finish(failed: boolean): void;
	hide(): void;
}

/** The progress of a page navigation or a slow fetch. */
export interface Progress {
	/** Starts it (no-op while running); the bar shows only if it is not done within the throttle. */
	start(): void;
	/** Fills the bar and hides it shortly after. */
	done(): void;
	/** Marks the bar failed and hides it shortly after. */
	fail(): void;
	/** Hides the bar at once, e.g. for a page restored from the back/forward cache. */
	reset(): void;
}

/** A progress controller drawing on `view`, timed by the SPEC §9 constants. */
export function createProgress(view: ProgressView, now: () => number = Date.now): Progress {
	let timer: ReturnType<typeof setTimeout> | undefined;
	let startedAt = 0;
	let running = false;
	let visible = false;

	const tick = (): void => {
		const elapsed = now() - startedAt;
		if (elapsed >= PROGRESS_TIMING.stalledAfterMs) {
			finish(true);
			return;
		}
		if (visible) view.set(progressAt(elapsed));
		else view.show(progressAt(elapsed));
		visible = true;
		timer = setTimeout(tick, PROGRESS_TIMING.tickMs);
	};
	const hide = (): void => {
		clearTimeout(timer);
		visible = false;
		view.hide();
	};
	const finish = (failed: boolean): void => {
		if (!running) return;
		running = false;
		clearTimeout(timer);
		if (!visible) return;
		view.finish(failed);
		timer = setTimeout(hide, PROGRESS_TIMING.hideAfterMs);
	};

	return {
		start() {
			if (running) return;
			clearTimeout(timer);
			running = true;
			startedAt = now();
			// A bar still finishing from the last run starts over at once, without a gap.
			if (visible) {
				visible = false;
				tick();
			} else timer = setTimeout(tick, PROGRESS_TIMING.throttleMs);
		},
		done: () => finish(false),
		fail: () => finish(true),
		reset() {
			running = false;
			hide();
		},
	};
}
