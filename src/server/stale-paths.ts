import { LOCALISED_SEGMENTS } from '../lib/i18n/routes.ts';

/** What a content change makes stale among the prebuilt pages. */
export type StaleScope = { exact: string[]; prefixes: string[]; everything: boolean };

/** Marks a listing as the locale's home page, which is stale itself but is no prefix of all. */
const HOME = '';

/** Where each kind of content also shows up besides its own page, per locale (path prefixes). */
function listingsOf(kind: string, locale: string): string[] | null {
	const productions = `/${locale}/${locale === 'en' ? LOCALISED_SEGMENTS.productions.en : LOCALISED_SEGMENTS.productions.de}`;
	switch (kind) {
		case 'page':
		case 'form':
			return [];
		case 'article':
		case 'article-category':
		case 'article-tag':
			return [`/${locale}/magazine`, HOME];
		case 'production':
		case 'season':
		case 'production-tag':
			return [productions, HOME];
		case 'person':
		case 'person-category':
			return [`/${locale}/team`, productions];
		case 'venue':
			return [`/${locale}/venues`, HOME];
		case 'series':
		case 'series-option':
			return [`/${locale}/series`];
		case 'event':
		case 'teaser':
		case 'room':
		case 'exhibition-type':
		case 'event-tag':
		case 'genre':
			return [`/${locale}/events`, `/${locale}/venues`, `/${locale}/series`, productions, HOME];
		default:
			// Navigation, settings, alerts, redirects, error pages, opening hours, containers: shown on
			// many pages (or unknown where) — nothing prebuilt can be trusted any more.
			return null;
	}
}

/**
 * The prebuilt paths a change of `kind` in `locale` at `paths` makes stale: the object's own paths
 * exactly, the listings that show it as path prefixes, or everything when it shows everywhere.
 */
export function staleScope(kind: string, locale: string, paths: readonly string[]): StaleScope {
	const locales = locale === '' ? ['de', 'en'] : [locale];
	const exact = [...paths];
	const prefixes: string[] = [];
	for (const each of locales) {
		const listings = listingsOf(kind, each);
		if (listings === null) return { exact: [], prefixes: [], everything: true };
		for (const listing of listings) {
			if (listing === HOME) exact.push(`/${each}`);
			else prefixes.push(listing);
		}
	}
	return { exact, prefixes, everything: false };
}

/** Normalises a request path for comparison: no trailing slash, no index.html. */
export function normalisePath(pathname: string): string {
	const trimmed = pathname.replace(/\/index\.html$/, '').replace(/\/+$/, '');
	return trimmed === '' ? '/' : trimmed;
}
