import type { Locale } from '../../../src/lib/contract/index.ts';
import type { SeedBundle } from '../../../src/backend/content/seed-bundle.ts';

/** Keys whose subtrees hold images (their URLs are media files, not pages). */
const IMAGE_KEYS = new Set([
	'image',
	'image_obj',
	'images',
	'image_thumbnails',
	'logo',
	'variants',
	'og_image_thumbnails',
	'og_image_thumbs',
	'logos',
]);
/** Keys that hold a link to a page of the site. */
const LINK_KEYS = new Set(['url', 'link', 'button_link', 'new_path']);

/** One internal link found in the bundle, with where it was found. */
export type FoundLink = { where: string; href: string };

/** Every internal (site-relative) link in `value`, walking objects and arrays. */
export function collectLinks(value: unknown, where: string, out: FoundLink[] = []): FoundLink[] {
	if (Array.isArray(value)) {
		value.forEach((item, index) => collectLinks(item, `${where}[${index}]`, out));
	} else if (value !== null && typeof value === 'object') {
		for (const [key, item] of Object.entries(value)) {
			if (IMAGE_KEYS.has(key)) continue;
			if (LINK_KEYS.has(key) && typeof item === 'string' && item.startsWith('/')) {
				out.push({ where: `${where}.${key}`, href: item });
			} else if (key === 'urls' && item !== null && typeof item === 'object') {
				for (const [locale, href] of Object.entries(item)) {
					if (typeof href === 'string') out.push({ where: `${where}.urls.${locale}`, href });
				}
			} else {
				collectLinks(item, `${where}.${key}`, out);
			}
		}
	}
	return out;
}

/** Answers whether a site-relative link leads to something the bundle (or the app) serves. */
export function linkResolver(bundle: SeedBundle): (href: string) => boolean {
	const paths = new Set<string>();
	for (const locale of ['de', 'en'] as const satisfies readonly Locale[]) {
		const base = `/${locale}`;
		for (const path of ['', '/events', '/magazine', '/magazine/tags', '/team', '/search', '/404'])
			paths.add(base + path);
		paths.add(locale === 'de' ? '/de/produktionen' : '/en/productions');
		for (const page of bundle.pages) paths.add(page[locale].urls[locale] ?? '');
		for (const list of [
			bundle.events,
			bundle.productions,
			bundle.articles,
			bundle.persons,
			bundle.venues,
			bundle.series,
		]) {
			for (const item of list) paths.add(item[locale].url);
		}
		for (const form of bundle.forms) {
			const segment = locale === 'de' ? 'formular' : 'form';
			paths.add(`${base}/${segment}/${form[locale].slug}/${form[locale].id}`);
		}
		for (const category of bundle.articleCategories) {
			paths.add(`${base}/magazine/categories/${category[locale].slug}/${category[locale].id}`);
		}
		for (const tag of bundle.articleTags)
			paths.add(`${base}/magazine/tags/${tag[locale].slug}/${tag[locale].id}`);
	}
	const eventFilters: Record<string, Set<string>> = {
		room: new Set(bundle.options.rooms.map((o) => String(o.de.id))),
		type: new Set(bundle.options.exhibitionTypes.map((o) => o.de.slug)),
		tag: new Set(bundle.options.eventTags.map((o) => String(o.de.id))),
		series: new Set(bundle.options.series.map((o) => String(o.de.id))),
		genre: new Set(bundle.options.genres.map((o) => String(o.de.id))),
	};
	const productionFilters: Record<string, Set<string>> = {
		season: new Set(bundle.options.seasons.map((o) => String(o.de.id))),
		exhibition_type: new Set(bundle.options.exhibitionTypes.map((o) => String(o.de.id))),
		tag: new Set(bundle.options.productionTags.map((o) => String(o.de.id))),
	};
	return (href) => {
		if (href.startsWith('/webshop')) return true;
		const [path = '', query] = href.split('?');
		if (!paths.has(path)) return false;
		if (query === undefined) return true;
		const filters = /\/(events)$/.test(path)
			? eventFilters
			: /\/(produktionen|productions)$/.test(path)
				? productionFilters
				: null;
		if (filters === null) return false;
		return [...new URLSearchParams(query)].every(
			([key, value]) => filters[key]?.has(value) ?? false,
		);
	};
}
