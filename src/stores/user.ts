import { computed, map, task } from 'nanostores';
import type { Locale, UserDetails } from '../lib/contract/index.ts';
import { loginUrl, WEBSHOP_URL } from '../lib/account/account-links.ts';
import { loggedOutDetails } from '../lib/account/logged-out.ts';
import { LOGGED_IN_COOKIE } from '../lib/cookies/logged-in.ts';
import { readCookie } from '../lib/cookies/read-cookie.ts';
import { displayName } from '../lib/account/user-name.ts';

/**
 * The visitor's user details (SPEC §3, §4 'Login'): `loaded` turns true once the call has answered
 * or failed, so what waits for it (the cookie manager) can start; a failed call counts as logged out.
 */
export type UserState = {
	loaded: boolean;
	details: UserDetails;
};

const LOGGED_OUT = loggedOutDetails({ login_url: '', webshop_url: '' });

export const $user = map<UserState>({ loaded: false, details: LOGGED_OUT });

/** Whether the visitor is logged in. */
export const $loggedIn = computed($user, (state) => state.details.is_logged_in);

/** The name the header greets a logged-in visitor by (first and last name, else the username). */
export const $userName = computed($user, (state) =>
	state.details.is_logged_in ? displayName(state.details) : '',
);

const STRING_FIELDS = [
	'username',
	'email',
	'first_name',
	'last_name',
	'login_url',
	'logout_url',
	'webshop_url',
] as const;

/**
 * Reads a user-details answer. The island checks the shape by hand rather than with the zod
 * contract, which would add the whole validator to every visitor's download.
 */
export function readUserDetails(value: unknown): UserDetails {
	if (typeof value !== 'object' || value === null) throw new TypeError('user details: no object');
	const record = value as Record<string, unknown>;
	if (typeof record['is_logged_in'] !== 'boolean') {
		throw new TypeError('user details: is_logged_in is not a boolean');
	}
	const details: UserDetails = {
		...LOGGED_OUT,
		is_logged_in: record['is_logged_in'],
		has_dashboard_online_access: record['has_dashboard_online_access'] === true,
	};
	for (const field of STRING_FIELDS) {
		const text = record[field];
		if (text !== undefined && typeof text !== 'string') {
			throw new TypeError(`user details: ${field} is not a string`);
		}
		details[field] = text ?? '';
	}
	return details;
}

let pending: Promise<void> | null = null;

/**
 * Loads `/{locale}/api/user-details/` once per page (later calls share the first); a failed call
 * leaves the visitor logged out and is logged to the console (SPEC §7, §8). Without the logged-in
 * hint among `cookies` no session can be valid, so the visitor is logged out at once, with the
 * links the back end would have answered, and nothing is requested: a visitor's page costs the
 * server nothing beyond its files, and the cookie banner (which waits for this) shows sooner.
 */
export function loadUser(
	locale: Locale,
	fetcher: typeof fetch = fetch,
	cookies: string = document.cookie,
): Promise<void> {
	if (pending === null && readCookie(cookies, LOGGED_IN_COOKIE) === null) {
		$user.set({
			loaded: true,
			details: loggedOutDetails({ login_url: loginUrl(locale), webshop_url: WEBSHOP_URL }),
		});
		pending = Promise.resolve();
	}
	pending ??= task(async () => {
		try {
			const response = await fetcher(`/${locale}/api/user-details/`, {
				headers: { Accept: 'application/json' },
				credentials: 'same-origin',
			});
			if (!response.ok) throw new Error(`user details answered ${response.status}`);
			$user.set({ loaded: true, details: readUserDetails(await response.json()) });
		} catch (error) {
			console.error('user details failed', error);
			$user.set({ loaded: true, details: LOGGED_OUT });
		}
	});
	return pending;
}

/** Logs the visitor out locally: every detail is reset except the login URL (SPEC §3). */
export function clearUser(): void {
	const { details } = $user.get();
	$user.set({ loaded: true, details: { ...LOGGED_OUT, login_url: details.login_url } });
}

/** Forgets the loaded details and the pending call (for tests). */
export function resetUser(): void {
	pending = null;
	$user.set({ loaded: false, details: LOGGED_OUT });
}
