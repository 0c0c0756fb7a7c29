import { expect, test, type Page } from '@playwright/test';
import { castle } from '../../src/sites/castle.ts';
import { region } from '../../src/sites/region.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

type SitemapUrl = { loc: string; alternates: Record<string, string> };

/** Parses sitemap XML with the browser's XML parser; null when it is not well-formed. */
async function parseSitemap(page: Page, xml: string): Promise<SitemapUrl[] | null> {
	return page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'application/xml');
		if (doc.getElementsByTagName('parsererror').length > 0) return null;
		const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
		const xhtmlNs = 'http://www.w3.org/1999/xhtml';
		if (doc.documentElement.namespaceURI !== sitemapNs) return null;
		return [...doc.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
			loc: url.getElementsByTagNameNS(sitemapNs, 'loc')[0]?.textContent ?? '',
			alternates: Object.fromEntries(
				[...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
					link.getAttribute('hreflang') ?? '',
					link.getAttribute('href') ?? '',
				]),
			),
		}));
	}, xml);
}

/** The same path on the server under test (the sitemap's origin is SITE_URL). */
const onServer = (url: string, base: string) => new URL(new URL(url).pathname, base).href;

/** RFC 5545 unfolding and TEXT unescaping, enough to read a SUMMARY back. */
const icsValue = (ics: string, name: string) =>
	ics
		.replace(/\r\n[ \t]/g, '')
		.split('\r\n')
		.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
		?.replace(/^[^:]*:/, '')
		.replace(/\\([\\;,])/g, '$1')
		.replace(/\\n/gi, '\n');

test.describe('search engines and sharing', () => {
	test('the sitemap lists both languages with hreflang alternates, and its pages answer', async ({
		page,
		request,
	}) => {
		const response = await request.get('/sitemap.xml');
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toContain('xml');
		expect(response.headers()['cache-control']).toBe('public, max-age=300');
		const urls = await parseSitemap(page, await response.text());
		expect(urls, 'well-formed sitemaps.org XML').not.toBeNull();
		const entries = urls ?? [];
		const paths = entries.map((entry) => new URL(entry.loc).pathname);
		expect(paths).toEqual(expect.arrayContaining(['/de', '/en', '/de/events', '/en/events']));

		for (const entry of entries) {
			const path = new URL(entry.loc).pathname;
			const locale = path.split('/')[1] ?? '';
			expect(entry.alternates[locale], `${path} names itself`).toBe(entry.loc);
			expect(entry.alternates['x-default'], `${path} has x-default`).toBeTruthy();
		}

		const event = entries.find((entry) =>
			/^\/de\/events\/[^/]+\/\d+$/.test(new URL(entry.loc).pathname),
		);
		const article = entries.find((entry) =>
			/^\/en\/magazine\/(?!tags\/|categories\/)[^/]+\/\d+$/.test(new URL(entry.loc).pathname),
		);
		expect(event, 'an event').toBeDefined();
		expect(article, 'an article').toBeDefined();
		for (const entry of [event, article]) {
			if (!entry) continue;
			expect(entry.alternates['de']).toBeTruthy();
			expect(entry.alternates['en']).toBeTruthy();
			for (const href of [entry.alternates['de'] ?? '', entry.alternates['en'] ?? '']) {
				const answer = await request.get(onServer(href, CASTLE_URL));
				expect(answer.status(), href).toBe(200);
			}
		}
	});

	test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
		const response = await request.get('/robots.txt');
		expect(response.status()).toBe(200);
		const text = await response.text();
		expect(text).toContain('User-agent: *');
		expect(text).not.toMatch(/^Disallow: \/$/m);
		expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
	});

	test('an event date downloads as an iCalendar file', async ({ request }) => {
		const list = await request.get('/de/api/events/?page_size=1');
		const { results } = (await list.json()) as {
			results: { name: string; url: string; slug: string }[];
		};
		const event = results[0];
		expect(event).toBeDefined();
		if (!event) return;

		const response = await request.get(`${event.url}/calendar.ics`);
		expect(response.status()).toBe(200);
		expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
		expect(response.headers()['content-disposition']).toBe(
			`attachment; filename="${event.slug}.ics"`,
		);
		const ics = await response.text();
		expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*BEGIN:VEVENT\r\n[\s\S]*END:VCALENDAR\r\n$/);
		expect(icsValue(ics, 'SUMMARY')).toBe(event.name);
		expect(icsValue(ics, 'DTSTART')).toMatch(/^\d{8}(T\d{6})?$/);

		const unknown = await request.get('/de/events/gibt-es-nicht/999999/calendar.ics');
		expect(unknown.status()).toBe(404);
	});

	test('the home page has title, canonical, hreflang alternates and Open Graph', async ({
		page,
	}) => {
		await page.goto('/en');
		const head = page.locator('head');
		await expect(page).toHaveTitle(
			new RegExp(` \\| ${castle.siteName.en}$|^${castle.siteName.en}$`),
		);
		await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en$/);
		await expect(head.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
			'href',
			/\/de$/,
		);
		await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
			'href',
			/\/en$/,
		);
		await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
			'href',
			/\/de$/,
		);
		await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
		await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/en$/);
		await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
		await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
		await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
	});

	test("a page's title is 'page name | site name'", async ({ page }) => {
		await page.goto('/de/impressum');
		await expect(page).toHaveTitle(`Impressum | ${castle.siteName.de}`);
	});

	test('the regional site has its own sitemap and titles', async ({ page, request }) => {
		const response = await request.get(`${REGION_URL}/sitemap.xml`);
		expect(response.status()).toBe(200);
		const urls = (await parseSitemap(page, await response.text())) ?? [];
		const paths = urls.map((entry) => new URL(entry.loc).pathname);
		expect(paths).toEqual(expect.arrayContaining(['/de', '/en']));
		expect(paths.some((path) => /^\/en\/events\/[^/]+\/\d+$/.test(path))).toBe(true);

		await page.goto(`${REGION_URL}/de/impressum`);
		await expect(page).toHaveTitle(`Impressum | ${region.siteName.de}`);
	});
});
