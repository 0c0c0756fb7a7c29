import { defineMiddleware } from 'astro:middleware';
import {
	ASTRO_RUNTIME_SCRIPTS,
	inlineScriptHashes,
	scriptHash,
	securityHeaders,
} from '../server/security-headers.ts';
import { cdnCacheHeaders } from './cdn-cache.ts';

const RUNTIME_HASHES = ASTRO_RUNTIME_SCRIPTS.map(scriptHash);
const TLS = { headers: { 'x-forwarded-proto': 'https' }, encrypted: true };

/**
 * Added first in the middleware chain by the Netlify integration (src/deploy/netlify.ts), for
 * answers rendered on demand in the Netlify function only (Netlify applies `_headers` to static
 * files, never to function answers): the node server's security headers, with a CSP allowing the
 * inline scripts of this very answer, and the CDN cache headers of src/deploy/cdn-cache.ts.
 */
export const onRequest = defineMiddleware(async (context, next) => {
	const response = await next();
	if (context.isPrerendered) return response;
	const headers = new Headers(response.headers);
	let body: BodyInit | null = response.body;
	let hashes = RUNTIME_HASHES;
	if (/^text\/html\b/i.test(headers.get('content-type') ?? '') && response.body !== null) {
		const html = await response.text();
		body = html;
		hashes = [...RUNTIME_HASHES, ...inlineScriptHashes(html)];
	}
	for (const [name, value] of Object.entries(securityHeaders(TLS, hashes))) {
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
	return new Response(bodyless ? null : body, {
		status: response.status,
		statusText: response.statusText,
		headers,
	});
});
