import {
	CmsNotFoundError,
	getArticleCategories,
	getArticles,
	getArticleTags,
	type CmsContext,
} from '../../lib/cms/index.ts';
import {
	SITE_LOCALES,
	type ArticleCategory,
	type ArticleListItem,
	type Locale,
	type SiteUrls,
	type Tag,
} from '../../lib/contract/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import { idParam, type RouteInput } from '../route-data.ts';
import { ARTICLES_PER_PAGE, paging, type Paging } from './paging.ts';

/** The articles of one category or one tag (topic), a page at a time. */
export type ArticleFilterData = {
	categories: ArticleCategory[];
	articles: ArticleListItem[];
	count: number;
	paging: Paging;
	/** The same list in each language (the category's or tag's slug differs per language). */
	alternates: SiteUrls;
} & ({ kind: 'category'; category: ArticleCategory } | { kind: 'tag'; tag: Tag });

type Term = { id: number; slug: string };
type Lists<T> = Record<Locale, T[]>;

/** A term list (categories, tags) in every site locale, for the language alternates. */
async function listsInEachLocale<T>(
	load: (ctx: CmsContext) => Promise<T[]>,
	cookie: CmsContext['cookie'],
): Promise<Lists<T>> {
	const [de = [], en = []] = await Promise.all(
		SITE_LOCALES.map((locale) => load({ locale, cookie })),
	);
	return { de, en };
}

/** The term `id` in `locale`'s list; unknown content (404) when it is not there. */
function findTerm<T extends Term>(lists: Lists<T>, input: RouteInput, id: number): T {
	const term = lists[input.locale].find((item) => item.id === id);
	if (!term) throw new CmsNotFoundError(input.url.pathname);
	return term;
}

/** The list's path in each locale where the term exists there. */
function alternatesOf<T extends Term>(
	lists: Lists<T>,
	id: number,
	pathIn: (locale: Locale, term: T) => string,
): SiteUrls {
	const urls: SiteUrls = {};
	for (const locale of SITE_LOCALES) {
		const term = lists[locale].find((item) => item.id === id);
		if (term) urls[locale] = pathIn(locale, term);
	}
	return urls;
}

function pageOf(input: RouteInput): number {
	return input.params['page'] === undefined ? 1 : idParam(input, 'page');
}

const categoryPath = (locale: Locale, term: Term) =>
	localePath(locale, 'magazine-category', { category: term.slug, id: term.id });

const tagPath = (locale: Locale, term: Term) =>
	localePath(locale, 'magazine-tag', { tag: term.slug, id: term.id });

/** The articles of the category `id` (route params `id`, optional `page`); unknown → 404. */
export async function loadCategoryArticles(input: RouteInput): Promise<ArticleFilterData> {
	const { ctx, locale } = input;
	const id = idParam(input);
	const page = pageOf(input);
	const lists = await listsInEachLocale(getArticleCategories, ctx.cookie);
	const category = findTerm(lists, input, id);
	const list = await getArticles(ctx, { category: id, page, page_size: ARTICLES_PER_PAGE });
	return {
		kind: 'category',
		category,
		categories: lists[locale],
		articles: list.results,
		count: list.count,
		paging: paging(categoryPath(locale, category), page, list.count, ARTICLES_PER_PAGE),
		alternates: alternatesOf(lists, id, categoryPath),
	};
}

/** The articles of the tag `id` (route params `id`, optional `page`); unknown → 404. */
export async function loadTagArticles(input: RouteInput): Promise<ArticleFilterData> {
	const { ctx, locale } = input;
	const id = idParam(input);
	const page = pageOf(input);
	const [lists, categories] = await Promise.all([
		listsInEachLocale(getArticleTags, ctx.cookie),
		getArticleCategories(ctx),
	]);
	const tag = findTerm(lists, input, id);
	const list = await getArticles(ctx, { tag: id, page, page_size: ARTICLES_PER_PAGE });
	return {
		kind: 'tag',
		tag,
		categories,
		articles: list.results,
		count: list.count,
		paging: paging(tagPath(locale, tag), page, list.count, ARTICLES_PER_PAGE),
		alternates: alternatesOf(lists, id, tagPath),
	};
}
