import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The consent library's stylesheet, as cookie-consent-theme.css imports it. */
export const CONSENT_LIBRARY_CSS = 'vanilla-cookieconsent/dist/cookieconsent.css';

const THEME_CSS = '/src/islands/consent/cookie-consent-theme.css';

/**
 * The library's stylesheet with its defaults (~50 `--cc-*` custom properties) declared on the
 * banner's root, `#cc-main`, instead of `:root`: every rule of the library that reads them sits
 * inside `#cc-main`, and on `:root` they made every element of the page inherit new properties
 * the moment the sheet applied, a restyle of the whole page (545 elements on an event page) while
 * the banner opens. The theme's own `#cc-main` values follow and still win.
 */
export function scopeConsentDefaults(css: string): string {
	const scoped = css.replace(/(^|\})\s*:root\s*\{/g, '$1#cc-main{');
	if (scoped === css)
		throw new Error(`${CONSENT_LIBRARY_CSS}: no :root rule to scope (did the library change?)`);
	return scoped;
}

/**
 * Vite plugin: loads src/islands/consent/cookie-consent-theme.css with the library's stylesheet
 * in place of its `@import`, scoped by scopeConsentDefaults (Vite inlines an `@import` without
 * passing the imported file through plugins, so the theme file is where it can be changed).
 */
export function scopedConsentStyles(): Plugin {
	const require = createRequire(import.meta.url);
	return {
		name: 'venue:scoped-consent-styles',
		enforce: 'pre',
		load: {
			// Rolldown calls into JavaScript only for this file, not for every module of three builds.
			filter: { id: /cookie-consent-theme\.css(?:\?|$)/ },
			handler(id) {
				const [file = '', query = ''] = id.split('?');
				// `?url` answers with the asset's address; Vite compiles the sheet under another id.
				if (!file.endsWith(THEME_CSS) || new URLSearchParams(query).has('url')) return null;
				const theme = readFileSync(file, 'utf8');
				const library = scopeConsentDefaults(
					readFileSync(require.resolve(CONSENT_LIBRARY_CSS), 'utf8'),
				);
				const inlined = theme.replace(`@import '${CONSENT_LIBRARY_CSS}';`, () => library);
				if (inlined === theme)
					throw new Error(`${THEME_CSS}: no @import '${CONSENT_LIBRARY_CSS}' to replace`);
				return inlined;
			},
		},
	};
}
