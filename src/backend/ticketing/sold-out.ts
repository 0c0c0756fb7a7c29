import type { Database } from '../db/database.ts';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { reservedAvailability, type SeatAvailability } from './availability.ts';

/** The part of an event (list item or detail) that says what can be booked. */
type Bookable = { id_jet: number | null; seat_groups: SeatGroup[] };

function markSeatGroup(group: SeatGroup, idJet: number, availability: SeatAvailability): SeatGroup {
	const timeslots = group.timeslots.map((slot) =>
		slot.status === '1' && availability.free(idJet, group.id, slot.block_id) <= 0
			? { ...slot, status: '0' as const }
			: slot,
	);
	const soldOut =
		availability.free(idJet, group.id, null) <= 0 ||
		(timeslots.length > 0 && timeslots.every((slot) => slot.status === '0'));
	return { ...group, status: soldOut ? '0' : group.status, timeslots };
}

/**
 * `events` with every seat group and timeslot that unexpired carts have filled marked
 * unavailable (status '0'), so the site's sold-out rules apply (SPEC §9). Only marks, never
 * frees: a seat group the ticketing data calls unavailable stays so. One query when no cart holds
 * tickets of these events, two otherwise.
 */
export async function withSoldOut<E extends Bookable>(
	db: Database,
	site: string,
	events: readonly E[],
	now: Date,
): Promise<E[]> {
	const idJets = [
		...new Set(
			events.flatMap((event) =>
				event.id_jet !== null && event.seat_groups.length > 0 ? [event.id_jet] : [],
			),
		),
	];
	const availability = await reservedAvailability(db, site, idJets, now);
	if (availability === null) return [...events];
	return events.map((event) => {
		const idJet = event.id_jet;
		if (idJet === null) return event;
		return {
			...event,
			seat_groups: event.seat_groups.map((group) => markSeatGroup(group, idJet, availability)),
		};
	});
}
