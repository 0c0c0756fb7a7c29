/** Capacities of one event's seat groups (by position, or one for all) and timeslots. */
export type EventCapacities = {
	seatGroup?: number | readonly number[];
	timeslot?: number;
};

/**
 * How many tickets the ticketing system holds per seat group and per timeslot of each event
 * date: defaults for the deployment and other numbers for some events, keyed by the event's slug
 * in either language (the demo's plans make 'sold out' and 'not enough seats' show).
 */
export type CapacityPlan = {
	seatGroup: number;
	timeslot: number;
	events: Readonly<Record<string, EventCapacities>>;
};

/** The plan of a back end without a content pack: the same places for every event. */
export const DEFAULT_CAPACITY_PLAN: CapacityPlan = { seatGroup: 100, timeslot: 20, events: {} };

/** The capacity of seat group number `index` (0-based) under `plan` for an event with `slugs`. */
export function seatGroupCapacity(
	plan: CapacityPlan,
	slugs: readonly string[],
	index: number,
): number {
	const own = eventCapacities(plan, slugs)?.seatGroup;
	if (own === undefined) return plan.seatGroup;
	if (typeof own === 'number') return own;
	return own[index] ?? plan.seatGroup;
}

/** The capacity of each timeslot under `plan` for an event with `slugs`. */
export function timeslotCapacity(plan: CapacityPlan, slugs: readonly string[]): number {
	return eventCapacities(plan, slugs)?.timeslot ?? plan.timeslot;
}

function eventCapacities(
	plan: CapacityPlan,
	slugs: readonly string[],
): EventCapacities | undefined {
	for (const slug of slugs) {
		const own = plan.events[slug];
		if (own) return own;
	}
	return undefined;
}
