import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	createProgress,
	progressAt,
	type ProgressView,
} from '../../../src/islands/page-runtime/progress-controller.ts';

/** A view that records what a visitor would see: hidden, running at some width, done or failed. */
function fakeBar() {
	const bar = { state: 'hidden', fraction: 0 };
	const view: ProgressView = {
		show: (fraction) => Object.assign(bar, { state: 'running', fraction }),
		set: (fraction) => Object.assign(bar, { fraction }),
		finish: (failed) =>
			Object.assign(bar, failed ? { state: 'failed' } : { state: 'done', fraction: 1 }),
		hide: () => Object.assign(bar, { state: 'hidden' }),
	};
	return { bar, progress: createProgress(view) };
}

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('progressAt', () => {
	it('reaches about 90 % after the nominal 5 s and never 100 % by itself', () => {
		expect(progressAt(0)).toBe(0);
		expect(progressAt(5000)).toBeGreaterThan(0.85);
		expect(progressAt(5000)).toBeLessThan(0.92);
		expect(progressAt(60_000)).toBeLessThan(1);
		expect(progressAt(2000)).toBeGreaterThan(progressAt(1000));
	});
});

describe('the progress bar', () => {
	it('stays hidden for a navigation that ends within 200 ms', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(190);
		expect(bar.state).toBe('hidden');
		progress.done();
		vi.advanceTimersByTime(2000);
		expect(bar.state).toBe('hidden');
	});

	it('shows after 200 ms and grows every 100 ms without filling up', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(200);
		expect(bar.state).toBe('running');
		const early = bar.fraction;
		vi.advanceTimersByTime(100);
		expect(bar.fraction).toBeGreaterThan(early);
		vi.advanceTimersByTime(4700);
		expect(bar.fraction).toBeGreaterThan(0.85);
		expect(bar.fraction).toBeLessThan(1);
	});

	it('fills when done and hides 500 ms later', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(1000);
		progress.done();
		expect(bar).toEqual({ state: 'done', fraction: 1 });
		vi.advanceTimersByTime(499);
		expect(bar.state).toBe('done');
		vi.advanceTimersByTime(1);
		expect(bar.state).toBe('hidden');
	});

	it('shows a failure where it stands and hides it 500 ms later', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(600);
		const reached = bar.fraction;
		progress.fail();
		expect(bar).toEqual({ state: 'failed', fraction: reached });
		vi.advanceTimersByTime(500);
		expect(bar.state).toBe('hidden');
	});

	it('fails a navigation that never ends after 20 s', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(19_900);
		expect(bar.state).toBe('running');
		vi.advanceTimersByTime(200);
		expect(bar.state).toBe('failed');
	});

	it('ignores done and fail when nothing runs, and a second start while running', () => {
		const { bar, progress } = fakeBar();
		progress.done();
		progress.fail();
		expect(bar.state).toBe('hidden');
		progress.start();
		vi.advanceTimersByTime(1000);
		const reached = bar.fraction;
		progress.start();
		vi.advanceTimersByTime(100);
		expect(bar.fraction).toBeGreaterThan(reached);
	});

	it('vanishes at once on reset and starts afresh afterwards', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(1000);
		progress.reset();
		expect(bar.state).toBe('hidden');
		vi.advanceTimersByTime(1000);
		expect(bar.state).toBe('hidden');
		progress.start();
		vi.advanceTimersByTime(199);
		expect(bar.state).toBe('hidden');
		vi.advanceTimersByTime(1);
		expect(bar.state).toBe('running');
	});

	it('restarts at once when started again while the last run is still finishing', () => {
		const { bar, progress } = fakeBar();
		progress.start();
		vi.advanceTimersByTime(1000);
		progress.done();
		progress.start();
		expect(bar.state).toBe('running');
		expect(bar.fraction).toBeLessThan(0.1);
		vi.advanceTimersByTime(1000);
		expect(bar.state).toBe('running');
	});
});
