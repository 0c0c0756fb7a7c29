import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { LOGGED_IN_COOKIE } from '../../lib/cookies/logged-in.ts';
import type { AppEnv } from '../context.ts';
import { ApiProblem } from '../http/errors.ts';
import { isSecureRequest } from '../http/request-client.ts';
import { SESSION_MAX_AGE_SECONDS } from './sessions.ts';

export { isSecureRequest } from '../http/request-client.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
const CSRF_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The CSRF token of a session: an HMAC of a fixed label keyed with the session token. Only the
 * holder of the (HttpOnly) session cookie can know it, the database keeps no copy, and every
 * process derives the same one, so a token planted as a cookie by anyone else is worthless.
 */
export function sessionCsrfToken(sessionToken: string): string {
	return createHmac('sha256', sessionToken).update('csrftoken').digest('base64url');
}

/** The session token of a request whose session is valid (loadUser found its user). */
function validSessionToken(c: Context<AppEnv>): string | undefined {
	return c.get('user') ? getCookie(c, SESSION_COOKIE) : undefined;
}

/**
 * Sets the session cookie (HttpOnly) to `token` and, beside it, the logged-in hint that pages
 * read to decide whether to ask who is logged in (src/lib/cookies/logged-in.ts).
 */
export function setSessionCookies(c: Context, token: string): void {
	setCookie(c, SESSION_COOKIE, token, { ...sessionCookieOptions(c), httpOnly: true });
	setLoggedInHint(c);
}

const sessionCookieOptions = (c: Context) =>
	({
		path: '/',
		sameSite: 'Lax',
		secure: isSecureRequest(c),
		maxAge: SESSION_MAX_AGE_SECONDS,
	}) as const;

function setLoggedInHint(c: Context): void {
	setCookie(c, LOGGED_IN_COOKIE, 'yes', sessionCookieOptions(c));
}

/** Removes the session cookie and the logged-in hint. */
export function deleteSessionCookies(c: Context): void {
	deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isSecureRequest(c) });
	deleteLoggedInHint(c);
}

function deleteLoggedInHint(c: Context): void {
	deleteCookie(c, LOGGED_IN_COOKIE, { path: '/', secure: isSecureRequest(c) });
}

/**
 * Puts the logged-in hint right after the request's session was checked: set while a valid
 * session lasts (sessions begun before the hint existed get it here), removed when there is none.
 */
export function syncLoggedInHint(c: Context<AppEnv>): void {
	const hinted = getCookie(c, LOGGED_IN_COOKIE) !== undefined;
	if (c.get('user') && !hinted) setLoggedInHint(c);
	else if (!c.get('user') && hinted) {
		deleteLoggedInHint(c);
	}
}

/** Sets the CSRF cookie (readable by scripts, as Django's) to `token`, a fresh random one by default. */
export function issueCsrfCookie(c: Context, token = randomBytes(32).toString('base64url')): string {
	setCookie(c, CSRF_COOKIE, token, {
		path: '/',
		sameSite: 'Lax',
		secure: isSecureRequest(c),
		maxAge: CSRF_MAX_AGE_SECONDS,
	});
	return token;
}

/**
 * The request's CSRF token, setting the cookie when it is missing or wrong: with a valid session
 * the session's token, else the visitor's random one.
 */
export function ensureCsrfCookie(c: Context<AppEnv>): string {
	const cookie = getCookie(c, CSRF_COOKIE);
	const session = validSessionToken(c);
	if (session) {
		const expected = sessionCsrfToken(session);
		return cookie === expected ? cookie : issueCsrfCookie(c, expected);
	}
	return cookie || issueCsrfCookie(c);
}

function sameToken(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the CSRF token sent in the X-CSRFToken header (or `submitted`, a form field); 403 when it
 * is wrong. With a valid session it must be the session's token (`sessionCsrfToken`); without
 * one (visitors' carts and forms, the login form) it must equal the csrftoken cookie.
 */
export function requireCsrf(c: Context<AppEnv>, submitted?: string): void {
	const sent = c.req.header(CSRF_HEADER) || submitted || '';
	const session = validSessionToken(c);
	const expected = session ? sessionCsrfToken(session) : (getCookie(c, CSRF_COOKIE) ?? '');
	if (expected === '' || sent === '' || !sameToken(expected, sent)) {
		throw new ApiProblem(403, { error: 'CSRF token missing or incorrect' });
	}
}
