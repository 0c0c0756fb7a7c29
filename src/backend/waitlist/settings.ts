import { castle } from '../../sites/castle.ts';
import { region } from '../../sites/region.ts';
import type { WaitingListSettings } from '../../sites/site-config.ts';
import { waitlistEntryPath, waitlistPostPaths } from '../../lib/waitlist/paths.ts';

/** Each deployment's waiting-list settings, from its site config (`waitingList`). */
export function waitingListSettings(site: string): WaitingListSettings {
	return site === 'region' ? region.waitingList : castle.waitingList;
}

/** The public origin the mail links point to: `SITE_URL`, else the local default. */
export function siteOrigin(): string {
	const url = process.env['SITE_URL'] ?? '';
	return URL.canParse(url) ? new URL(url).origin : 'http://localhost:4321';
}

/** The page of an entry (status, confirm, decline, leave), absolute for mails. */
export const entryPageUrl = (locale: 'de' | 'en', token: string) =>
	`${siteOrigin()}${waitlistEntryPath(locale, token)}`;

/** The link of an offer: opening it puts the held seats into the visitor's cart. */
export const offerUrl = (locale: 'de' | 'en', token: string) =>
	`${siteOrigin()}${waitlistPostPaths.offer(locale, token)}`;
