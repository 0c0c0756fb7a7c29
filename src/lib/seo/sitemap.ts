import { SITE_LOCALES, type Locale } from '../contract/index.ts';
import { absoluteUrl } from './absolute-url.ts';
import { normalizeSitePath } from './site-path.ts';

/** One page of the site in every language it exists in; lastmod as ISO 8601 when known. */
export type SitemapEntry = {
	alternates: Partial<Record<Locale, string>>;
	lastmod?: string | undefined;
};

/** One site path of a sitemap source; entries are formed from paths sharing a key. */
export type KeyedPath = { key: string; locale: Locale; path: string; lastmod?: string | undefined };

/** The language version search engines show when none matches the visitor (SPEC: de default). */
const X_DEFAULT_ORDER: readonly Locale[] = ['de', 'en'];

/** Text escaped for XML character data and attribute values. */
export function escapeXml(text: string): string {
	return text
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&apos;');
}

/**
 * Groups keyed paths into entries: paths with the same key are one page in several languages
 * (the newest lastmod wins). Keys keep their first-seen order.
 */
export function groupByKey(paths: readonly KeyedPath[]): SitemapEntry[] {
	const groups = new Map<string, SitemapEntry>();
	for (const { key, locale, path, lastmod } of paths) {
		const entry = groups.get(key) ?? { alternates: {} };
		entry.alternates[locale] ??= normalizeSitePath(path);
		if (lastmod && (!entry.lastmod || Date.parse(lastmod) > Date.parse(entry.lastmod))) {
			entry.lastmod = lastmod;
		}
		groups.set(key, entry);
	}
	return [...groups.values()];
}

/**
 * Drops every path an earlier entry already lists (sources overlap: navigation, legal pages, CMS
 * pages) and entries left without paths. Earlier entries win.
 */
export function withoutDuplicatePaths(entries: readonly SitemapEntry[]): SitemapEntry[] {
	const seen = new Set<string>();
	return entries.flatMap((entry) => {
		const alternates: Partial<Record<Locale, string>> = {};
		for (const locale of SITE_LOCALES) {
			const path = entry.alternates[locale];
			if (path === undefined || seen.has(path)) continue;
			seen.add(path);
			alternates[locale] = path;
		}
		return Object.keys(alternates).length > 0 ? [{ ...entry, alternates }] : [];
	});
}

function urlElement(loc: string, entry: SitemapEntry, origin: URL | string): string {
	const links: { hreflang: Locale | 'x-default'; href: string }[] = SITE_LOCALES.flatMap(
		(locale) => {
			const path = entry.alternates[locale];
			return path ? [{ hreflang: locale, href: absoluteUrl(path, origin) }] : [];
		},
	);
	const fallback = X_DEFAULT_ORDER.map((locale) => entry.alternates[locale]).find(Boolean);
	if (fallback) links.push({ hreflang: 'x-default', href: absoluteUrl(fallback, origin) });
	const lines = [
		'\t<url>',
		`\t\t<loc>${escapeXml(loc)}</loc>`,
		...(entry.lastmod ? [`\t\t<lastmod>${escapeXml(entry.lastmod)}</lastmod>`] : []),
		...links.map(
			(link) =>
				`\t\t<xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
		),
		'\t</url>',
	];
	return lines.join('\n');
}

/**
 * The sitemap (sitemaps.org 0.9) of the given entries: one <url> per language version, each
 * naming every version with xhtml:link hreflang plus x-default (the German one when it exists).
 * URLs are absolute against `origin`.
 */
export function sitemapXml(entries: readonly SitemapEntry[], origin: URL | string): string {
	const urls = entries.flatMap((entry) =>
		SITE_LOCALES.flatMap((locale) => {
			const path = entry.alternates[locale];
			return path ? [urlElement(absoluteUrl(path, origin), entry, origin)] : [];
		}),
	);
	return [
		'<?xml version="1.0" encoding="UTF-8"?>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
		...urls,
		'</urlset>',
		'',
	].join('\n');
}
