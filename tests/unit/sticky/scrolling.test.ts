import { describe, expect, it } from 'vitest';
import { anchorScrollTop } from '../../../src/islands/sticky-navigation/anchor-scroll.ts';
import {
	currentSectionIndex,
	readingLine,
} from '../../../src/islands/sticky-navigation/current-section.ts';

describe('scrolling to an in-page anchor (SPEC §9: offset 130 px)', () => {
	it('puts the target 130 px below the top of the window', () => {
		// Target 900 px down the window while the page is scrolled by 1200: it lands at 1970.
		expect(anchorScrollTop(900, 1200)).toBe(1970);
		// A target above the window scrolls back up.
		expect(anchorScrollTop(-400, 1200)).toBe(670);
	});

	it('never scrolls above the page', () => {
		expect(anchorScrollTop(40, 0)).toBe(0);
	});
});

describe('the section being read', () => {
	const line = 132;

	it('is none while the first section is still below the line', () => {
		expect(currentSectionIndex([400, 1200, 2000], line)).toBe(-1);
	});

	it('is the last section whose top has passed the line', () => {
		expect(currentSectionIndex([-300, 90, 800], line)).toBe(1);
		expect(currentSectionIndex([-3000, -1800, -200], line)).toBe(2);
	});

	it('counts a section scrolled exactly to the anchor offset as reached', () => {
		expect(currentSectionIndex([-500, 130, 900], line)).toBe(1);
	});

	it('skips sections that are not on the page', () => {
		expect(currentSectionIndex([-500, Infinity, 100], line)).toBe(2);
	});
});

describe('the reading line', () => {
	it('lies a third down the window, where a visitor reads', () => {
		expect(readingLine(900, 130)).toBe(300);
		expect(readingLine(812, 130)).toBeCloseTo(270.67);
	});

	it('never lies above a section a link has just scrolled to the anchor offset', () => {
		expect(readingLine(300, 130)).toBe(132);
		expect(currentSectionIndex([-400, 130, 700], readingLine(300, 130))).toBe(1);
	});
});
