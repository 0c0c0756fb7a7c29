import { Hono, type Context } from 'hono';
import {
	DidYouMeanSchema,
	SEARCH_PAGE_SIZE,
	SearchQuerySchema,
	type SearchCategory,
	type SearchPage,
	type SearchResult,
} from '../../lib/contract/index.ts';
import { didYouMean, searchPage, suggestTitles } from '../content/search-query.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { requestLocale } from '../http/locale.ts';
import { pagedAnswer } from '../http/paging.ts';
import { parseOrThrow } from '../http/validate.ts';
import { budgetGate } from '../http/budget-gate.ts';
import { recordSearchKeyword } from '../dashboard/keywords.ts';

/** Suggestions per autocomplete answer. */
const SUGGESTIONS = 8;

/**
 * GET /search/?query= (first page of both categories, and 'did you mean' when neither finds
 * anything), /search/events/ and /search/others/ (?query=&page=, paged),
 * /search/autocomplete/?query= (titles) and /search/did-you-mean/?query= (the nearest text that
 * finds titles): forgiving full-text search in the request's language (content/search-query.ts),
 * best match first. Each full search (not autocomplete, not a later page) is counted for the
 * editor hub's keywords, with whether it found anything. Searching is held to its budget
 * (429 / 503 beyond it), so no flood of searches can slow the rest of the site.
 */
export function createSearchApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	// Per path, not '*': a sub-app's '*' would cover every route mounted beside it.
	for (const path of ['/search', '/search/*']) {
		app.use(path, budgetGate(ctx.searchBudget, 'searches'));
	}

	// The editor hub's top keywords count full searches; a failing log never fails the search.
	const logKeyword = async (query: string, found: boolean) => {
		try {
			await recordSearchKeyword(ctx.db, ctx.site, query, ctx.now(), found);
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
		const base = c.req.path.replace(/\/+$/, '');
		const events = await page(c, 'events', query, 1, base);
		const others = await page(c, 'others', query, 1, base);
		const found = events.count + others.count > 0;
		await logKeyword(query, found);
		const suggestion = found ? null : await didYouMean(ctx.db, ctx.site, requestLocale(c), query);
		const answer: SearchResult = { events, others, suggestion };
		return c.json(answer);
	});

	app.get('/search/autocomplete', async (c) => {
		const { query } = parseOrThrow(SearchQuerySchema, c.req.query());
		const locale = requestLocale(c);
		return c.json(
			await suggestTitles(ctx.db, ctx.site, locale, query.toLocaleLowerCase(locale), SUGGESTIONS),
		);
	});

	app.get('/search/did-you-mean', async (c) => {
		const { query } = parseOrThrow(SearchQuerySchema, c.req.query());
		const suggestion = await didYouMean(ctx.db, ctx.site, requestLocale(c), query, {
			titlesOnly: true,
		});
		return c.json(DidYouMeanSchema.parse({ suggestion }));
	});

	for (const category of ['events', 'others'] as const) {
		app.get(`/search/${category}`, async (c) => {
			const { query, page: number } = parseOrThrow(SearchQuerySchema, c.req.query());
			const answer = await page(c, category, query, number);
			if (number === 1) await logKeyword(query, answer.count > 0);
			return c.json(answer);
		});
	}
	return app;
}
