import { describe, expect, it } from 'vitest';
import {
	cacheKey,
	EVENTS_API_QUERY_KEYS,
	PAGE_QUERY_KEYS,
	SEARCH_API_QUERY_KEYS,
} from '../../../src/server/cache-key.ts';

const key = (target: string, keys = PAGE_QUERY_KEYS) => cacheKey(new URL(target, 'http://x'), keys);

describe('cacheKey', () => {
	it('ignores parameters no page reads: tracking tags and made-up ones', () => {
		expect(key('/de?utm_source=x&fbclid=y&gclid=z&x=123')).toBe('/de');
		expect(key('/de/events?x=1')).toBe(key('/de/events?x=2'));
	});

	it('keeps what the event list, productions, search and forms read, in one order', () => {
		expect(key('/de/events?utm_medium=a&type=konzert&date=01-12-2026&page=2')).toBe(
			'/de/events?date=01-12-2026&page=2&type=konzert',
		);
		expect(key('/de/events?page=2&date=01-12-2026')).toBe(key('/de/events?date=01-12-2026&page=2'));
		expect(key('/de/search?q=Bach&ref=nav')).toBe('/de/search?q=Bach');
		expect(key('/de/produktionen?season=3&exhibition_type=4&tag=5')).toBe(
			'/de/produktionen?exhibition_type=4&season=3&tag=5',
		);
		expect(key('/de/formular/x?sent=1')).toBe('/de/formular/x?sent=1');
		// The footer's 'report a barrier' link prefills the page: no visitor may get another's.
		expect(key('/de/formular/x/603?utm_source=a&page_url=/de/besuch')).toBe(
			'/de/formular/x/603?page_url=%2Fde%2Fbesuch',
		);
	});

	it('keeps repeated values apart (a page refuses them, the cache must not merge them)', () => {
		expect(key('/de/events?tag=1&tag=2')).not.toBe(key('/de/events?tag=1'));
	});

	it('keys autocomplete on its text alone, whatever else a caller appends', () => {
		expect(key('/de/api/search/autocomplete/?x=1&query=porz', SEARCH_API_QUERY_KEYS)).toBe(
			'/de/api/search/autocomplete/?query=porz',
		);
	});

	it('keys the events API on the parameters of its contract', () => {
		expect(key('/de/api/events/?page=1&x=9&page_size=10', EVENTS_API_QUERY_KEYS)).toBe(
			'/de/api/events/?page=1&page_size=10',
		);
		expect(EVENTS_API_QUERY_KEYS.has('date_to')).toBe(true);
	});
});
