import type { Locale } from '../contract/common.ts';

/** The back end's login page for a visitor on `/{locale}`. */
export function loginUrl(locale: Locale): string {
	return `/accounts/login/?next=/${locale}`;
}

/** The back end's logout URL, returning to `/{locale}`. */
export function logoutUrl(locale: Locale): string {
	return `/accounts/logout/?next=/${locale}`;
}

/** The shop link of the user details (SPEC §3 'User details'). */
export const WEBSHOP_URL = '/webshop';
