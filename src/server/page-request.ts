/** Query keys that need the server's logic even on a prebuilt page (SPEC §2, §4, §6). */
const DYNAMIC_QUERY_KEYS = ['v', 'version_id', 'overlay', 'edit', 'noToolbar'];

/**
 * True when a GET for `url` may be answered from the prebuilt files: an asset, or a page without
 * a query key that changes what the server answers (versions, overlay redirect, edit mode).
 */
export function mayServePrebuilt(url: URL): boolean {
	return !DYNAMIC_QUERY_KEYS.some((key) => url.searchParams.has(key));
}

/** True for paths of pages (not files with an extension such as .css, .js, .webp). */
export function isPagePath(pathname: string): boolean {
	const last = pathname.split('/').at(-1) ?? '';
	return !last.includes('.') || last.endsWith('.html');
}
