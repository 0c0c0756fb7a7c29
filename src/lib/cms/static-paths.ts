import { SITE_LOCALES, type Locale, type Paged } from '../contract/index.ts';

/**
 * Every item of a paged list, page by page (for getStaticPaths). Stops at the last page, or after
 * `maxPages` as a guard against a back end that never ends.
 */
export async function collectAll<T>(
	fetchPage: (page: number) => Promise<Paged<T>>,
	maxPages = 500,
): Promise<T[]> {
	const items: T[] = [];
	for (let page = 1; page <= maxPages; page += 1) {
		const result = await fetchPage(page);
		items.push(...result.results);
		if (!result.next) break;
	}
	return items;
}

/** Runs `build` for each site locale and concatenates the static paths. */
export async function perLocale<P>(build: (locale: Locale) => Promise<P[]>): Promise<P[]> {
	const lists = await Promise.all(SITE_LOCALES.map((locale) => build(locale)));
	return lists.flat();
}

/**
 * The slug and id of an object's own URL (`/de/magazine/{slug}/{id}` → {slug, id}): static paths
 * are taken from the URLs the back end gives, so they always match its links.
 */
export function slugAndId(url: string): { slug: string; id: string } | null {
	const parts = url.split('/').filter(Boolean);
	const id = parts.at(-1);
	const slug = parts.at(-2);
	return id && slug && /^\d+$/.test(id) ? { slug, id } : null;
}
