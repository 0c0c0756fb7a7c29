import { hasCookie, isSharedPageRequest, SESSION_COOKIE } from '../server/shared-page-request.ts';

/** Netlify's CDN keeps an on-demand page a minute, then serves it stale while it renders anew. */
export const CDN_PAGE_CACHE = 'public, s-maxage=60, stale-while-revalidate=300';
/** Browsers always ask again (the CDN answers from its cache). */
export const BROWSER_PAGE_CACHE = 'public, max-age=0, must-revalidate';
export const NO_STORE = 'private, no-store';

/**
 * The request cookies an on-demand page may depend on, so they are part of the CDN's cache key:
 * the session (staff see offline content and versions) and the dismissed alert (DefaultLayout
 * reads it on demand). Not the CSRF token: no page renders it, and as every visitor has their own,
 * keying on it would give each visitor a cache of their own.
 */
export const VARY_COOKIES = [SESSION_COOKIE, 'alert_dismissed'] as const;
export const NETLIFY_VARY = `query,cookie=${VARY_COOKIES.join('|')}`;

/** The headers that already decide how an answer is cached. */
const CACHE_HEADERS = ['cache-control', 'cdn-cache-control', 'netlify-cdn-cache-control'];

export type CacheInput = {
	method: string;
	url: URL;
	/** The request's Cookie header. */
	cookie: string | null;
	status: number;
	/** The answer's headers as rendered. */
	headers: Headers;
	/** True when the answer sets a cookie (a Set-Cookie header or Astro cookies). */
	setsCookie: boolean;
};

/**
 * The cache headers to add to an answer rendered on demand behind Netlify's CDN; an empty object
 * leaves the answer as it is (then the CDN does not keep it: it caches function answers only when
 * told to). Kept a minute on the CDN (stale up to five more while re-rendering) are only anonymous
 * GET/HEAD 200 answers of locale pages that set no cookie, have no cache header of their own, ask
 * for no edit mode, version or overlay, and are no personal page. Answers to a logged-in visitor
 * or that set a cookie are marked `private, no-store`.
 */
export function cdnCacheHeaders(input: CacheInput): Record<string, string> {
	const { method, url, cookie, status, headers, setsCookie } = input;
	if (method !== 'GET' && method !== 'HEAD') return {};
	const decided = CACHE_HEADERS.some((name) => headers.has(name));
	if (setsCookie || headers.has('set-cookie')) return { 'Cache-Control': NO_STORE };
	if (hasCookie(cookie, SESSION_COOKIE)) return decided ? {} : { 'Cache-Control': NO_STORE };
	if (decided || status !== 200 || !isSharedPageRequest(url, cookie)) return {};
	return {
		'Cache-Control': BROWSER_PAGE_CACHE,
		'Netlify-CDN-Cache-Control': CDN_PAGE_CACHE,
		'Netlify-Vary': NETLIFY_VARY,
	};
}
