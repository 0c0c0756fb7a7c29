import { describe, expect, it } from 'vitest';
import {
	escapeXml,
	groupByKey,
	sitemapXml,
	withoutDuplicatePaths,
} from '../../../src/lib/seo/sitemap.ts';
import {
	contentPaths,
	fixedRoutePaths,
	isSitePath,
	navigationKey,
	navigationPaths,
} from '../../../src/lib/seo/sitemap-paths.ts';
import { normalizeSitePath } from '../../../src/lib/seo/site-path.ts';

const ORIGIN = 'https://www.example.org';

describe('sitemapXml', () => {
	const xml = sitemapXml(
		[
			{
				alternates: { de: '/de/besuch', en: '/en/visit' },
				lastmod: '2026-11-15T10:00:00+01:00',
			},
			{ alternates: { en: '/en/only-english' } },
		],
		ORIGIN,
	);

	it('is a sitemaps.org urlset with the xhtml namespace', () => {
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
		expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
		expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
		expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
	});

	it('lists every language version with all alternates and x-default', () => {
		const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
		expect(urls).toHaveLength(3);
		const [de, en] = urls;
		expect(de).toContain('<loc>https://www.example.org/de/besuch</loc>');
		expect(en).toContain('<loc>https://www.example.org/en/visit</loc>');
		for (const url of [de, en]) {
			expect(url).toContain('<lastmod>2026-11-15T10:00:00+01:00</lastmod>');
			expect(url).toContain(
				'<xhtml:link rel="alternate" hreflang="de" href="https://www.example.org/de/besuch"/>',
			);
			expect(url).toContain(
				'<xhtml:link rel="alternate" hreflang="en" href="https://www.example.org/en/visit"/>',
			);
			expect(url).toContain(
				'<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.org/de/besuch"/>',
			);
		}
		expect(urls[2]).toContain(
			'hreflang="x-default" href="https://www.example.org/en/only-english"',
		);
	});

	it('escapes XML special characters in URLs', () => {
		const text = sitemapXml([{ alternates: { de: "/de/a&b'<c>" } }], ORIGIN);
		expect(text).toContain('<loc>https://www.example.org/de/a&amp;b&apos;%3Cc%3E</loc>');
		expect(escapeXml(`<a href="x">&'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;',
		);
	});
});

describe('grouping and de-duplication', () => {
	it('pairs language versions by key and keeps the newest lastmod', () => {
		const entries = groupByKey([
			{
				key: 'event:1',
				locale: 'de',
				path: '/de/events/fuehrung/1/',
				lastmod: '2026-01-01T00:00:00Z',
			},
			{ key: 'event:2', locale: 'de', path: '/de/events/konzert/2' },
			{ key: 'event:1', locale: 'en', path: '/en/events/tour/1', lastmod: '2026-02-01T00:00:00Z' },
		]);
		expect(entries).toEqual([
			{
				alternates: { de: '/de/events/fuehrung/1', en: '/en/events/tour/1' },
				lastmod: '2026-02-01T00:00:00Z',
			},
			{ alternates: { de: '/de/events/konzert/2' } },
		]);
	});

	it('drops paths an earlier entry already lists', () => {
		expect(
			withoutDuplicatePaths([
				{ alternates: { de: '/de/agb', en: '/en/agb' } },
				{ alternates: { de: '/de/agb', en: '/en/terms' } },
				{ alternates: { de: '/de/agb' } },
			]),
		).toEqual([
			{ alternates: { de: '/de/agb', en: '/en/agb' } },
			{ alternates: { en: '/en/terms' } },
		]);
	});

	it('normalises paths', () => {
		expect(normalizeSitePath('/de/a/?x=1#y')).toBe('/de/a');
		expect(normalizeSitePath('/')).toBe('/');
	});
});

describe('sitemap paths', () => {
	it('has the list pages in each language; home and legal pages come from the page list', () => {
		const paths = fixedRoutePaths('en').map((entry) => entry.path);
		expect(paths).toEqual([
			'/en/events',
			'/en/productions',
			'/en/magazine',
			'/en/magazine/tags',
			'/en/team',
		]);
	});

	it('keeps only site paths of the locale', () => {
		expect(isSitePath('/de/besuch', 'de')).toBe(true);
		expect(isSitePath('/de', 'de')).toBe(true);
		expect(isSitePath('/en/visit', 'de')).toBe(false);
		expect(isSitePath('/webshop', 'de')).toBe(false);
		expect(isSitePath('https://example.com/de/x', 'de')).toBe(false);
		expect(isSitePath('/de/events?type=fuehrung', 'de')).toBe(false);
		expect(isSitePath('/de/api/events', 'de')).toBe(false);
		expect(contentPaths('venue', 'de', [{ id: 1, url: '/en/venues/a/1' }])).toEqual([]);
	});

	it('pairs navigation paths across languages despite localised segments and slugs', () => {
		expect(navigationKey('/en/form/group-booking/601')).toBe(
			navigationKey('/de/formular/gruppenbuchung/601'),
		);
		expect(navigationKey('/en/events')).toBe(navigationKey('/de/events'));
		const paths = navigationPaths(
			{
				menu: [
					{
						url: '/de/events',
						menu_name: 'Programm',
						title: 'Programm',
						has_tab_navigation: false,
						children: [
							{
								url: '/de/series/konzerte/21',
								menu_name: '',
								title: 'Konzerte',
								children: [],
								has_tab_navigation: false,
							},
						],
					},
				],
				secondary_menu: [
					{
						url: '/webshop',
						menu_name: '',
						title: 'Tickets',
						children: [],
						has_tab_navigation: false,
					},
				],
				footer: [
					{
						url: 'https://x.example',
						menu_name: '',
						title: 'X',
						children: [],
						has_tab_navigation: false,
					},
				],
			},
			'de',
		);
		expect(paths.map((entry) => entry.path)).toEqual(['/de/events', '/de/series/konzerte/21']);
	});
});
