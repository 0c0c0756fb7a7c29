import { ArticleQuerySchema } from '../../lib/contract/index.ts';

/**
 * Articles per list page: the page size the articles API uses by default (its contract). Every
 * list call passes it explicitly, so page counts computed here match the back end's pages.
 */
export const ARTICLES_PER_PAGE = ArticleQuerySchema.parse({}).page_size;

/** One numbered link of a pagination. */
export type PageLink = { page: number; href: string; current: boolean };

/** Everything a pagination renders; `items` holds page links and 'gap' where pages are skipped. */
export type Paging = {
	current: number;
	pages: number;
	previous: string | null;
	next: string | null;
	items: (PageLink | 'gap')[];
};

/**
 * The path of page `page` of a list whose first page lives at `base`: page 1 is `base` itself
 * (the prerendered page), later pages are `{base}/page/{n}` (rendered on demand).
 */
export function pagePath(base: string, page: number): string {
	return page <= 1 ? base : `${base}/page/${page}`;
}

/** How many pages `count` items fill at `pageSize` per page; an empty list still has one page. */
export function pageCount(count: number, pageSize: number): number {
	return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The page numbers worth a link: the first, the last, and the current page with one neighbour on
 * each side; skipped runs become 'gap' (a run of exactly one page is linked instead).
 */
function visiblePages(current: number, pages: number): (number | 'gap')[] {
	const wanted = new Set([1, pages, current - 1, current, current + 1]);
	const result: (number | 'gap')[] = [];
	let last = 0;
	for (let page = 1; page <= pages; page += 1) {
		if (!wanted.has(page)) continue;
		if (page - last === 2) result.push(page - 1);
		else if (page - last > 2) result.push('gap');
		result.push(page);
		last = page;
	}
	return result;
}

/** The pagination of page `current` of a list at `base` holding `count` items. */
export function paging(base: string, current: number, count: number, pageSize: number): Paging {
	return pagingWith((page) => pagePath(base, page), current, count, pageSize);
}

/** The pagination of page `current` of `count` items, where `pathOf(n)` is page n's address. */
export function pagingWith(
	pathOf: (page: number) => string,
	current: number,
	count: number,
	pageSize: number,
): Paging {
	const pages = pageCount(count, pageSize);
	return {
		current,
		pages,
		previous: current > 1 ? pathOf(current - 1) : null,
		next: current < pages ? pathOf(current + 1) : null,
		items: visiblePages(current, pages).map((page) =>
			page === 'gap' ? page : { page, href: pathOf(page), current: page === current },
		),
	};
}
