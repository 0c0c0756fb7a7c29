import { describe, expect, it } from 'vitest';
import {
	matchRedirect,
	overlayRedirect,
	versionRedirect,
} from '../../../src/lib/redirects/request-redirects.ts';

describe('request redirects', () => {
	it('sends overlay=true to the events list, keeping the other parameters', () => {
		expect(overlayRedirect(new URL('http://x/en/about?overlay=true&tag=3'), 'en')).toBe(
			'/en/events?tag=3',
		);
		expect(overlayRedirect(new URL('http://x/de/agb?overlay=false'), 'de')).toBeNull();
	});

	it('drops version parameters', () => {
		expect(versionRedirect(new URL('http://x/de/agb?v=4&a=1'))).toBe('/de/agb?a=1');
		expect(versionRedirect(new URL('http://x/de/agb?version_id=4'))).toBe('/de/agb');
		expect(versionRedirect(new URL('http://x/de/agb'))).toBeNull();
	});

	it('matches redirect pairs ignoring a trailing slash, never to itself', () => {
		const pairs = [
			{ old_path: '/de/ausstellungen', new_path: '/de/produktionen' },
			{ old_path: '/loop', new_path: '/loop/' },
		];
		expect(matchRedirect(pairs, '/de/ausstellungen/')).toBe('/de/produktionen');
		expect(matchRedirect(pairs, '/de/ausstellung')).toBeNull();
		expect(matchRedirect(pairs, '/loop')).toBeNull();
	});
});
