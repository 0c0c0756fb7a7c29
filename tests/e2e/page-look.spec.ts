import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Locale } from '../../src/lib/contract/index.ts';
import { containsPhrase, languageMarkers } from '../support/language-markers.ts';
import { declineConsent } from './consent.ts';
import type { Started } from './fuzz/processes.ts';
import { pageTexts } from './page-texts.ts';
import { FIXED_NOW, startLookServers } from './page-look/servers.ts';
import { PAGE_TYPES, pathFor, sitemapPaths } from './page-types.ts';

/**
 * What every visitor sees, on every page type of both deployments (the example pages of
 * `page-types.ts`), with one page load per page type and width and two checks on each:
 *
 * - **One language per page.** An English page shows none of the phrases that mark German, and
 *   a German page none that mark English. The phrases are derived from the translation files,
 *   date names, site configurations and the demo content of both deployments
 *   (`tests/support/language-markers.ts`), never from a hand-kept list. Proper names are let
 *   through by one rule, not by page: a phrase marks its language only if it occurs in no text
 *   of the other language (so 'Stiftung Schloss Ravensau', a person's or a place's name, or a
 *   loan word the English content uses too, never counts). Text the visitor reads or hears
 *   counts: text nodes, hidden ones too, the title and alt, title, aria-label and placeholder.
 * - **The look.** The first screen, compared with a committed screenshot (and, on the CMS page,
 *   the whole footer), so a broken layout fails here instead of waiting to be seen. The castle is
 *   looked at in German at 375 px and in English at 1440 px, the region the other way round, so
 *   both languages and both widths are covered on each site.
 *
 * Deterministic: the spec starts both sites itself with their clock fixed at `FIXED_NOW` (demo
 * content seeded around it, every page rendered on demand; `page-look/servers.ts`), and the
 * browser's clock at the same moment; fonts are the site's own; motion is reduced and
 * animations stopped; demo pictures are one flat tone in their own proportions, so the test
 * judges where and how large they sit, not the picture generator. After an intended change of
 * the look, build both sites and renew the screenshots (README 'Tests'):
 *   E2E_DIST_ROOT=dist npx playwright test tests/e2e/page-look.spec.ts --update-snapshots
 */

/** A PNG of `ratio` ('3x2') in a warm grey: a content picture, in its own proportions. */
const pictures = new Map<string, Promise<Buffer>>();
function picture(ratio: string): Promise<Buffer> {
	const [width = 1, height = 1] = ratio.split('x').map(Number);
	const made =
		pictures.get(ratio) ??
		sharp({ create: { width, height, channels: 3, background: '#b9b3a6' } })
			.png()
			.toBuffer();
	pictures.set(ratio, made);
	return made;
}

/** The proportions a demo picture's URL names: `/media/demo/{motif}/{seed}/{ratio}/{width}.{ext}`. */
const DEMO_PICTURE = /\/media\/demo\/[^/]+\/[^/]+\/(\d+x\d+)\/\d+\.\w+$/;

/** Which language each deployment is looked at in, per width. */
const LOOKS = {
	castle: [
		{ width: 375, height: 812, locale: 'de' },
		{ width: 1440, height: 900, locale: 'en' },
	],
	region: [
		{ width: 375, height: 812, locale: 'en' },
		{ width: 1440, height: 900, locale: 'de' },
	],
} as const;

// Two busy cores may take a few seconds for two equal screenshots of a long page in a row.
// A broken layout moves far more than 1 % of the pixels; a Chromium update that smooths glyph edges
// a little differently must not fail the run.
const SHOT = {
	animations: 'disabled',
	caret: 'hide',
	scale: 'css',
	timeout: 20_000,
	maxDiffPixelRatio: 0.01,
} as const;

/**
 * What a screenshot leaves out: dates, which the pages that exist only prerendered (the magazine)
 * show as of the build's day.
 */
const unsteady = (page: Page) => ({ mask: [page.locator('time')] });

const markers = languageMarkers(new Date(FIXED_NOW));
const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

test.use({ reducedMotion: 'reduce' });
// Two page loads and up to three screenshots a test; far more than enough on two idle cores, and
// room for two busy ones.
// One worker for the whole file: it starts its two servers once (their ports are fixed).
test.describe.configure({ mode: 'default', timeout: 90_000 });

let servers: Started[] = [];
let origins: Record<keyof typeof LOOKS, string>;

test.beforeAll(async () => {
	// Two servers seeding their demo content on two busy cores.
	test.setTimeout(300_000);
	({ servers, origins } = await startLookServers());
});

test.afterAll(async () => {
	await Promise.all(servers.map((server) => server.stop()));
});

/** Waits until the page has settled: islands rendered, fonts and pictures in view loaded. */
async function settle(page: Page): Promise<void> {
	await page.waitForLoadState('networkidle');
	await page.evaluate(() => document.fonts.ready);
	await page.waitForFunction(() =>
		[...document.images].every((image) => {
			const box = image.getBoundingClientRect();
			const inView = box.bottom > 0 && box.top < innerHeight && box.width > 0;
			return image.complete || !inView;
		}),
	);
}

for (const site of Object.keys(LOOKS) as (keyof typeof LOOKS)[]) {
	test.describe(`${site}: what a visitor sees`, () => {
		for (const [name, type] of Object.entries(PAGE_TYPES)) {
			test(name, async ({ page, request }) => {
				const origin = origins[site];
				await page.clock.install({ time: new Date(FIXED_NOW) });
				await declineConsent(page.context(), origin, new Date(FIXED_NOW));
				await page.context().route('**/media/demo/**', async (route) => {
					const ratio = DEMO_PICTURE.exec(new URL(route.request().url()).pathname)?.[1];
					if (!ratio) return route.continue();
					return route.fulfill({ body: await picture(ratio), contentType: 'image/png' });
				});
				const known = await sitemapPaths(request, origin);
				for (const { width, height, locale } of LOOKS[site]) {
					const path = pathFor(type, locale, known);
					expect(path, `${name} (${locale}) has an example in the sitemap`).toBeDefined();
					await page.setViewportSize({ width, height });
					const response = await page.goto(`${origin}${path ?? ''}`);
					expect(response?.status(), path).toBe(name === 'not found' ? 404 : 200);
					await settle(page);

					const text = await pageTexts(page);
					const leaks = markers[other(locale)].filter((phrase) => containsPhrase(text, phrase));
					expect.soft(leaks, `${other(locale)} phrases on ${path ?? ''}`).toEqual([]);

					const slug = name.replace(/\s+/g, '-');
					await expect
						.soft(page)
						.toHaveScreenshot(`${site}-${slug}-${width}.png`, { ...SHOT, ...unsteady(page) });
					// The footer is every page's (but the error page's): looked at on a short one.
					if (name === 'cms page') {
						// Where the footer is taller than the window, the shot is taken in steps, and what
						// stays fixed on screen (header, skip link, floating buttons) would be drawn over it.
						await page.addStyleTag({
							content:
								'[data-site-header], .skip-link, #sticky-overlay-button, [data-sticky-navigation] { visibility: hidden !important; }',
						});
						const footer = page.locator('footer.site-footer');
						await footer.scrollIntoViewIfNeeded();
						await settle(page);
						await expect.soft(footer).toHaveScreenshot(`${site}-footer-${width}.png`, SHOT);
					}
				}
			});
		}
	});
}
