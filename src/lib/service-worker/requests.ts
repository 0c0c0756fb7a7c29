/**
 * Which requests the service worker answers (README 'Service worker'). Both functions are copied
 * into /sw.js as source text (`String(fn)`), so each must stay self-contained: no imports, no
 * references to anything outside its own body, no nested function declarations.
 */

/** What the worker does with a request: cache-first asset, network-first page, or nothing. */
export type WorkerRoute = 'asset' | 'page' | 'none';

/** The parts of a `Request` the classifier reads. */
export interface RequestLike {
	readonly method: string;
	readonly url: string;
	readonly mode: string;
	readonly cache?: string;
}

/**
 * 'asset' for GETs of the build's hashed files (`/_astro/…`, `/fonts/…`: immutable, cache-first),
 * 'page' for same-origin page navigations (network only, offline page when the network fails),
 * 'none' for everything else, which the worker leaves to the browser: other methods, other
 * origins, the back-end paths (APIs, page-editor API, login, media), the webshop paths, the editor
 * hub and its publish API, whether or not a locale precedes them.
 */
export function classifyRequest(request: RequestLike, origin: string): WorkerRoute {
	if (request.method !== 'GET') return 'none';
	const url = new URL(request.url);
	if (url.origin !== origin) return 'none';
	if (
		/^\/(?:(?:de|en|ja|la)\/)?(?:api|pageeditor-api|editor-api|accounts|media|cms-hub|webshop|eventim\.webshop|test\.webshop|testshop|eventim-template)(?:\/|$)/.test(
			url.pathname,
		)
	) {
		return 'none';
	}
	if (request.mode === 'navigate') return 'page';
	// 'only-if-cached' outside same-origin mode would make fetch() throw (a DevTools quirk).
	if (/^\/(?:_astro|fonts)\//.test(url.pathname) && request.cache !== 'only-if-cached') {
		return 'asset';
	}
	return 'none';
}

/** The language of the offline page for a path: English under /en, German everywhere else. */
export function offlineLocale(pathname: string): 'de' | 'en' {
	return /^\/en(?:\/|$)/.test(pathname) ? 'en' : 'de';
}
