import { defineMiddleware } from 'astro:middleware';
import { isBackendPath } from '../lib/links/backend-paths.ts';
import { securityHeaders } from '../server/security-headers.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';
import { answerOnNetlify, prepareFunctionEnv } from './netlify-backend.ts';

const TLS = { headers: { 'x-forwarded-proto': 'https' }, encrypted: true };

/** No CMS_API_URL: the back end runs in this function (netlifyBackendMode 'own'). */
const ownBackend = !process.env['CMS_API_URL']?.trim();
if (ownBackend) prepareFunctionEnv();

/** The visitor's address as Netlify reports it, if the adapter knows it. */
function clientAddressOf(context: { clientAddress: string }): string | undefined {
	try {
		return context.clientAddress;
	} catch {
		return undefined;
	}
}

/**
 * Added first in the middleware chain by the Netlify integration (src/deploy/netlify.ts), for
 * answers rendered on demand in the Netlify function only (Netlify applies `_headers` to static
 * files, never to function answers): the node server's security headers (a CSP that allows the
 * site's own inline scripts only, never one read from the answer) and the CDN cache headers of
 * src/deploy/cdn-cache.ts. With the back end in this function, its paths are answered by it
 * (with the security headers; their caching is the back end's own).
 */
export const onRequest = defineMiddleware(async (context, next) => {
	if (ownBackend && !context.isPrerendered && isBackendPath(context.url.pathname)) {
		const answer = await answerOnNetlify(context.request, clientAddressOf(context));
		const headers = new Headers(answer.headers);
		for (const [name, value] of Object.entries(securityHeaders(TLS))) headers.set(name, value);
		return new Response(answer.body, { status: answer.status, headers });
	}
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
