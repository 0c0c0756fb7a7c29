import { getArticle, getArticleCategories, getAttachedSection } from '../../lib/cms/index.ts';
import type { ArticleCategory, ArticleDetail, Module } from '../../lib/contract/index.ts';
import { idParam, type RouteInput } from '../route-data.ts';

/** What an article page renders. */
export type ArticleData = {
	article: ArticleDetail;
	categories: ArticleCategory[];
	section: Module | null;
};

/** The article with the route's `id`; unknown or offline → 404. */
export async function loadArticle(input: RouteInput): Promise<ArticleData> {
	const id = idParam(input);
	const [article, categories, section] = await Promise.all([
		getArticle(input.ctx, id),
		getArticleCategories(input.ctx),
		getAttachedSection(input.ctx, 'article', id),
	]);
	return { article, categories, section };
}
