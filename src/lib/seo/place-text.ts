import type { EventDetail } from '../contract/index.ts';
import type { EventVenue } from './json-ld.ts';

/**
 * An event's place as one line for calendar apps: room, venue (when it differs) and address,
 * e.g. 'Beletage, Schloss Ravensau, Schlossplatz 1, 07356 Ravensau'.
 */
export function placeText(event: Pick<EventDetail, 'room'>, venue: EventVenue | null): string {
	const parts: string[] = [];
	if (event.room) parts.push(event.room.name);
	if (venue && venue.name !== event.room?.name) parts.push(venue.name);
	if (venue) {
		const { street, zip, city } = venue.address;
		if (street) parts.push(street);
		const town = [zip, city].filter(Boolean).join(' ');
		if (town) parts.push(town);
	}
	return parts.join(', ');
}
