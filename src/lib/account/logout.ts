import { readCookie } from '../cookies/read-cookie.ts';

/**
 * Logging out is a POST form (a link or image on another site must not log anyone out), carrying
 * the session's CSRF token in this field; the back end answers a GET of the logout URL with a
 * confirmation button, and a stale token with that button again.
 */
export const LOGOUT_TOKEN_FIELD = 'csrfmiddlewaretoken';

/** True for the back end's logout URL (`logout_url`, the 'logout' admin menu entry). */
export function isLogoutUrl(url: string): boolean {
	return /^\/accounts\/logout\/?(?:[?#]|$)/.test(url);
}

/** The CSRF token a logout form sends: the `csrftoken` cookie of `cookies`, read when it is sent. */
export function logoutToken(cookies: string): string {
	return readCookie(cookies, 'csrftoken') ?? '';
}
