import { getArticleCategories, getArticles, getFeaturedArticle } from '../../lib/cms/index.ts';
import type { ArticleCategory, ArticleListItem } from '../../lib/contract/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import { idParam, type RouteInput } from '../route-data.ts';
import { ARTICLES_PER_PAGE, paging, type Paging } from './paging.ts';

/** What the magazine list renders. */
export type MagazineListData = {
	categories: ArticleCategory[];
	/** The featured article, on the first page only. */
	featured: ArticleListItem | null;
	/** This page's articles, without the featured one. */
	articles: ArticleListItem[];
	paging: Paging;
};

/**
 * The magazine list: page 1 (no `page` param) with the featured article, or page `page` of the
 * newest-first list. A page past the end is unknown content (404).
 */
export async function loadMagazineList(input: RouteInput): Promise<MagazineListData> {
	const { ctx, locale } = input;
	const page = input.params['page'] === undefined ? 1 : idParam(input, 'page');
	const [categories, list, featured] = await Promise.all([
		getArticleCategories(ctx),
		getArticles(ctx, { page, page_size: ARTICLES_PER_PAGE }),
		page === 1 ? getFeaturedArticle(ctx) : Promise.resolve(null),
	]);
	return {
		categories,
		featured,
		articles: list.results.filter((article) => article.id !== featured?.id),
		paging: paging(localePath(locale, 'magazine'), page, list.count, ARTICLES_PER_PAGE),
	};
}
