import type { APIRoute } from 'astro';
import { getT } from '../lib/i18n/index.ts';
import { offlinePageHtml } from '../lib/service-worker/offline-page.ts';
import { serviceWorkerScript } from '../lib/service-worker/worker-script.ts';

/** Written once per build to `<dist>/client/sw.js`: the worker of this build (SPEC §7). */
export const prerender = true;

/** When this build rendered the worker: names its asset cache, so each deploy starts afresh. */
const BUILD_ID = Date.now().toString(36);

const offlinePage = (locale: 'de' | 'en'): string => {
	const t = getT(locale);
	return offlinePageHtml(locale, {
		title: t('offline.title'),
		text: t('offline.text'),
		retry: t('offline.retry'),
	});
};

/**
 * GET /sw.js: the service worker the page runtime registers (src/islands/page-runtime/
 * service-worker.ts). The server sends it with `Cache-Control: no-cache`. To remove the worker,
 * answer `unregisteringWorkerScript()` here instead (README 'Service worker').
 */
export const GET: APIRoute = () =>
	new Response(
		serviceWorkerScript({
			buildId: BUILD_ID,
			offlinePages: { de: offlinePage('de'), en: offlinePage('en') },
		}),
		{ headers: { 'Content-Type': 'text/javascript; charset=utf-8' } },
	);
