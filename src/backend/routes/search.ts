import { Hono, type Context } from 'hono';
import {
	SEARCH_PAGE_SIZE,
	SearchQuerySchema,
	type SearchCategory,
	type SearchPage,
	type SearchResult,
} from '../../lib/contract/index.ts';
import { searchPage, suggestTitles } from '../content/search-query.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { pagedAnswer } from '../http/paging.ts';
import { parseOrThrow } from '../http/validate.ts';
import { recordSearchKeyword } from '../dashboard/keywords.ts';

/** Suggestions per autocomplete answer. */
const SUGGESTIONS = 8;

/**
 * GET /search/?query= (first page of both categories), /search/events/ and /search/others/
 * (?query=&page=, paged) and /search/autocomplete/?query= (titles): full-text search in the
 * request's language with prefix matching, best match first. Each full search (not autocomplete,
 * not a later page) is counted for the editor hub's top keywords.
 */
export function createSearchApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });

	// The editor hub's top keywords count full searches; a failing log never fails the search.
	const logKeyword = async (query: string) => {
		try {
			await recordSearchKeyword(ctx.db, ctx.site, query, ctx.now());
		} catch (error) {
			console.error('[backend] search keyword log failed', error);
		}
	};

	const page = async (
		c: Context<AppEnv>,
		category: SearchCategory,
		query: string,
		number: number,
		linkPath?: string,
	): Promise<SearchPage> => {
		const { count, hits } = await searchPage(
			ctx.db,
			ctx.site,
			requestLocale(c),
			category,
			query,
			number,
			SEARCH_PAGE_SIZE,
		);
		const answer = pagedAnswer(c, { page: number, page_size: SEARCH_PAGE_SIZE }, count, hits);
		if (linkPath === undefined || answer.next === null) return answer;
		// The combined answer's next page lives on the category's own path.
		const next = new URLSearchParams({ query, page: String(number + 1) });
		return { ...answer, next: `${linkPath}/${category}?${next.toString()}` };
	};

	app.get('/search', async (c) => {
		const { query } = parseOrThrow(SearchQuerySchema, c.req.query());
		await logKeyword(query);
		const base = c.req.path.replace(/\/+$/, '');
		const answer: SearchResult = {
			events: await page(c, 'events', query, 1, base),
			others: await page(c, 'others', query, 1, base),
		};
		return c.json(answer);
	});

	app.get('/search/autocomplete', async (c) => {
		const { query } = parseOrThrow(SearchQuerySchema, c.req.query());
		const locale = requestLocale(c);
		return c.json(
			await suggestTitles(ctx.db, ctx.site, locale, query.toLocaleLowerCase(locale), SUGGESTIONS),
		);
	});

	for (const category of ['events', 'others'] as const) {
		app.get(`/search/${category}`, async (c) => {
			const { query, page: number } = parseOrThrow(SearchQuerySchema, c.req.query());
			if (number === 1) await logKeyword(query);
			return c.json(await page(c, category, query, number));
		});
	}
	return app;
}
