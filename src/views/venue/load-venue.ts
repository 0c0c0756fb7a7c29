import { getAttachedSection, getVenue, getVenues } from '../../lib/cms/index.ts';
import type { Locale, Module, VenueDetail } from '../../lib/contract/index.ts';
import { isStaff } from '../../lib/cms/index.ts';
import { redirectToOwnPath } from '../event/own-url.ts';
import { idParam, type RouteInput } from '../route-data.ts';
import { collectAll, slugAndId } from '../../lib/cms/static-paths.ts';

/** What the venue page shows. */
export type VenuePageData = { venue: VenueDetail; staff: boolean; section: Module | null };

/**
 * Loads a venue for `/{locale}/venues/{slug}/{id}`; another slug is redirected (301) to the
 * venue's own path.
 * @throws CmsNotFoundError for unknown ids (404 page)
 */
export async function loadVenue(input: RouteInput): Promise<VenuePageData | Response> {
	const id = idParam(input);
	const [venue, staff, section] = await Promise.all([
		getVenue(input.ctx, id),
		isStaff(input.ctx),
		getAttachedSection(input.ctx, 'venue', id),
	]);
	return redirectToOwnPath(input.url, venue.url) ?? { venue, staff, section };
}

/** The prebuilt paths of every venue in both locales, taken from their own URLs. */
export async function venueStaticPaths(locale: Locale) {
	const venues = await collectAll((page) => getVenues({ locale }, { page, page_size: 100 }));
	return venues.flatMap((venue) => {
		const params = slugAndId(venue.url);
		return params ? [{ params: { locale, ...params } }] : [];
	});
}
