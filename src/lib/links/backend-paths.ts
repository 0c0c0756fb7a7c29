/**
 * Paths the content back end answers on the site's origin: the APIs (plain and locale-prefixed),
 * the page-editor API, the login pages and media files. Everything else is the site.
 */
const BACKEND_PATH =
	/^\/(?:(?:de|en|ja|la)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/(?:accounts|media)(?:\/|$)/;

/** True when `pathname` belongs to the back end. */
export function isBackendPath(pathname: string): boolean {
	return BACKEND_PATH.test(pathname);
}
