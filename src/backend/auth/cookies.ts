import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { ApiProblem } from '../http/errors.ts';

export const SESSION_COOKIE = 'sessionid';
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_FORM_FIELD = 'csrfmiddlewaretoken';
const CSRF_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** True when the request reached us (or the proxy in front) over https. */
export function isSecureRequest(c: Context): boolean {
	const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
	if (forwarded) return forwarded === 'https';
	return new URL(c.req.url).protocol === 'https:';
}

/** Sets the CSRF cookie (readable by scripts, as Django's) to a fresh random token. */
export function issueCsrfCookie(c: Context): string {
	const token = randomBytes(32).toString('base64url');
	setCookie(c, CSRF_COOKIE, token, {
		path: '/',
		sameSite: 'Lax',
		secure: isSecureRequest(c),
		maxAge: CSRF_MAX_AGE_SECONDS,
	});
	return token;
}

/** The request's CSRF token, setting the cookie first when it is missing. */
export function ensureCsrfCookie(c: Context): string {
	return getCookie(c, CSRF_COOKIE) || issueCsrfCookie(c);
}

function sameToken(a: string, b: string): boolean {
	const left = Buffer.from(a);
	const right = Buffer.from(b);
	return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks the CSRF token: the X-CSRFToken header (or `submitted`, a form field) must equal the
 * csrftoken cookie; otherwise 403.
 */
export function requireCsrf(c: Context, submitted?: string): void {
	const cookie = getCookie(c, CSRF_COOKIE) ?? '';
	const sent = c.req.header(CSRF_HEADER) || submitted || '';
	if (cookie === '' || sent === '' || !sameToken(cookie, sent)) {
		throw new ApiProblem(403, { error: 'CSRF token missing or incorrect' });
	}
}
