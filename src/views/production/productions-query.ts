import type { ProductionFilterKey } from '../../lib/contract/index.ts';
import { idRule, validateQuery, withQuery, type QueryResult } from '../../lib/links/url-query.ts';

/** The productions list's query: filters by id and the page (SPEC §3 'Productions list state'). */
export type ProductionsPageQuery = Record<ProductionFilterKey, number> & { page: number };

/** Validates the productions list's query: season, exhibition_type, tag and page are positive ids. */
export function parseProductionsQuery(params: URLSearchParams): QueryResult<ProductionsPageQuery> {
	return validateQuery<ProductionsPageQuery>(params, {
		season: idRule,
		exhibition_type: idRule,
		tag: idRule,
		page: idRule,
	});
}

/**
 * The list with one filter set to `id` (null clears it), keeping the others; any filter change
 * starts again on page 1 (SPEC §4 'Productions list').
 */
export function productionsFilterHref(
	listPath: string,
	query: Partial<ProductionsPageQuery>,
	key: ProductionFilterKey,
	id: number | null,
): string {
	return withQuery(listPath, {
		season: query.season,
		exhibition_type: query.exhibition_type,
		tag: query.tag,
		[key]: id,
	});
}

/** The list's page `page` with the current filters. */
export function productionsPageHref(
	listPath: string,
	query: Partial<ProductionsPageQuery>,
	page: number,
): string {
	return withQuery(listPath, {
		season: query.season,
		exhibition_type: query.exhibition_type,
		tag: query.tag,
		page: page > 1 ? page : undefined,
	});
}
