import { describe, expect, it } from 'vitest';
import de from '../../../src/lib/i18n/de.json' with { type: 'json' };
import en from '../../../src/lib/i18n/en.json' with { type: 'json' };
import { getT } from '../../../src/lib/i18n/index.ts';

describe('translations', () => {
	it('has the same keys in German and English', () => {
		expect(Object.keys(en).sort()).toEqual(Object.keys(de).sort());
	});

	it('has no empty strings and only flat dotted keys', () => {
		for (const [key, value] of [...Object.entries(de), ...Object.entries(en)]) {
			// Segments may carry underscores: API filter names, and i18next plural suffixes (_one, _other).
			expect(key, key).toMatch(/^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/);
			expect(String(value).trim(), key).not.toBe('');
		}
	});

	it('translates per locale from one instance', () => {
		expect(getT('de')('nav.home')).toBe('Startseite');
		expect(getT('en')('nav.home')).toBe('Home');
	});
});
