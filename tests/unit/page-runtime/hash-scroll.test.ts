import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HASH_SCROLL, lookForTarget } from '../../../src/islands/page-runtime/hash-scroll.ts';

beforeEach(() => {
	vi.useFakeTimers();
});
afterEach(() => {
	vi.useRealTimers();
});

describe('lookForTarget', () => {
	it('waits 1000 ms before the first look', () => {
		const find = vi.fn(() => 'target');
		const found = vi.fn();
		lookForTarget(find, found);
		vi.advanceTimersByTime(999);
		expect(find).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(found).toHaveBeenCalledExactlyOnceWith('target');
	});

	it('looks again every 250 ms until the target appears, then stops', () => {
		let present = false;
		const find = vi.fn(() => (present ? 'late section' : null));
		const found = vi.fn();
		lookForTarget(find, found);
		vi.advanceTimersByTime(1000 + 3 * 250);
		expect(find).toHaveBeenCalledTimes(4);
		expect(found).not.toHaveBeenCalled();
		present = true;
		vi.advanceTimersByTime(250);
		expect(found).toHaveBeenCalledExactlyOnceWith('late section');
		vi.advanceTimersByTime(10_000);
		expect(find).toHaveBeenCalledTimes(5);
	});

	it('gives up after 100 looks', () => {
		const find = vi.fn(() => null);
		const found = vi.fn();
		lookForTarget(find, found);
		vi.advanceTimersByTime(HASH_SCROLL.waitMs + 99 * HASH_SCROLL.retryMs);
		expect(find).toHaveBeenCalledTimes(100);
		vi.advanceTimersByTime(60_000);
		expect(find).toHaveBeenCalledTimes(100);
		expect(found).not.toHaveBeenCalled();
	});

	it('stops looking when cancelled, e.g. because the visitor scrolled first', () => {
		const find = vi.fn(() => null);
		const cancel = lookForTarget(find, vi.fn());
		vi.advanceTimersByTime(1250);
		cancel();
		vi.advanceTimersByTime(10_000);
		expect(find).toHaveBeenCalledTimes(2);
	});
});
