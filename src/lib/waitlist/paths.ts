import type { Locale } from '../contract/index.ts';

/** What a join page is for: a seat group of an event date, optionally one of its timeslots. */
export type JoinPageTarget = { idJet: number; seatGroup: number; blockId?: number | undefined };

/** The site's join page of a sold-out seat group or timeslot (an on-demand page in the site's layout). */
export function waitlistJoinPath(locale: Locale, target: JoinPageTarget): string {
	const search = new URLSearchParams({
		event_jet_id: String(target.idJet),
		seat_group: String(target.seatGroup),
	});
	if (target.blockId) search.set('block_id', String(target.blockId));
	return `/${locale}/waitlist/?${search.toString()}`;
}

/** The page of one entry (its state; confirm, release, leave), named by its secret token. */
export const waitlistEntryPath = (locale: Locale, token: string): string =>
	`/${locale}/waitlist/${encodeURIComponent(token)}/`;

/**
 * The back end's endpoints the pages use: forms post to `join` and `change` (they answer by
 * redirecting to a page); `offer` puts an offer's seats into the visitor's cart and opens it.
 */
export const waitlistPostPaths = {
	offer: (locale: Locale, token: string) =>
		`/${locale}/api/waitlist/${encodeURIComponent(token)}/offer/`,
	join: (locale: Locale) => `/${locale}/api/waitlist/join/`,
	change: (locale: Locale, token: string, action: 'confirm' | 'decline' | 'leave') =>
		`/${locale}/api/waitlist/${encodeURIComponent(token)}/${action}/`,
};
