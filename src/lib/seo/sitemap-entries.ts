import {
	getArticleCategories,
	getArticles,
	getArticleTags,
	getEvents,
	getFilterOptions,
	getNavigation,
	getPageList,
	getPersons,
	getProductions,
	getVenues,
	type CmsContext,
} from '../cms/index.ts';
import { SITE_LOCALES, type Locale } from '../contract/index.ts';
import { localePath } from '../i18n/routes.ts';
import { collectAll } from '../cms/static-paths.ts';
import { contentPaths, fixedRoutePaths, isSitePath, navigationPaths } from './sitemap-paths.ts';
import { groupByKey, withoutDuplicatePaths, type KeyedPath, type SitemapEntry } from './sitemap.ts';

/** Largest page the list calls allow; the sitemap reads every page of them. */
const PAGE_SIZE = 100;

/** Every public path of one language, grouped by source in the order they should win. */
async function localePaths(locale: Locale): Promise<KeyedPath[][]> {
	const ctx: CmsContext = { locale };
	const [pages, navigation, events, productions, articles, persons, venues] = await Promise.all([
		getPageList(ctx),
		getNavigation(ctx),
		collectAll((page) => getEvents(ctx, { page, page_size: PAGE_SIZE })),
		collectAll((page) => getProductions(ctx, { page, page_size: PAGE_SIZE })),
		collectAll((page) => getArticles(ctx, { page, page_size: PAGE_SIZE })),
		collectAll((page) => getPersons(ctx, { page, page_size: PAGE_SIZE })),
		collectAll((page) => getVenues(ctx, { page, page_size: PAGE_SIZE })),
	]);
	const [categories, tags, series] = await Promise.all([
		getArticleCategories(ctx),
		getArticleTags(ctx),
		getFilterOptions(ctx, 'series'),
	]);
	const pagePaths = pages.flatMap((page) => {
		const path = page.urls[locale];
		return path && isSitePath(path, locale)
			? [{ key: `page:${page.id}`, locale, path, lastmod: page.updated_at }]
			: [];
	});
	return [
		pagePaths,
		fixedRoutePaths(locale),
		contentPaths('event', locale, events),
		contentPaths('production', locale, productions),
		contentPaths(
			'article',
			locale,
			articles.map((article) => ({ ...article, lastmod: article.published_at })),
		),
		contentPaths(
			'category',
			locale,
			categories.map(({ id, slug }) => ({
				id,
				url: localePath(locale, 'magazine-category', { category: slug, id }),
			})),
		),
		contentPaths(
			'tag',
			locale,
			tags.map(({ id, slug }) => ({
				id,
				url: localePath(locale, 'magazine-tag', { tag: slug, id }),
			})),
		),
		contentPaths('person', locale, persons),
		contentPaths('venue', locale, venues),
		contentPaths(
			'series',
			locale,
			series.map(({ id, slug }) => ({ id, url: localePath(locale, 'series', { slug, id }) })),
		),
		navigationPaths(navigation, locale),
	];
}

/**
 * Every public page of the site in both languages, read fresh from the back end as a visitor sees
 * it: home, list and legal pages, CMS pages, events, productions, articles, magazine categories and
 * topics, persons, venues, series and whatever else the navigation links to.
 * @throws CmsError when the back end cannot answer (the caller decides how to fail)
 */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
	const perLocale = await Promise.all(SITE_LOCALES.map((locale) => localePaths(locale)));
	const sourceCount = perLocale[0]?.length ?? 0;
	const entries: SitemapEntry[] = [];
	for (let source = 0; source < sourceCount; source += 1) {
		entries.push(...groupByKey(perLocale.flatMap((sources) => sources[source] ?? [])));
	}
	return withoutDuplicatePaths(entries);
}
