import { search, searchCategory, CmsNotFoundError } from '../../lib/cms/index.ts';
import {
	SEARCH_PAGE_SIZE,
	SearchCategorySchema,
	type SearchCategory,
	type SearchPage,
} from '../../lib/contract/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import type { RouteInput } from '../route-data.ts';
import { pagingWith, type Paging } from '../magazine/paging.ts';

/** One block of results on the search page: a category's hits and how to see more. */
export type SearchSection = {
	category: SearchCategory;
	page: SearchPage;
	/** Paging within the category (category pages), or a link to all of them (overview). */
	paging: Paging | null;
	allHref: string | null;
};

export type SearchData = {
	query: string;
	category: SearchCategory | null;
	sections: SearchSection[];
	/** When nothing was found: the nearest text that finds something ('did you mean'). */
	suggestion: string | null;
};

/** The address of a search: `/{locale}/search/{category?}/{page?}?q=` (SPEC §2). */
export function searchPath(
	locale: RouteInput['locale'],
	query: string,
	category?: SearchCategory,
	page?: number,
): string {
	const base = localePath(locale, 'search');
	const path = category ? `${base}/${category}${page && page > 1 ? `/${page}` : ''}` : base;
	return query ? `${path}?${new URLSearchParams({ q: query })}` : path;
}

/** Splits the route's rest `events/2` into category and page; anything else is not a page. */
function parseRest(rest: string, url: URL): { category: SearchCategory | null; page: number } {
	const [first, second, ...more] = rest.split('/').filter(Boolean);
	if (first === undefined) return { category: null, page: 1 };
	const category = SearchCategorySchema.safeParse(first);
	const page = second === undefined ? 1 : /^[1-9]\d{0,3}$/.test(second) ? Number(second) : NaN;
	if (!category.success || Number.isNaN(page) || more.length > 0)
		throw new CmsNotFoundError(url.pathname);
	return { category: category.data, page };
}

/**
 * The search page's data: without text, just the form; with text, both categories' first pages
 * (overview) or one category's page `page`. The text is trimmed and capped like the back end does.
 */
export async function loadSearch(input: RouteInput): Promise<SearchData> {
	const { locale, ctx, url } = input;
	const { category, page } = parseRest(input.params['rest'] ?? '', url);
	const query = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
	if (!query) return { query, category, sections: [], suggestion: null };

	if (category) {
		const result = await searchCategory(ctx, category, query, page).catch((error: unknown) => {
			// A page past the end is simply not there.
			if (error instanceof Error && 'status' in error && error.status === 404)
				throw new CmsNotFoundError(url.pathname);
			throw error;
		});
		const pages = pagingWith(
			(n) => searchPath(locale, query, category, n),
			page,
			result.count,
			SEARCH_PAGE_SIZE,
		);
		return {
			query,
			category,
			sections: [{ category, page: result, paging: pages, allHref: null }],
			suggestion: null,
		};
	}

	const result = await search(ctx, query);
	const sections = (['events', 'others'] as const).map((each) => ({
		category: each,
		page: result[each],
		paging: null,
		allHref:
			result[each].count > result[each].results.length ? searchPath(locale, query, each) : null,
	}));
	return { query, category, sections, suggestion: result.suggestion };
}
