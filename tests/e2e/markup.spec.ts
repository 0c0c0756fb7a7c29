import { expect, test, type Page } from '@playwright/test';
import { IMAGE_WIDTHS } from '../../src/lib/contract/image.ts';
import { neededWidths } from '../../src/components/media/srcset.ts';
import { LOCALES, PAGE_TYPES, pathFor, SITES, sitemapPaths } from './page-types.ts';

/** Page types whose largest first-screen picture must be fetched first (their LCP image). */
const LEAD_IMAGE = new Set(['home', 'event', 'article', 'production']);

type Markup = {
	missingSymbols: string[];
	duplicateSymbols: string[];
	unnamedIcons: string[];
	leadImages: { lazy: boolean }[];
	srcsets: { sizes: string; widths: number[] }[];
	fallbackSrcsets: number;
	jsonAttributes: string[];
	brokenJsonBlocks: number;
};

/**
 * Attributes that may hold JSON: Splide reads its options from its own attribute, a <video> can
 * hold no data block, and the slider labels travel once per page. Every other island's props come
 * in a JSON data block, where a quote costs one byte rather than six (`&quot;`).
 */
const JSON_ATTRIBUTES = ['data-splide', 'data-posters', 'data-slider-texts'];

/** What the served HTML says, read by the browser's parser (no scripts run, nothing loads). */
function readMarkup(page: Page, html: string): Promise<Markup> {
	return page.evaluate(
		([source, allowed]) => {
			const doc = new DOMParser().parseFromString(source, 'text/html');
			const ids = [...doc.querySelectorAll('symbol')].map((symbol) => symbol.id);
			const uses = [...doc.querySelectorAll('use')].map((use) => use.getAttribute('href') ?? '');
			const icons = [...doc.querySelectorAll('svg.icon')].filter((svg) => svg.querySelector('use'));
			return {
				missingSymbols: uses.filter((href) => !ids.includes(href.slice(1))),
				duplicateSymbols: ids.filter((id, index) => ids.indexOf(id) !== index),
				// Named: an image with a label that its <title> repeats; else hidden from assistive tech.
				unnamedIcons: icons
					.filter((svg) =>
						svg.getAttribute('role') === 'img'
							? !svg.getAttribute('aria-label') ||
								svg.querySelector('title')?.textContent !== svg.getAttribute('aria-label')
							: svg.getAttribute('aria-hidden') !== 'true',
					)
					.map((svg) => svg.outerHTML),
				leadImages: [...doc.querySelectorAll('img[fetchpriority="high"]')].map((img) => ({
					lazy: img.getAttribute('loading') === 'lazy',
				})),
				srcsets: [...doc.querySelectorAll('picture source')].map((source) => ({
					sizes: source.getAttribute('sizes') ?? '',
					widths: (source.getAttribute('srcset') ?? '')
						.split(', ')
						.map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1])),
				})),
				fallbackSrcsets: doc.querySelectorAll('picture:has(source) img[srcset]').length,
				jsonAttributes: [...doc.querySelectorAll('*')]
					.flatMap((element) => [...element.attributes])
					.filter((attribute) => {
						if (allowed.includes(attribute.name) || !/^[[{]/.test(attribute.value)) return false;
						try {
							JSON.parse(attribute.value);
							return true;
						} catch {
							return false; // a text such as '{{number}} suggestions'
						}
					})
					.map((attribute) => attribute.name),
				brokenJsonBlocks: [...doc.querySelectorAll('script[type="application/json"]')].filter(
					(block) => {
						try {
							JSON.parse(block.textContent ?? '');
							return false;
						} catch {
							return true;
						}
					},
				).length,
			};
		},
		[html, JSON_ATTRIBUTES] as const,
	);
}

for (const [site, origin] of SITES) {
	test.describe(`${site}: lean markup`, () => {
		for (const [name, type] of Object.entries(PAGE_TYPES)) {
			test(name, async ({ page, request }) => {
				const known = await sitemapPaths(request, origin);
				for (const locale of LOCALES) {
					const path = pathFor(type, locale, known);
					expect(path, `${name} (${locale}) has an example in the sitemap`).toBeDefined();
					const markup = await readMarkup(
						page,
						await (await request.get(`${origin}${path}`)).text(),
					);

					expect(markup.missingSymbols, `${path}: every <use> finds its symbol`).toEqual([]);
					expect(markup.duplicateSymbols, path).toEqual([]);
					expect(markup.unnamedIcons, `${path}: icons are named images or hidden`).toEqual([]);

					expect(markup.leadImages.length, `${path}: one image first at most`).toBeLessThan(2);
					if (LEAD_IMAGE.has(name)) expect(markup.leadImages, path).toHaveLength(1);
					for (const lead of markup.leadImages) expect(lead.lazy, path).toBe(false);

					// A picture lists only the widths its sizes can use, and its <img> none of its own.
					for (const { sizes, widths } of markup.srcsets) {
						const needed = neededWidths(sizes, IMAGE_WIDTHS);
						expect(
							widths.filter((width) => !needed.includes(width)),
							`${path} ${sizes}`,
						).toEqual([]);
					}
					expect(markup.fallbackSrcsets, path).toBe(0);

					expect(markup.jsonAttributes, `${path}: props in JSON blocks`).toEqual([]);
					expect(markup.brokenJsonBlocks, path).toBe(0);
				}
			});
		}
	});
}
