import {
	CmsNotFoundError,
	CmsRequestError,
	getFilterOptions,
	getProductions,
	type CmsContext,
} from '../../lib/cms/index.ts';
import type {
	Locale,
	ProductionFilterKey,
	ProductionList,
	ProductionListItem,
} from '../../lib/contract/index.ts';
import { getT } from '../../lib/i18n/index.ts';
import { localePath } from '../../lib/i18n/routes.ts';
import { listHeadline, type ListHeadline } from '../event/list-headline.ts';
import { redirectTo } from '../../lib/links/url-query.ts';
import type { RouteInput } from '../route-data.ts';
import {
	parseProductionsQuery,
	productionsFilterHref,
	productionsPageHref,
	type ProductionsPageQuery,
} from './productions-query.ts';

/** Productions per page of the list. */
export const PRODUCTIONS_PAGE_SIZE = 12;

/** One link of a filter group; `current` marks the chosen one ('all' when none is). */
export type FilterLink = { label: string; href: string; current: boolean };

/** A filter of the list (season, exhibition type, tag) as a group of links. */
export type FilterGroup = { key: ProductionFilterKey; links: FilterLink[] };

/** One link of the page navigation. */
export type PageLink = { page: number; href: string; current: boolean };

/** What the productions page shows. */
export type ProductionListData = ListHeadline & {
	listPath: string;
	filtered: boolean;
	productions: ProductionListItem[];
	groups: FilterGroup[];
	pages: PageLink[];
	previousHref: string | null;
	nextHref: string | null;
};

const OPTION_LISTS = {
	season: 'seasons',
	exhibition_type: 'exhibitionTypes',
	tag: 'productionTags',
} as const satisfies Record<ProductionFilterKey, string>;

/** The filter groups as links, options with show_in_filter false left out (SPEC §3). */
async function filterGroups(
	ctx: CmsContext,
	listPath: string,
	query: Partial<ProductionsPageQuery>,
	allLabel: string,
): Promise<FilterGroup[]> {
	const keys = Object.keys(OPTION_LISTS) as ProductionFilterKey[];
	return Promise.all(
		keys.map(async (key) => {
			const options = await getFilterOptions(ctx, OPTION_LISTS[key]);
			const links = options
				.filter((option) => option.show_in_filter)
				.map((option) => ({
					label: option.name,
					href: productionsFilterHref(listPath, query, key, option.id),
					current: query[key] === option.id,
				}));
			const all = {
				label: allLabel,
				href: productionsFilterHref(listPath, query, key, null),
				current: query[key] === undefined,
			};
			return { key, links: [all, ...links] };
		}),
	);
}

/** The page of productions, or null when the back end refuses the query. */
async function productionsPage(
	ctx: CmsContext,
	query: Partial<ProductionsPageQuery>,
	page: number,
): Promise<ProductionList | null> {
	try {
		return await getProductions(ctx, {
			season: query.season,
			exhibition_type: query.exhibition_type,
			tag: query.tag,
			page,
			page_size: PRODUCTIONS_PAGE_SIZE,
		});
	} catch (error) {
		if (error instanceof CmsRequestError || (error instanceof CmsNotFoundError && page > 1)) {
			console.warn(`productions query refused: ${error.message}`);
			return null;
		}
		throw error;
	}
}

/**
 * The loader of the productions list for the route of `segmentLocale` (/de/produktionen,
 * /en/productions): the other language's prefix is an unknown page. Reads the filters and page
 * from the query; an invalid query, or one the back end refuses, is logged and redirected (302)
 * to the plain list.
 */
export function loadProductionList(segmentLocale: Locale) {
	return async (input: RouteInput): Promise<ProductionListData | Response> => {
		const { ctx, locale } = input;
		if (locale !== segmentLocale) throw new CmsNotFoundError(input.url.pathname);
		const t = getT(locale);
		const listPath = localePath(locale, 'productions');
		const parsed = parseProductionsQuery(input.url.searchParams);
		if (!parsed.valid) {
			console.warn(`productions: invalid ${parsed.key}=${parsed.value}, redirected to ${listPath}`);
			return redirectTo(listPath);
		}
		const { query } = parsed;
		const page = query.page ?? 1;
		const [result, headline, groups] = await Promise.all([
			productionsPage(ctx, query, page),
			listHeadline(ctx, listPath, t('productions.headline')),
			filterGroups(ctx, listPath, query, t('list.all')),
		]);
		if (!result) return redirectTo(listPath);
		const pageCount = Math.max(1, Math.ceil(result.count / PRODUCTIONS_PAGE_SIZE));
		const pages = Array.from({ length: pageCount }, (_, index) => ({
			page: index + 1,
			href: productionsPageHref(listPath, query, index + 1),
			current: index + 1 === page,
		}));
		return {
			...headline,
			listPath,
			filtered: groups.some((group) => !group.links[0]?.current),
			productions: result.results,
			groups,
			pages: pageCount > 1 ? pages : [],
			previousHref: result.previous ? productionsPageHref(listPath, query, page - 1) : null,
			nextHref: result.next ? productionsPageHref(listPath, query, page + 1) : null,
		};
	};
}
