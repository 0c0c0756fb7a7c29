import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scopeConsentDefaults, scopedConsentStyles } from '../../../src/build/consent-styles.ts';

const THEME = fileURLToPath(
	new URL('../../../src/islands/consent/cookie-consent-theme.css', import.meta.url),
);

/** The sheet the plugin gives Vite for `id`, or null where it leaves Vite's own loading alone. */
function load(id: string): string | null {
	const hook = scopedConsentStyles().load as {
		filter: { id: RegExp };
		handler: (id: string) => string | null;
	};
	// As Vite does: the handler only for the ids the filter lets through.
	return hook.filter.id.test(id) ? hook.handler(id) : null;
}

describe('the consent banner styles', () => {
	it("declare the library's defaults on the banner, so no element outside it restyles when they apply", () => {
		const sheet = load(`${THEME}?transform-only`)!;
		expect(sheet).not.toMatch(/:root\s*\{/);
		expect(sheet).not.toContain('@import');
		// The library's defaults first, the theme's values after them (same selector: the later wins).
		const defaults = sheet.indexOf('#cc-main{--cc-font-family:');
		const theme = sheet.indexOf('--cc-font-family: var(--font-text)');
		expect(defaults).toBeGreaterThanOrEqual(0);
		expect(theme).toBeGreaterThan(defaults);
		// Everything else of the library is kept.
		expect(sheet).toContain('.show--consent #cc-main');
	});

	it("leave the theme's address (`?url`) and other files to Vite", () => {
		expect(load(`${THEME}?url`)).toBeNull();
		expect(load('/work/elsewhere/other.css')).toBeNull();
		expect(readFileSync(THEME, 'utf8')).toContain(
			"@import 'vanilla-cookieconsent/dist/cookieconsent.css';",
		);
	});

	it('refuse a library sheet without :root defaults rather than ship it unscoped', () => {
		expect(scopeConsentDefaults('a{b:c}:root{--x:1}')).toBe('a{b:c}#cc-main{--x:1}');
		expect(() => scopeConsentDefaults('#cc-main{--x:1}')).toThrow(/no :root rule/);
	});
});
