import { getArticleCategories, getArticles, getArticleTags } from '../../lib/cms/index.ts';
import type { ArticleCategory, Tag } from '../../lib/contract/index.ts';
import type { RouteInput } from '../route-data.ts';

/** A magazine topic with the number of its articles. */
export type Topic = Tag & { count: number };

/** What the 'All #Topics' page renders. */
export type TopicsData = { categories: ArticleCategory[]; topics: Topic[] };

/**
 * Every magazine topic (tag), alphabetical in the page's language, each with its article count
 * (one one-item list call per tag; the page is prerendered, so this runs at build time).
 */
export async function loadTopics({ ctx, locale }: RouteInput): Promise<TopicsData> {
	const [tags, categories] = await Promise.all([getArticleTags(ctx), getArticleCategories(ctx)]);
	const topics = await Promise.all(
		tags.map(async (tag) => {
			const { count } = await getArticles(ctx, { tag: tag.id, page_size: 1 });
			return { ...tag, count };
		}),
	);
	const collator = new Intl.Collator(locale);
	return { categories, topics: topics.sort((a, b) => collator.compare(a.name, b.name)) };
}
