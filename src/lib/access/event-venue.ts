/** The venue route's id (`/{locale}/venues/{slug}/{id}`), for events that name no venue_id. */
const VENUE_PATH = /\/venues\/[^/?#]+\/(\d+)\/?$/;

/**
 * The venue an event inherits access information from: its venue_id, else its room's venue link.
 * Shared by the back end's access index and the editor's access dialog (no zod, no SQL).
 */
export function eventVenueId(event: {
	venue_id: number | null;
	room: { url: string } | null;
}): number | null {
	if (event.venue_id !== null) return event.venue_id;
	const match = event.room ? VENUE_PATH.exec(event.room.url) : null;
	return match ? Number(match[1]) : null;
}
