import { CmsNotFoundError, getVenue, type CmsContext } from '../cms/index.ts';
import type { EventDetail, VenueDetail } from '../contract/index.ts';

const VENUE_PATH = /^\/[a-z]{2}\/venues\/(?:[^/]+\/)?([1-9][0-9]*)\/?$/;

/** The id of the venue a room link points to (`/de/venues/{slug}/{id}`), or null. */
export function venueIdOfRoom(room: EventDetail['room']): number | null {
	const match = room ? VENUE_PATH.exec(room.url) : null;
	return match?.[1] ? Number(match[1]) : null;
}

/**
 * The venue an event's room belongs to (the room links to the venue's page), for the address in
 * structured data and calendar files; null when the event has no room, the room links elsewhere,
 * or the venue cannot be read (logged unless it is simply unknown).
 */
export async function loadEventVenue(
	event: Pick<EventDetail, 'room'>,
	ctx: CmsContext,
): Promise<VenueDetail | null> {
	const id = venueIdOfRoom(event.room);
	if (id === null) return null;
	try {
		return await getVenue(ctx, id);
	} catch (error) {
		if (!(error instanceof CmsNotFoundError)) console.error('event venue failed', error);
		return null;
	}
}
