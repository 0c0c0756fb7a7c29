import type { Context } from 'hono';
import type { Paged } from '../../lib/contract/index.ts';
import { ApiProblem } from './errors.ts';

/** A requested page: 1-based number and size. */
export type PageRequest = { page: number; page_size: number };

/** The request's path and query with `page` set to `page` (a same-origin URL for next/previous). */
function pageUrl(c: Context, page: number): string {
	const url = new URL(c.req.url);
	url.searchParams.set('page', String(page));
	return `${url.pathname}${url.search}`;
}

/** SQL LIMIT and OFFSET of a page request. */
export function limitOffset(request: PageRequest): { limit: number; offset: number } {
	return { limit: request.page_size, offset: (request.page - 1) * request.page_size };
}

/**
 * The paged answer for `results` of `count` matches: `next`/`previous` are URLs of the same
 * request with another page, or null. A page past the end answers 404 like the reference API.
 */
export function pagedAnswer<T>(
	c: Context,
	request: PageRequest,
	count: number,
	results: T[],
): Paged<T> {
	const { offset } = limitOffset(request);
	if (request.page > 1 && offset >= count) {
		throw new ApiProblem(404, { error: 'Invalid page', field: 'page' });
	}
	return {
		count,
		next: offset + results.length < count ? pageUrl(c, request.page + 1) : null,
		previous: request.page > 1 ? pageUrl(c, request.page - 1) : null,
		results,
	};
}
