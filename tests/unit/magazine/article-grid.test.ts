import { describe, expect, it } from 'vitest';
import { wideCardCount } from '../../../src/views/magazine/article-grid.ts';

describe('magazine grid rows', () => {
	it('sets leading cards two to a row so the rest fill rows of three', () => {
		for (let total = 3; total <= 30; total += 1) {
			const wide = wideCardCount(total);
			expect(wide % 2, `total ${total}`).toBe(0);
			expect((total - wide) % 3, `total ${total}`).toBe(0);
		}
	});

	it('uses as few two-up cards as possible', () => {
		expect(wideCardCount(9)).toBe(0);
		expect(wideCardCount(8)).toBe(2);
		expect(wideCardCount(7)).toBe(4);
		expect(wideCardCount(4)).toBe(4);
	});

	it('sets one or two cards large', () => {
		expect(wideCardCount(0)).toBe(0);
		expect(wideCardCount(1)).toBe(1);
		expect(wideCardCount(2)).toBe(2);
	});
});
