/**
 * Paths the content back end answers on the site's origin: the APIs (plain and locale-prefixed),
 * the page-editor API, the login pages and media files. Everything else is the site.
 */
const BACKEND_PATH =
	/^\/(?:(?:de|en|ja|la)\/)?(?:api|pageeditor-api)(?:\/|$)|^\/(?:accounts|media)(?:\/|$)/;
/** The back end's APIs (JSON), plain and locale-prefixed. */
const API_PATH = /^\/(?:(?:de|en|ja|la)\/)?(?:api|pageeditor-api)(?:\/|$)/;

/** True when `pathname` belongs to the back end. */
export function isBackendPath(pathname: string): boolean {
	return BACKEND_PATH.test(pathname);
}

/** True when `pathname` is one of the back end's APIs (JSON answers, not media or login pages). */
export function isApiPath(pathname: string): boolean {
	return API_PATH.test(pathname);
}
