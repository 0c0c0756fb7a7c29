import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { afterFrames } from './frames.ts';
import { axeViolations } from './axe.ts';
import { PAGE_TYPES, pathFor, SITES, sitemapPaths } from './page-types.ts';

/**
 * Every page type passes axe-core (WCAG 2.1 AA), is valid HTML (html-validate's standard and
 * accessibility rules) and fits a phone's width without scrolling sideways, in both deployments
 * and both languages (the example pages of `page-types.ts`; axe in each language on one of the
 * sites, see `axeLocale`).
 */

// Judge the settled page: fades and entrance animations blend colours while they run.
test.use({ reducedMotion: 'reduce' });
// axe over the longest pages (castle home: 29,000 px, every block rendered) takes 10-20 s alone on
// two busy cores; the default 30 s left no room for the rest of the test.
test.describe.configure({ timeout: 90_000 });

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 812 };

const htmlValidate = new HtmlValidate({
	extends: ['html-validate:standard', 'html-validate:a11y'],
});

/**
 * The page without the style Astro writes before its first island (`astro-island {display:
 * contents}`): Astro places it in the body, where html-validate allows no `<style>`; it is not
 * markup of ours.
 */
function withoutIslandPrelude(html = ''): string {
	return html.replace(
		'<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>',
		'',
	);
}

/**
 * In the page, with every block rendered (none skipped for being out of sight): the outermost
 * elements and the texts that reach past the right edge of the window, so that the page scrolls
 * sideways, as `h2.headline__title "Verbraucherstr…" right=460`; empty when the page fits. A
 * phone's browser shows such a page zoomed out.
 */
function sidewaysOverflow(): string[] {
	const style = document.createElement('style');
	style.textContent = '* { content-visibility: visible !important; }';
	document.head.append(style);
	const root = document.documentElement;
	const width = root.clientWidth;
	if (root.scrollWidth <= width) return [];
	/** Whether overflow inside `element` stays inside it (a scroll box, a fixed layer). */
	const contains = (element: Element) => {
		const { overflowX, position } = getComputedStyle(element);
		return overflowX !== 'visible' || position === 'fixed';
	};
	const free = (element: Element | null): element is Element => {
		for (let node = element; node && node !== document.body; node = node.parentElement) {
			if (contains(node)) return false;
		}
		return element !== null;
	};
	const name = (element: Element) =>
		[element.tagName.toLowerCase(), ...element.classList].join('.');
	const culprits: string[] = [];
	const walker = document.createTreeWalker(
		document.body,
		NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
	);
	const range = document.createRange();
	for (let node = walker.nextNode(); node && culprits.length < 5; node = walker.nextNode()) {
		const parent = node.parentElement;
		if (!free(parent) || parent.getBoundingClientRect().right > width) continue;
		if (node instanceof Element) {
			const right = node.getBoundingClientRect().right;
			if (right > width && !contains(node))
				culprits.push(`${name(node)} right=${Math.round(right)}`);
		} else {
			range.selectNodeContents(node);
			const right = Math.max(0, ...[...range.getClientRects()].map((rect) => rect.right));
			const text = (node.textContent ?? '').trim().slice(0, 16);
			if (right > width) culprits.push(`${name(parent)} "${text}…" right=${Math.round(right)}`);
		}
	}
	return culprits.length > 0 ? culprits : [`html scrollWidth=${root.scrollWidth}`];
}

test.use({ viewport: DESKTOP });

/**
 * The language a page type is judged by axe in on a site: the two sites take turns over the page
 * types, so every page type is judged in both languages and every site in both languages, at half
 * the cost (axe is two thirds of this spec's time). The markup of the two languages is the same
 * template; what differs in words — missing translations, text lengths — `language.spec.ts` and the
 * phone-width check below cover on every page in both languages.
 */
function axeLocale(siteIndex: number, typeIndex: number): 'de' | 'en' {
	return (siteIndex + typeIndex) % 2 === 0 ? 'de' : 'en';
}

for (const [siteIndex, [site, origin]] of SITES.entries()) {
	test.describe(`${site}: accessibility, valid HTML, a phone's width`, () => {
		for (const [typeIndex, [name, type]] of Object.entries(PAGE_TYPES).entries()) {
			test(name, async ({ page, request }) => {
				const known = await sitemapPaths(request, origin);
				for (const locale of ['de', 'en'] as const) {
					const path = pathFor(type, locale, known);
					expect(path, `${name} (${locale}) has an example in the sitemap`).toBeDefined();
					const response = await page.goto(`${origin}${path}`);
					expect(response?.status(), path).toBe(name === 'not found' ? 404 : 200);
					// The cookie banner appears once the user details have answered: judge the settled page.
					await page.waitForLoadState('networkidle');

					if (locale === axeLocale(siteIndex, typeIndex)) {
						expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
					}

					const report = await htmlValidate.validateString(
						withoutIslandPrelude(await response?.text()),
					);
					const messages = report.results.flatMap((result) =>
						result.messages.map((m) => `${m.ruleId}: ${m.message} (${m.selector ?? ''})`),
					);
					expect(messages, `html-validate on ${path}`).toEqual([]);

					// The same page on a phone (one load serves both checks: page loads are most of the time).
					await page.setViewportSize(PHONE);
					// Judge the page once it has answered the resize (the header's scripts do so in the
					// next frame); measured at once, a fast run caught the desktop header's tools.
					await afterFrames(page, 2);
					expect(await page.evaluate(sidewaysOverflow), `${path} scrolls sideways`).toEqual([]);
					await page.setViewportSize(DESKTOP);
				}
			});
		}
	});
}
