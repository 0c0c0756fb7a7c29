import type { Plugin } from 'vite';

const HELPER_ID = /^\0vite\/preload-helper\.js$/;

/**
 * The helper every `import()` of the client build goes through, shorter than Vite's own (it sits
 * in the layout chunk, so every page downloads it: 1,739 characters, 640 bytes gzip of it,
 * became about a third). It does what Vite's does for this site: each file the imported chunk
 * needs is asked for once, ahead (`modulepreload`, `preload` where a browser lacks it), unless a
 * `<link>` of the page has it already; its stylesheets are linked and waited for; a file that
 * fails raises `vite:preloadError` on the window (page-runtime/chunk-reload.ts reloads the page),
 * and the import fails unless a listener prevented it. Not kept from Vite's: the CSP nonce from
 * a `<meta property="csp-nonce">` (the site's policy allows 'self', no nonces) and relative bases.
 */
export const PRELOAD_HELPER = `const seen = {};
export const __vitePreload = (load, deps) => {
	const fail = (error) => {
		const event = new Event('vite:preloadError', { cancelable: true });
		event.payload = error;
		dispatchEvent(event);
		if (!event.defaultPrevented) throw error;
	};
	const waits = [];
	for (const dep of deps || []) {
		const href = new URL(import.meta.env.BASE_URL + dep, location.href).href;
		const css = href.endsWith('.css');
		if (!(href in seen)) {
			seen[href] = 0;
			const linked = [...document.getElementsByTagName('link')].some(
				(link) => link.href === href && (!css || link.rel === 'stylesheet'),
			);
			if (!linked) {
				const link = document.createElement('link');
				link.rel = css ? 'stylesheet' : link.relList.supports('modulepreload') ? 'modulepreload' : 'preload';
				if (!css) link.as = 'script';
				link.crossOrigin = '';
				link.href = href;
				// A script is only fetched ahead; a stylesheet must have applied before the import.
				if (css) {
					seen[href] = new Promise((resolve, reject) => {
						link.onload = resolve;
						link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
					});
				}
				document.head.appendChild(link);
			}
		}
		if (css) waits.push(Promise.resolve(seen[href]).catch(fail));
	}
	return Promise.all(waits).then(() => load().catch(fail));
};
`;

/** Serves PRELOAD_HELPER in place of Vite's helper (client build only). */
export function compactPreloadHelper(): Plugin {
	return {
		name: 'compact-preload-helper',
		enforce: 'pre',
		apply: 'build',
		// The filter keeps Rolldown from calling into JavaScript for every other module.
		load: {
			filter: { id: HELPER_ID },
			handler() {
				return this.environment.name === 'client' ? PRELOAD_HELPER : null;
			},
		},
	};
}
