import { expect, test } from '@playwright/test';
import type { Locale } from '../../src/lib/contract/index.ts';
import { containsPhrase, languageMarkers } from '../support/language-markers.ts';
import { declineConsent } from './consent.ts';
import { LOCALES, PAGE_TYPES, pathFor, SITES, sitemapPaths } from './page-types.ts';
import { pageTexts } from './page-texts.ts';

/**
 * No language leaks: every page type of both deployments shows, in English, none of the phrases
 * that mark German (from the translation files, date names, site configurations and demo content;
 * see `tests/support/language-markers.ts`), and in German none that mark English. Text the visitor
 * reads or hears counts: text nodes (hidden ones too: menus, dialogs), the page title and the
 * alt, title, aria-label and placeholder attributes. These are the pages the run's servers answer,
 * most of them prerendered by the build (page-look.spec.ts checks the same on pages rendered on
 * demand at a fixed date).
 */

const markers = languageMarkers(new Date());

const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

for (const [site, origin] of SITES) {
	test.describe(`${site}: one language per page`, () => {
		for (const [name, type] of Object.entries(PAGE_TYPES)) {
			test(name, async ({ page, request }) => {
				await declineConsent(page.context(), origin);
				const known = await sitemapPaths(request, origin);
				for (const locale of LOCALES) {
					const path = pathFor(type, locale, known);
					expect(path, `${name} (${locale}) has an example in the sitemap`).toBeDefined();
					await page.goto(`${origin}${path ?? ''}`);
					// Islands (event list, overlays) render their texts after load.
					await page.waitForLoadState('networkidle');
					const text = await pageTexts(page);
					const leaks = markers[other(locale)].filter((phrase) => containsPhrase(text, phrase));
					expect(leaks, `${other(locale)} phrases on ${path ?? ''}`).toEqual([]);
				}
			});
		}
	});
}
