import { describe, expect, it } from 'vitest';
import { eventListHref, toEventListDate } from '../../../src/components/blocks/event-list-query.ts';

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
});
