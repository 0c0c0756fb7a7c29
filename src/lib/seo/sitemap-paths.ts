import type { Locale, NavEntry } from '../contract/index.ts';
import { localePath, switchLocalePath, type RouteName } from '../i18n/routes.ts';
import type { KeyedPath } from './sitemap.ts';

/**
 * Routes of the site's own list pages that search engines should know. The home and the legal
 * pages are CMS pages at fixed paths: they come from the page list, which holds online pages
 * only, so one taken offline leaves the sitemap.
 */
const FIXED_ROUTES = [
	'events',
	'productions',
	'magazine',
	'magazine-tags',
	'team',
] as const satisfies readonly RouteName[];

/** The fixed routes (the site's own list pages) in one language. */
export function fixedRoutePaths(locale: Locale): KeyedPath[] {
	return FIXED_ROUTES.map((name) => ({
		key: `route:${name}`,
		locale,
		path: localePath(locale, name),
	}));
}

/** True for a path of the site in `locale` (not the webshop, the back end or another host). */
export function isSitePath(path: string, locale: Locale): boolean {
	return (
		(path === `/${locale}` || path.startsWith(`/${locale}/`)) &&
		!/[?#]/.test(path) &&
		!/^\/[a-z]{2}\/(?:api|pageeditor-api)(?:\/|$)/.test(path)
	);
}

/**
 * Content items (events, articles, …) in one language, keyed by kind and id so the language
 * versions of one item pair up even when their slugs differ.
 */
export function contentPaths(
	kind: string,
	locale: Locale,
	items: readonly { id: number; url: string; lastmod?: string | undefined }[],
): KeyedPath[] {
	return items.flatMap(({ id, url, lastmod }) =>
		isSitePath(url, locale) ? [{ key: `${kind}:${id}`, locale, path: url, lastmod }] : [],
	);
}

/**
 * What a navigation path is called in every language: the German form of the path with a
 * trailing slug left out (`/en/form/group-booking/601` → `/de/formular/*\/601`).
 */
export function navigationKey(path: string): string {
	return `nav:${switchLocalePath(path, 'de').replace(/\/[^/]+\/([0-9]+)$/, '/*/$1')}`;
}

/** The site paths the navigation (menu, secondary menu, footer, nested) links to. */
export function navigationPaths(
	navigation: { menu: NavEntry[]; secondary_menu: NavEntry[]; footer: NavEntry[] },
	locale: Locale,
): KeyedPath[] {
	const paths: KeyedPath[] = [];
	const walk = (entries: readonly NavEntry[]): void => {
		for (const entry of entries) {
			if (isSitePath(entry.url, locale)) {
				paths.push({ key: navigationKey(entry.url), locale, path: entry.url });
			}
			walk(entry.children);
		}
	};
	walk([...navigation.menu, ...navigation.secondary_menu, ...navigation.footer]);
	return paths;
}
