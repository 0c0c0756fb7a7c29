import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import de from '../../../src/lib/i18n/de.json' with { type: 'json' };
import { getT } from '../../../src/lib/i18n/index.ts';

const DIR = new URL('../../../src/lib/i18n/', import.meta.url);

/** The namespaces: 'de.json' is the site's, 'de.<name>.json' one each beside it. */
const namespaces = readdirSync(DIR)
	.filter((file) => /^de(\.[a-z]+)?\.json$/.test(file))
	.map((file) => file.slice('de'.length));

function load(locale: string, namespace: string): unknown {
	return JSON.parse(readFileSync(new URL(`${locale}${namespace}`, DIR), 'utf8'));
}

/** Every string of a (nested) translation file by its dotted path. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
	if (typeof value !== 'object' || value === null) return new Map([[path, value]]);
	return new Map(
		Object.entries(value).flatMap(([key, inner]) => [
			...leaves(inner, path ? `${path}.${key}` : key),
		]),
	);
}

function placeholders(text: unknown): string[] {
	return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('translations', () => {
	it('finds the site and the island namespaces', () => {
		expect(namespaces).toEqual(expect.arrayContaining(['.json', '.editor.json', '.forms.json']));
	});

	describe.each(namespaces)('de%s and en%s', (namespace) => {
		const german = leaves(load('de', namespace));
		const english = leaves(load('en', namespace));

		it('have the same keys', () => {
			expect([...english.keys()].sort()).toEqual([...german.keys()].sort());
		});

		it('have the same placeholders per key', () => {
			for (const [key, text] of german) {
				// A singular may say 'one' instead of '{{count}}'.
				if (key.endsWith('_one')) continue;
				expect(placeholders(english.get(key)), key).toEqual(placeholders(text));
			}
		});

		it('have no empty strings and no single-brace placeholders', () => {
			for (const [key, text] of [...german, ...english]) {
				expect(typeof text, key).toBe('string');
				expect(String(text).trim(), key).not.toBe('');
				expect(String(text).replace(/\{\{\s*\w+\s*\}\}/g, ''), key).not.toMatch(/\{\w+\}/);
			}
		});
	});

	it('keeps the site keys flat and dotted', () => {
		for (const key of Object.keys(de)) {
			// Segments may carry underscores: API filter names, and i18next plural suffixes (_one, _other).
			expect(key, key).toMatch(/^[a-z][a-zA-Z0-9_]*(\.[a-zA-Z0-9_]+)+$/);
		}
	});

	it('translates per locale from one instance', () => {
		expect(getT('de')('nav.home')).toBe('Startseite');
		expect(getT('en')('nav.home')).toBe('Home');
	});

	it('answers a key asked again (kept) like the first time, and still interpolates', () => {
		const t = getT('en');
		expect([t('nav.home'), t('nav.home'), getT('en')('nav.home')]).toEqual([
			'Home',
			'Home',
			'Home',
		]);
		expect(getT('de')('nav.home')).toBe('Startseite');
		const key = Object.keys(de).find((name) =>
			/\{\{\s*\w+\s*\}\}/.test(de[name as keyof typeof de]),
		);
		const name = /\{\{\s*(\w+)\s*\}\}/.exec(de[key as keyof typeof de])![1]!;
		const first = getT('de')(key as keyof typeof de, { [name]: 'EINS' });
		expect(first).toContain('EINS');
		expect(getT('de')(key as keyof typeof de, { [name]: 'ZWEI' })).toContain('ZWEI');
		// A key the resources lack answers itself, asked once or twice.
		const missing = 'no.such.key' as keyof typeof de;
		expect([t(missing), t(missing)]).toEqual(['no.such.key', 'no.such.key']);
	});

	it('answers options kept from an earlier ask by their values, per locale', () => {
		const copyright = (locale: 'de' | 'en', year: number, site: string) =>
			getT(locale)('footer.copyright', { year, site });
		expect(copyright('de', 2026, 'Schloss')).toBe('© 2026 Schloss');
		expect(copyright('de', 2026, 'Schloss')).toBe('© 2026 Schloss');
		expect(copyright('de', 2027, 'Schloss')).toBe('© 2027 Schloss');
		expect(copyright('de', 2026, 'Burg')).toBe('© 2026 Burg');
		expect(getT('en')('magazine.readingTime', { count: 5 })).toBe('5 min read');
		expect(getT('de')('magazine.readingTime', { count: 5 })).toBe('5 Min. Lesezeit');
		const articles = (count: number) => getT('de')('magazine.articleCount', { count });
		expect([articles(1), articles(2), articles(1)]).toEqual([
			'1 Beitrag',
			'2 Beiträge',
			'1 Beitrag',
		]);
		// Options that are not plain values are never kept: each ask interpolates anew.
		const site = { toString: () => 'Erst' };
		expect(getT('de')('footer.copyright', { year: 1, site })).toBe('© 1 Erst');
		site.toString = () => 'Dann';
		expect(getT('de')('footer.copyright', { year: 1, site })).toBe('© 1 Dann');
	});
});
