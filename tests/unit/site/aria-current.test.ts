import { describe, expect, it } from 'vitest';
import { ariaCurrentFor } from '../../../src/components/layout/navigation.ts';

/** A menu link's URL, the page shown, and the aria-current the link gets. */
const CASES: [string, string, 'page' | 'true' | undefined][] = [
	// The page itself, with or without trailing slashes.
	['/de/besuch', '/de/besuch', 'page'],
	['/de/besuch/', '/de/besuch', 'page'],
	['/de/besuch', '/de/besuch//', 'page'],
	['/', '/', 'page'],
	// An ancestor section, never the locale root.
	['/de/besuch', '/de/besuch/anfahrt', 'true'],
	['/de/besuch/', '/de/besuch/anfahrt/', 'true'],
	['/de', '/de/besuch', undefined],
	['/de/', '/de/besuch', undefined],
	// Nothing else, a sibling sharing a prefix included.
	['/de/besuch', '/de/besucher', undefined],
	['/de/besuch/anfahrt', '/de/besuch', undefined],
	['/en/visit', '/de/besuch', undefined],
];

describe('aria-current of a menu link', () => {
	it.each(CASES)('%s on %s: %s', (url, current, expected) => {
		expect(ariaCurrentFor(url, current)).toBe(expected);
	});
});
