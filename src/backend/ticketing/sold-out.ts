import type { Database } from '../db/database.ts';
import type { SeatGroup, Timeslot } from '../../lib/contract/index.ts';
import type { FewLeftThreshold } from '../../sites/site-config.ts';
import {
	availabilityOf,
	liveReservations,
	reservedAvailability,
	type SeatAvailability,
} from './availability.ts';
import {
	plannedCapacities,
	slugsOfEvents,
	storedCapacities,
	WHOLE_SEAT_GROUP,
	type Capacity,
} from './capacities.ts';
import type { CapacityPlan } from './capacity-plan.ts';
import { waitingKeys } from '../waitlist/entries.ts';

/** The part of an event (list item or detail) that says what can be booked. */
type Bookable = { id: number; id_jet: number | null; seat_groups: SeatGroup[] };

/** What 'few tickets left' is measured against: the site's threshold and capacity plan. */
export type FewLeftRule = { threshold: FewLeftThreshold; plan: CapacityPlan };

/** True when `free` of `capacity` is within the threshold (and something is free at all). */
export function isFewLeft(free: number, capacity: number, threshold: FewLeftThreshold): boolean {
	if (!(free > 0) || !Number.isFinite(free)) return false;
	const limit =
		'seats' in threshold ? threshold.seats : Math.ceil((capacity * threshold.percent) / 100);
	return free <= limit;
}

/** Capacity per seat group and timeslot of one event date: stored, else the plan's. */
type CapacityOf = (seatGroupId: number, blockId: number) => number | undefined;

function markSeatGroup(
	group: SeatGroup,
	idJet: number,
	availability: SeatAvailability,
	few?: { threshold: FewLeftThreshold; capacityOf: CapacityOf },
): SeatGroup {
	const fewLeft = (free: number, blockId: number) => {
		const capacity = few?.capacityOf(group.id, blockId);
		return few !== undefined && capacity !== undefined && isFewLeft(free, capacity, few.threshold);
	};
	const timeslots = group.timeslots.map((slot): Timeslot => {
		if (slot.status !== '1') return slot;
		const free = availability.free(idJet, group.id, slot.block_id);
		if (free <= 0) return { ...slot, status: '0' };
		return fewLeft(free, slot.block_id) ? { ...slot, few_left: true } : slot;
	});
	const wholeFree = availability.free(idJet, group.id, null);
	const onSale = timeslots.filter((slot) => slot.status === '1');
	const soldOut = wholeFree <= 0 || (timeslots.length > 0 && onSale.length === 0);
	if (soldOut) return { ...group, status: '0', timeslots };
	const groupFew =
		group.status === '1' &&
		(timeslots.length > 0
			? onSale.every((slot) => slot.few_left === true) || fewLeft(wholeFree, WHOLE_SEAT_GROUP)
			: fewLeft(wholeFree, WHOLE_SEAT_GROUP));
	return { ...group, timeslots, ...(groupFew ? { few_left: true } : {}) };
}

/**
 * `availability` with nothing free where confirmed waiting-list entries wait (`waiting`:
 * `idJet:seatGroupId:blockId`, blockId WHOLE_SEAT_GROUP for a seat group): seats freed there are
 * the list's, so visitors see it sold out (and can join the list).
 */
function forTheList(availability: SeatAvailability, waiting: Set<string>): SeatAvailability {
	if (waiting.size === 0) return availability;
	const closed = (idJet: number, seatGroupId: number, blockId: number | null) =>
		waiting.has(`${idJet}:${seatGroupId}:${blockId ?? WHOLE_SEAT_GROUP}`);
	return {
		free: (idJet, seatGroupId, blockId) =>
			closed(idJet, seatGroupId, blockId) ? 0 : availability.free(idJet, seatGroupId, blockId),
		fits: (idJet, demands) =>
			!demands.some((demand) => closed(idJet, demand.seatGroupId, demand.blockId)) &&
			availability.fits(idJet, demands),
	};
}

/**
 * Each event date's capacities: the stored ones, and the plan's where none is stored yet (the plan
 * names events by their slug in any language, `slugs`).
 */
function capacitiesOf(
	event: Bookable,
	idJet: number,
	stored: readonly Capacity[],
	plan: CapacityPlan,
	slugs: readonly string[],
) {
	const own = stored.filter((row) => row.idJet === idJet);
	const keys = new Set(own.map((row) => `${row.seatGroupId}:${row.blockId}`));
	const planned = plannedCapacities(plan, idJet, event.seat_groups, slugs).filter(
		(row) => !keys.has(`${row.seatGroupId}:${row.blockId}`),
	);
	return [...own, ...planned];
}

/**
 * `events` with every seat group and timeslot that unexpired carts have filled marked
 * unavailable (status '0'), so the site's sold-out rules apply (SPEC §9). Only marks, never
 * frees: a seat group the ticketing data calls unavailable stays so. With `few`, seat groups and
 * timeslots still on sale but within the site's threshold get `few_left` (from capacities, stored
 * or planned, and the holds as they are at `now`). Seats kept for a waiting list count as taken
 * (forTheList). Without `few`, two queries when no cart holds tickets of these events, three
 * otherwise; with it, four (three when the plan names no event).
 */
export async function withSoldOut<E extends Bookable>(
	db: Database,
	site: string,
	events: readonly E[],
	now: Date,
	few?: FewLeftRule,
): Promise<E[]> {
	const idJets = [
		...new Set(
			events.flatMap((event) =>
				event.id_jet !== null && event.seat_groups.length > 0 ? [event.id_jet] : [],
			),
		),
	];
	if (few === undefined) {
		const reserved = await reservedAvailability(db, site, idJets, now);
		const waiting = await waitingKeys(db, site, idJets);
		if (reserved === null && waiting.size === 0) return [...events];
		const availability = forTheList(
			reserved ?? availabilityOf(await storedCapacities(db, site, idJets), new Map()),
			waiting,
		);
		return events.map((event) => {
			const idJet = event.id_jet;
			if (idJet === null) return event;
			return {
				...event,
				seat_groups: event.seat_groups.map((group) => markSeatGroup(group, idJet, availability)),
			};
		});
	}
	if (idJets.length === 0) return [...events];
	const held = await liveReservations(db, site, idJets, now);
	const stored = await storedCapacities(db, site, idJets);
	const waiting = await waitingKeys(db, site, idJets);
	// Only a plan naming events needs their slugs (every language: it names them in one).
	const slugs =
		Object.keys(few.plan.events).length > 0
			? await slugsOfEvents(
					db,
					site,
					events.map((event) => event.id),
				)
			: new Map<number, string[]>();
	return events.map((event) => {
		const idJet = event.id_jet;
		if (idJet === null || event.seat_groups.length === 0) return event;
		const capacities = capacitiesOf(event, idJet, stored, few.plan, slugs.get(event.id) ?? []);
		const availability = forTheList(availabilityOf(capacities, held), waiting);
		const byKey = new Map(
			capacities.map((row) => [`${row.seatGroupId}:${row.blockId}`, row.capacity]),
		);
		const capacityOf: CapacityOf = (seatGroupId, blockId) => byKey.get(`${seatGroupId}:${blockId}`);
		return {
			...event,
			seat_groups: event.seat_groups.map((group) =>
				markSeatGroup(group, idJet, availability, { threshold: few.threshold, capacityOf }),
			),
		};
	});
}
