import { describe, expect, it } from 'vitest';
import { mayLoadTagManager, tagManagerUrl } from '../../../src/islands/consent/tag-manager.ts';

describe('tag manager consent', () => {
	it('loads only with an id and accepted tracking', () => {
		expect(mayLoadTagManager('GTM-1', ['required', 'tracking'])).toBe(true);
		expect(mayLoadTagManager('GTM-1', ['required', 'marketing', 'external-media'])).toBe(false);
		expect(mayLoadTagManager(undefined, ['required', 'tracking'])).toBe(false);
		expect(mayLoadTagManager('', ['tracking'])).toBe(false);
	});

	it('escapes the container id in the loader URL', () => {
		expect(tagManagerUrl('GTM-K4R7SQ2')).toBe(
			'https://www.googletagmanager.com/gtm.js?id=GTM-K4R7SQ2',
		);
		expect(tagManagerUrl('a&b')).toContain('id=a%26b');
	});
});
