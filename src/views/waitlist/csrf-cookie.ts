import { randomBytes } from 'node:crypto';
import type { AstroCookies } from 'astro';

const CSRF_COOKIE = 'csrftoken';
/** As long as the back end's own csrftoken cookie lives (src/backend/auth/cookies.ts). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The visitor's CSRF token for a form that posts to the back end (double submit: the form field
 * must equal this cookie), setting the cookie as the back end would when there is none.
 */
export function csrfCookie(cookies: AstroCookies, secure: boolean): string {
	const present = cookies.get(CSRF_COOKIE)?.value;
	if (present) return present;
	const token = randomBytes(32).toString('base64url');
	cookies.set(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS });
	return token;
}
