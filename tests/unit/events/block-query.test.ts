import { describe, expect, it } from 'vitest';
import {
	blockBounds,
	eventListHref,
	toEventListDate,
} from '../../../src/lib/events/block-query.ts';

describe('toEventListDate', () => {
	it('turns yyyy-mm-dd into dd-mm-yyyy', () => {
		expect(toEventListDate('2026-12-01')).toBe('01-12-2026');
	});

	it('rejects anything else', () => {
		expect(toEventListDate(null)).toBeNull();
		expect(toEventListDate('01.12.2026')).toBeNull();
		expect(toEventListDate('2026-12-01T10:00:00Z')).toBeNull();
	});
});

describe('eventListHref', () => {
	it('links the events page with date and tag', () => {
		expect(eventListHref('de', { date_from: '2026-12-01', tag: 7 })).toBe(
			'/de/events?date=01-12-2026&tag=7',
		);
	});

	it('leaves out what the block does not set', () => {
		expect(eventListHref('en', { date_from: null, tag: null })).toBe('/en/events');
		expect(eventListHref('en', { date_from: null, tag: 3 })).toBe('/en/events?tag=3');
	});

	it('leaves out a start day that is not after today, so the events page starts today', () => {
		const block = { date_from: '2026-12-01', tag: 7 };
		expect(eventListHref('de', block, '2026-12-05')).toBe('/de/events?tag=7');
		expect(eventListHref('de', block, '2026-12-01')).toBe('/de/events?tag=7');
		expect(eventListHref('de', block, '2026-11-30')).toBe('/de/events?date=01-12-2026&tag=7');
	});
});

describe('blockBounds', () => {
	it("is the block's start, end and tag", () => {
		expect(blockBounds({ date_from: '2026-12-01', date_to: '2026-12-31', tag: 7 })).toEqual({
			from: '2026-12-01',
			to: '2026-12-31',
			tag: 7,
		});
		expect(blockBounds({ date_from: null, tag: null })).toEqual({
			from: null,
			to: null,
			tag: null,
		});
	});
});
