import { afterEach, describe, expect, it, vi } from 'vitest';
import {
	afterLeadImage,
	LEAD_IMAGE_WAIT_MS,
} from '../../../src/islands/page-runtime/lead-image.ts';

/** A page for afterLeadImage: its lead image (or none), frames and tasks the test steps through. */
function page(lead: { decode: () => Promise<void> } | null, now = 0) {
	const steps: (() => void)[] = [];
	const timers: { callback: () => void; ms: number }[] = [];
	vi.stubGlobal('document', { querySelector: () => lead });
	vi.stubGlobal('performance', { now: () => now });
	vi.stubGlobal('requestAnimationFrame', (callback: () => void) => steps.push(callback));
	vi.stubGlobal('setTimeout', (callback: () => void, ms = 0) =>
		ms > 0 ? timers.push({ callback, ms }) : steps.push(callback),
	);
	return { next: () => steps.shift()?.(), timers };
}

afterEach(() => {
	vi.unstubAllGlobals();
});

describe('afterLeadImage', () => {
	it('waits for the task after the frame that paints the decoded lead image, and calls once', async () => {
		let settle = (): void => undefined;
		const lead = { decode: () => new Promise<void>((resolve) => (settle = resolve)) };
		const { next, timers } = page(lead);
		const then = vi.fn();
		afterLeadImage(then);
		expect(then).not.toHaveBeenCalled();
		settle();
		await Promise.resolve();
		await Promise.resolve();
		next(); // the frame that paints it
		expect(then).not.toHaveBeenCalled();
		next();
		expect(then).toHaveBeenCalledTimes(1);
		timers[0]!.callback(); // the cap, later
		expect(then).toHaveBeenCalledTimes(1);
	});

	it('goes after the next frame on a page without a lead image', () => {
		const { next } = page(null);
		const then = vi.fn();
		afterLeadImage(then);
		next();
		next();
		expect(then).toHaveBeenCalledTimes(1);
	});

	it('waits at most until the cap after the navigation started', () => {
		const { timers } = page({ decode: () => new Promise<void>(() => undefined) }, 1000);
		const then = vi.fn();
		afterLeadImage(then);
		expect(timers.map((timer) => timer.ms)).toEqual([LEAD_IMAGE_WAIT_MS - 1000]);
		timers[0]!.callback();
		expect(then).toHaveBeenCalledTimes(1);
	});
});
