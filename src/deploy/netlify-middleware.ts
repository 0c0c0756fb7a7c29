import { defineMiddleware } from 'astro:middleware';
import { securityHeaders } from '../server/security-headers.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';

const TLS = { headers: { 'x-forwarded-proto': 'https' }, encrypted: true };

/**
 * Added first in the middleware chain by the Netlify integration (src/deploy/netlify.ts), for
 * answers rendered on demand in the Netlify function only (Netlify applies `_headers` to static
 * files, never to function answers): the node server's security headers (a CSP that allows the
 * site's own inline scripts only, never one read from the answer) and the CDN cache headers of
 * src/deploy/cdn-cache.ts.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (context.isPrerendered) return response;
	const headers = new Headers(response.headers);
	for (const [name, value] of Object.entries(securityHeaders(TLS))) {
		headers.set(name, value);
	}
	const cache = cdnCacheHeaders({
		method: context.request.method,
		url: context.url,
		cookie: context.request.headers.get('cookie'),
		status: response.status,
		headers,
		setsCookie: !context.cookies.headers().next().done,
	});
	for (const [name, value] of Object.entries(cache)) headers.set(name, value);
	const bodyless = [204, 205, 304].includes(response.status);
	return new Response(bodyless ? null : response.body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
});
