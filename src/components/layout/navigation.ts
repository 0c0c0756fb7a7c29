import type { Locale } from '../../lib/contract/common.ts';
import type { NavEntry } from '../../lib/contract/navigation.ts';

/** Where a menu is shown: what each of its links needs to know besides its entry. */
export type MenuContext = {
	locale: Locale;
	/** The path of the page being shown, for `aria-current`. */
	currentPath: string;
	/** False takes shop links offline (SPEC §2). */
	shopOnline: boolean;
};

/** The text a menu shows for an entry: its menu name, else its title. */
export function entryLabel(entry: NavEntry): string {
	return entry.menu_name.trim() || entry.title;
}

const withoutTrailingSlash = (path: string): string =>
	path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') : path;

/**
 * The aria-current value for a menu link on `currentPath`: 'page' for the page itself, 'true' for
 * an ancestor section (its URL is a path prefix), nothing otherwise. A locale root such as '/de' is
 * never treated as an ancestor, or the start page would be marked on every page.
 */
export function ariaCurrentFor(url: string, currentPath: string): 'page' | 'true' | undefined {
	const target = withoutTrailingSlash(url);
	const current = withoutTrailingSlash(currentPath);
	if (target === current) return 'page';
	// The prefix first: most links of a menu are no ancestor of the page (asked for every link).
	if (!current.startsWith(`${target}/`)) return undefined;
	const isLocaleRoot = target.split('/').filter(Boolean).length <= 1;
	return isLocaleRoot ? undefined : 'true';
}

/** Whether an entry or any of its descendants is the current page or an ancestor of it. */
export function containsCurrent(entry: NavEntry, currentPath: string): boolean {
	return (
		ariaCurrentFor(entry.url, currentPath) !== undefined ||
		entry.children.some((child) => containsCurrent(child, currentPath))
	);
}

/**
 * Where the logo links to (design setting header.logoLink): a path below the locale prefix
 * ('/' is the start page) or an absolute URL used as is.
 */
export function logoHref(locale: Locale, logoLink: string): string {
	if (!logoLink.startsWith('/')) return logoLink;
	return logoLink === '/' ? `/${locale}` : `/${locale}${logoLink}`;
}
