import { describe, expect, it } from 'vitest';
import {
	BROWSER_PAGE_CACHE,
	CDN_PAGE_CACHE,
	cdnCacheHeaders,
	NETLIFY_VARY,
	NO_STORE,
	type CacheInput,
} from '../../../src/deploy/cdn-cache.ts';
import { hasCookie } from '../../../src/server/shared-page-request.ts';

const CACHED = {
	'Cache-Control': BROWSER_PAGE_CACHE,
	'Netlify-CDN-Cache-Control': CDN_PAGE_CACHE,
	'Netlify-Vary': NETLIFY_VARY,
};

/** An anonymous GET of `path` answered 200 without cache headers, with `changes` applied. */
function input(path: string, changes: Partial<Omit<CacheInput, 'url'>> = {}): CacheInput {
	return {
		method: 'GET',
		url: new URL(path, 'https://venue.example'),
		cookie: null,
		status: 200,
		headers: new Headers({ 'Content-Type': 'text/html' }),
		setsCookie: false,
		...changes,
	};
}

describe('CDN cache of on-demand answers', () => {
	it('keeps anonymous pages a minute on the CDN, stale while revalidating, never in browsers', () => {
		expect(cdnCacheHeaders(input('/de/events'))).toEqual(CACHED);
		expect(cdnCacheHeaders(input('/en/search?q=castle'))).toEqual(CACHED);
		expect(cdnCacheHeaders(input('/de/events', { method: 'HEAD' }))).toEqual(CACHED);
		expect(CDN_PAGE_CACHE).toBe('public, s-maxage=60, stale-while-revalidate=300');
		expect(BROWSER_PAGE_CACHE).toBe('public, max-age=0, must-revalidate');
	});

	it('varies on the query and the cookies a page depends on', () => {
		expect(NETLIFY_VARY).toBe('query,cookie=sessionid|alert_dismissed');
		// Cookies a page does not read (consent, cart count) do not split the cache.
		const consent = input('/de/events', { cookie: 'cc_cookie=1; cart_count=2' });
		expect(cdnCacheHeaders(consent)).toEqual(CACHED);
	});

	it('never caches a logged-in visitor’s answer', () => {
		const staff = input('/de/events', { cookie: 'csrftoken=t; sessionid=abc' });
		expect(cdnCacheHeaders(staff)).toEqual({ 'Cache-Control': NO_STORE });
	});

	it('never caches an answer that sets a cookie', () => {
		expect(cdnCacheHeaders(input('/de/events', { setsCookie: true }))).toEqual({
			'Cache-Control': NO_STORE,
		});
		const headers = new Headers({ 'Set-Cookie': 'cart=1; Path=/' });
		expect(cdnCacheHeaders(input('/de/events', { headers }))).toEqual({
			'Cache-Control': NO_STORE,
		});
	});

	it('leaves edit mode, versions and the overlay uncached', () => {
		for (const query of ['?edit', '?v=3', '?version_id=3', '?overlay=1', '?noToolbar']) {
			expect(cdnCacheHeaders(input(`/de/ueber-uns${query}`))).toEqual({});
		}
	});

	it('leaves personal pages, the webshop and pages without a locale uncached', () => {
		for (const path of [
			'/de/user/profile',
			'/en/user/settings',
			'/cms-hub',
			'/cms-hub/activities',
			'/editor-api/publish',
			'/webshop/cart',
			'/testshop/x',
			'/eventim.webshop',
			'/sitemap.xml',
			'/',
		]) {
			expect(cdnCacheHeaders(input(path)), path).toEqual({});
		}
	});

	it('leaves other methods, errors and redirects alone', () => {
		expect(cdnCacheHeaders(input('/de/formular/kontakt/1', { method: 'POST' }))).toEqual({});
		for (const status of [301, 302, 404, 500, 503]) {
			expect(cdnCacheHeaders(input('/de/events', { status }))).toEqual({});
		}
	});

	it('keeps a cache header the page set itself', () => {
		const headers = new Headers({ 'Cache-Control': 'private, no-store' });
		expect(cdnCacheHeaders(input('/de/formular/kontakt/1', { headers }))).toEqual({});
		const calendar = new Headers({ 'Cache-Control': 'public, max-age=300' });
		expect(cdnCacheHeaders(input('/de/events/x/1/calendar.ics', { headers: calendar }))).toEqual(
			{},
		);
		// Also for staff: the page's own header stands.
		const staff = input('/de/events/x/1/calendar.ics', {
			headers: calendar,
			cookie: 'sessionid=abc',
		});
		expect(cdnCacheHeaders(staff)).toEqual({});
	});
});

describe('hasCookie', () => {
	it('finds a named cookie with a value', () => {
		expect(hasCookie('a=1; sessionid=xyz', 'sessionid')).toBe(true);
		expect(hasCookie('sessionid=', 'sessionid')).toBe(false);
		expect(hasCookie('mysessionid=1', 'sessionid')).toBe(false);
		expect(hasCookie(null, 'sessionid')).toBe(false);
	});
});
