import type { Locale } from '../contract/index.ts';
import { readCookie } from './read-cookie.ts';

/**
 * The CSRF token from its cookie, for the X-CSRFToken header of a visitor's write; asks the
 * user-details call (which hands the cookie out) for one when it is missing.
 */
export async function csrfToken(locale: Locale, fetcher: typeof fetch = fetch): Promise<string> {
	const present = readCookie(document.cookie, 'csrftoken');
	if (present) return present;
	await fetcher(`/${locale}/api/user-details/`, {
		credentials: 'same-origin',
		headers: { Accept: 'application/json' },
	}).catch(() => undefined);
	return readCookie(document.cookie, 'csrftoken') ?? '';
}
