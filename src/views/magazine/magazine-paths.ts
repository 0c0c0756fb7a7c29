import { getArticleCategories, getArticles, getArticleTags } from '../../lib/cms/index.ts';
import { collectAll, perLocale, slugAndId } from '../../lib/cms/static-paths.ts';

/** Static paths of pages that exist once per locale (magazine list, topics, team list). */
export function localeOnlyPaths() {
	return perLocale((locale) => Promise.resolve([{ params: { locale } }]));
}

/** Static paths of every article in both locales, from the URLs the back end gives. */
export function articlePaths() {
	return perLocale(async (locale) => {
		const articles = await collectAll((page) => getArticles({ locale }, { page, page_size: 100 }));
		return articles.flatMap((article) => {
			const path = slugAndId(article.url);
			return path ? [{ params: { locale, ...path } }] : [];
		});
	});
}

/** Static paths of the first page of every category's article list. */
export function categoryPaths() {
	return perLocale(async (locale) => {
		const categories = await getArticleCategories({ locale });
		return categories.map((category) => ({
			params: { locale, category: category.slug, id: String(category.id) },
		}));
	});
}

/** Static paths of the first page of every tag's (topic's) article list. */
export function tagPaths() {
	return perLocale(async (locale) => {
		const tags = await getArticleTags({ locale });
		return tags.map((tag) => ({ params: { locale, tag: tag.slug, id: String(tag.id) } }));
	});
}
