import type { Database } from '../db/database.ts';
import { storedCapacities, WHOLE_SEAT_GROUP, type Capacity } from './capacities.ts';
import { releaseAndOffer } from '../waitlist/freed-seats.ts';
import { heldSeats } from './holds.ts';

/** Tickets wanted (or held) of one seat group, and timeslot when timed. */
export type SeatDemand = { seatGroupId: number; blockId: number | null; quantity: number };

/** How many tickets are still free, per seat group and timeslot of some event dates. */
export type SeatAvailability = {
	/** Free tickets of a seat group (blockId null) or one of its timeslots; Infinity: no limit. */
	free(idJet: number, seatGroupId: number, blockId: number | null): number;
	/** True when all of `demands` of event date `idJet` can be reserved together. */
	fits(idJet: number, demands: readonly SeatDemand[]): boolean;
};

const keyOf = (idJet: number, seatGroupId: number, blockId: number) =>
	`${idJet}:${seatGroupId}:${blockId}`;

/**
 * Tickets held by the carts of `site` that have not expired at `now`, per event date, seat group
 * and timeslot, plus per seat group as a whole (under WHOLE_SEAT_GROUP), from the maintained
 * counters: carts that expired by `now` are released first, so their seats are back on sale from
 * the moment they expire. The cost does not grow with the number of live carts.
 */
export async function liveReservations(
	db: Database,
	site: string,
	idJets: readonly number[],
	now: Date,
): Promise<Map<string, number>> {
	if (idJets.length === 0) return new Map();
	await releaseAndOffer(db, now);
	return heldSeats(db, site, idJets);
}

/** Availability from stored capacities and what unexpired carts hold. */
export function availabilityOf(
	capacities: readonly Capacity[],
	held: Map<string, number>,
): SeatAvailability {
	const capacity = new Map(
		capacities.map((row) => [keyOf(row.idJet, row.seatGroupId, row.blockId), row.capacity]),
	);
	const freeAt = (key: string) => {
		const total = capacity.get(key);
		return total === undefined ? Infinity : total - (held.get(key) ?? 0);
	};
	const free = (idJet: number, seatGroupId: number, blockId: number | null) => {
		const whole = freeAt(keyOf(idJet, seatGroupId, WHOLE_SEAT_GROUP));
		return blockId === null ? whole : Math.min(whole, freeAt(keyOf(idJet, seatGroupId, blockId)));
	};
	return {
		free,
		fits(idJet, demands) {
			const wanted = new Map<string, number>();
			for (const demand of demands) {
				const keys = [keyOf(idJet, demand.seatGroupId, WHOLE_SEAT_GROUP)];
				if (demand.blockId !== null) keys.push(keyOf(idJet, demand.seatGroupId, demand.blockId));
				for (const key of keys) wanted.set(key, (wanted.get(key) ?? 0) + demand.quantity);
			}
			return [...wanted].every(([key, quantity]) => quantity <= freeAt(key));
		},
	};
}

/**
 * What is free of the event dates `idJets` of `site` from the capacities and the hold counters as
 * they stand (a few indexed lookups). Inside a reservation, after releaseExpiredHolds and with
 * the counters it changes locked (lockCounters), this is the check that may not race.
 */
export async function seatAvailability(
	db: Database,
	site: string,
	idJets: readonly number[],
): Promise<SeatAvailability> {
	return availabilityOf(
		await storedCapacities(db, site, idJets),
		await heldSeats(db, site, idJets),
	);
}

/**
 * What is free, or null when no unexpired cart holds tickets of `idJets` (then nothing can be
 * sold out by reservations and the capacities need not be read).
 */
export async function reservedAvailability(
	db: Database,
	site: string,
	idJets: readonly number[],
	now: Date,
): Promise<SeatAvailability | null> {
	const held = await liveReservations(db, site, idJets, now);
	if (held.size === 0) return null;
	return availabilityOf(await storedCapacities(db, site, idJets), held);
}
