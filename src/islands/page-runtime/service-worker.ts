/** Pages that do not register the worker: the editor hub and the webshop paths (SPEC §2). */
export const NO_WORKER_PATH =
	/^\/(?:(?:de|en)\/)?(?:cms-hub|webshop|eventim\.webshop|test\.webshop|testshop|eventim-template)(?:\/|$)/;

/**
 * Registers /sw.js (src/lib/service-worker/) once the page has loaded, so it never competes with
 * the page's own requests. Browsers without service workers, and any failure, are ignored.
 */
export function registerServiceWorker(): void {
	if (!('serviceWorker' in navigator) || NO_WORKER_PATH.test(location.pathname)) return;
	const register = (): void => {
		navigator.serviceWorker.register('/sw.js').catch(() => undefined);
	};
	if (document.readyState === 'complete') register();
	else addEventListener('load', register, { once: true });
}
