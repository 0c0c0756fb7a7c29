import { RETRY_HREF_TOKEN } from './offline-page.ts';
import { classifyRequest, offlineLocale } from './requests.ts';

/** Every cache the worker creates starts with this; a new build deletes the others on activate. */
export const CACHE_PREFIX = 'venue-assets-';

/**
 * The worker's install and activate handlers: it installs at once, and on activate deletes the
 * caches whose `name` passes `deletes` (a JS expression), then awaits `then` (an expression).
 */
function lifecycle(deletes: string, then: string): string {
	return `self.addEventListener('install', () => {
	self.skipWaiting();
});

self.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			const names = await caches.keys();
			await Promise.all(
				names.filter((name) => ${deletes}).map((name) => caches.delete(name)),
			);
			await ${then};
		})(),
	);
});`;
}

/** What one build's worker is made of. */
export interface WorkerScriptOptions {
	/** Unique per build: names the asset cache, so each deploy's worker starts from an empty one. */
	readonly buildId: string;
	/** The complete offline page per locale, with `RETRY_HREF_TOKEN` where the address goes. */
	readonly offlinePages: Readonly<Record<'de' | 'en', string>>;
}

/**
 * The source of /sw.js. Installs at once (`skipWaiting`), on activate deletes every cache of
 * earlier builds and takes over open pages (`clients.claim`); then answers
 *
 * - hashed build files (`/_astro/…`, `/fonts/…`) cache-first: they never change under a name;
 * - page navigations from the network only, never from a cache, so no visitor sees an old page
 *   and staff edits show at once; only when the network fails, the offline page of the path's
 *   language (503, not stored);
 * - nothing else: back-end, shop and hub paths, other methods and origins get no `respondWith`.
 */
export function serviceWorkerScript({ buildId, offlinePages }: WorkerScriptOptions): string {
	return `/* Service worker of build ${buildId} (src/lib/service-worker/worker-script.ts). */
'use strict';
const CACHE = ${JSON.stringify(CACHE_PREFIX + buildId)};
const CACHE_PREFIX = ${JSON.stringify(CACHE_PREFIX)};
const OFFLINE_PAGES = ${JSON.stringify(offlinePages)};
const RETRY_HREF_TOKEN = ${JSON.stringify(RETRY_HREF_TOKEN)};
const classifyRequest = ${String(classifyRequest)};
const offlineLocale = ${String(offlineLocale)};

${lifecycle('name.startsWith(CACHE_PREFIX) && name !== CACHE', 'self.clients.claim()')}

self.addEventListener('fetch', (event) => {
	const route = classifyRequest(event.request, self.location.origin);
	if (route === 'asset') event.respondWith(fromCacheFirst(event));
	else if (route === 'page') event.respondWith(fromNetworkOnly(event.request));
});

async function fromCacheFirst(event) {
	const request = event.request;
	let cache;
	try {
		cache = await caches.open(CACHE);
		const cached = await cache.match(request);
		if (cached) return cached;
	} catch {
		cache = undefined;
	}
	const response = await fetch(request);
	if (cache && response.status === 200 && response.type === 'basic') {
		event.waitUntil(cache.put(request, response.clone()).catch(() => undefined));
	}
	return response;
}

async function fromNetworkOnly(request) {
	try {
		return await fetch(request);
	} catch {
		return offlinePage(new URL(request.url));
	}
}

function offlinePage(url) {
	const href = (url.pathname + url.search)
		.replaceAll('&', '&amp;')
		.replaceAll('"', '&quot;')
		.replaceAll('<', '&lt;')
		.replaceAll('>', '&gt;');
	const html = OFFLINE_PAGES[offlineLocale(url.pathname)].replace(RETRY_HREF_TOKEN, () => href);
	return new Response(html, {
		status: 503,
		statusText: 'Offline',
		headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
	});
}
`;
}

/**
 * The source of a /sw.js that removes the worker (README 'Service worker'): it installs over the
 * current one, deletes this site's caches and unregisters itself, with no fetch handler, so every
 * request goes to the network again. Pages it controlled are released on their next load.
 */
export function unregisteringWorkerScript(): string {
	return `/* Removes this site's service worker (src/lib/service-worker/worker-script.ts). */
'use strict';
const CACHE_PREFIX = ${JSON.stringify(CACHE_PREFIX)};
${lifecycle('name.startsWith(CACHE_PREFIX)', 'self.registration.unregister()')}
`;
}
