import { describe, expect, it } from 'vitest';
import {
	matchRedirect,
	overlayRedirect,
	requestedVersion,
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

	it('reads the version staff ask for, telling a bad one apart from none', () => {
		expect(requestedVersion(new URL('http://x/de/agb?v=12'))).toBe(12);
		expect(requestedVersion(new URL('http://x/de/agb?version_id=3'))).toBe(3);
		expect(requestedVersion(new URL('http://x/de/agb'))).toBeNull();
		for (const bad of ['0', '-1', 'abc', '1e3', '', '99999999999']) {
			expect(requestedVersion(new URL(`http://x/de/agb?v=${bad}`)), bad).toBe('invalid');
		}
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
