import { fileURLToPath, pathToFileURL } from 'node:url';

/** Pages Astro writes as `{name}.html` beside their folder rather than `{name}/index.html`. */
const STATUS_CODE_PAGES = new Set(['/404/', '/500/']);

/**
 * The file `astro build` writes a prerendered answer to (build format 'directory', the default):
 * a page's URL `/de/a/` → `{clientDir}/de/a/index.html` (the status pages `/404/`, `/500/` →
 * `404.html`, `500.html`), an endpoint's `/sw.js` → `{clientDir}/sw.js`; null for other kinds
 * of route (redirects, fallbacks), which are not pages of their own.
 */
export function pageFile(clientDir: string, url: string, routeType: string): string | null {
	const { pathname } = new URL(url);
	const root = pathToFileURL(clientDir.endsWith('/') ? clientDir : `${clientDir}/`);
	if (routeType === 'endpoint') return fileURLToPath(new URL(`.${pathname}`, root));
	if (routeType !== 'page') return null;
	if (STATUS_CODE_PAGES.has(pathname)) {
		return fileURLToPath(new URL(`.${pathname.slice(0, -1)}.html`, root));
	}
	const folder = pathname.endsWith('/') ? pathname : `${pathname}/`;
	return fileURLToPath(new URL(`.${folder}index.html`, root));
}
