import type { Locale } from '../contract/common.ts';
import type { SearchCategory } from '../contract/search.ts';
import { localePath } from '../i18n/routes.ts';

// The contract's SEARCH_CATEGORIES, repeated so the browser bundle does not pull in zod; a unit
// test keeps the two lists equal.
export const SEARCH_FORM_CATEGORIES = [
	'events',
	'others',
] as const satisfies readonly SearchCategory[];

/** The category of the search route `pathname` (`/{locale}/search/{category}/{page?}`), or null. */
export function searchCategoryOf(locale: Locale, pathname: string): SearchCategory | null {
	const base = localePath(locale, 'search');
	if (!pathname.startsWith(`${base}/`)) return null;
	const [category, page, ...rest] = pathname.slice(base.length + 1).split('/');
	if (rest.some((part) => part !== '') || (page !== undefined && !/^\d*$/.test(page))) return null;
	return SEARCH_FORM_CATEGORIES.find((known) => known === category) ?? null;
}

/**
 * Where a search form on the page `pathname` sends its text (SPEC §2 'Search'): the localised
 * search route, or — on a search route with a category — that category's first page.
 */
export function searchAction(locale: Locale, pathname: string): string {
	const base = localePath(locale, 'search');
	const category = searchCategoryOf(locale, pathname);
	return category ? `${base}/${category}/1` : base;
}

/** The address of a search for `text` submitted on the page `pathname`, with `q` set to the text. */
export function searchUrl(locale: Locale, text: string, pathname: string): string {
	return `${searchAction(locale, pathname)}?${new URLSearchParams({ q: text.trim() }).toString()}`;
}
