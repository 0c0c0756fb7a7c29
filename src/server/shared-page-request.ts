import { localeFromPath } from '../lib/i18n/negotiate.ts';
import { isBackendPath } from '../lib/links/backend-paths.ts';
import { mayServePrebuilt } from './page-request.ts';

/** The session cookie of the back end (src/backend/auth/cookies.ts): someone is logged in. */
export const SESSION_COOKIE = 'sessionid';

/**
 * Pages for one visitor only: user screens, editor hub and publish, the webshop paths, and
 * preview links (a revoked link must answer 404 on the very next request).
 */
const PERSONAL_PATH =
	/^\/(?:(?:de|en)\/)?(?:user|preview|cms-hub|editor-api|webshop|eventim\.webshop|test\.webshop|testshop|eventim-template)(?:\/|$)/;

/** True when the Cookie header carries `name` with a value. */
export function hasCookie(cookie: string | null, name: string): boolean {
	if (!cookie) return false;
	return cookie.split(';').some((part) => {
		const [key = '', ...value] = part.split('=');
		return key.trim() === name && value.join('=').trim() !== '';
	});
}

/**
 * True when an anonymous GET of `url` asks for a page whose answer is the same for every visitor
 * who has not logged in (a shared cache may keep it): a locale page (without the prefix the
 * locale comes from Accept-Language), no edit mode, version or overlay, no personal page, no
 * back-end path, and no session cookie.
 */
export function isSharedPageRequest(url: URL, cookie: string | null): boolean {
	return (
		!hasCookie(cookie, SESSION_COOKIE) &&
		mayServePrebuilt(url) &&
		!isBackendPath(url.pathname) &&
		localeFromPath(url.pathname) !== null &&
		!PERSONAL_PATH.test(url.pathname)
	);
}
