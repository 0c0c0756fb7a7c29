import { computed, map } from 'nanostores';
import { $header } from './header.ts';

export { readCookie } from '../lib/cookies/read-cookie.ts';

/** The cookie that remembers which alert the visitor dismissed (SPEC §4, §9). */
export const ALERT_COOKIE = 'alert_dismissed';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The breaking-news top alert (SPEC §4 'Top alert'): the id of the alert on the page, if any, and
 * the id the visitor dismissed before.
 */
export type AlertState = {
	id: string | null;
	dismissedId: string | null;
};

export const $alert = map<AlertState>({ id: null, dismissedId: null });

/** Shown while an alert exists, it is not the dismissed one and the header menu is closed. */
export const $alertVisible = computed(
	[$alert, $header],
	(alert, header) => alert.id !== null && alert.dismissedId !== alert.id && !header.menuOpen,
);

/** Registers the page's alert and the id stored in the visitor's dismissal cookie. */
export function showAlert(id: string, dismissedId: string | null): void {
	$alert.set({ id, dismissedId });
}

/** Dismisses the current alert; returns its id (for the cookie), or null when there is none. */
export function dismissAlert(): string | null {
	const { id } = $alert.get();
	if (id !== null) $alert.setKey('dismissedId', id);
	return id;
}

/** The `document.cookie` assignment that stores a dismissal for 365 days on the whole site. */
export function alertDismissalCookie(id: string): string {
	return `${ALERT_COOKIE}=${encodeURIComponent(id)}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax`;
}
