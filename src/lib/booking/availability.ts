import type { SeatGroup, Timeslot } from '../contract/booking.ts';

/** Seat groups that can be booked; status '0' ones are hidden (SPEC §9). */
export function availableSeatGroups<G extends Pick<SeatGroup, 'status'>>(
	groups: readonly G[],
): G[] {
	return groups.filter((group) => group.status !== '0');
}

/** A seat group's timeslots that can be booked; status '0' ones are hidden (SPEC §9). */
export function availableTimeslots(group: Pick<SeatGroup, 'timeslots'>): Timeslot[] {
	return group.timeslots.filter((slot) => slot.status !== '0');
}

/**
 * 'Few tickets left' for an event (SPEC issue 24): something is on sale and every seat group on
 * sale has only a few left (the back end's `few_left`, from live capacity). Never when sold out.
 */
export function hasFewTicketsLeft(
	groups: readonly Pick<SeatGroup, 'status' | 'few_left'>[],
): boolean {
	const onSale = availableSeatGroups(groups);
	return onSale.length > 0 && onSale.every((group) => group.few_left === true);
}

/** The timeslot chosen before the visitor picks one: the first available (SPEC §4). */
export function preselectedTimeslot(group: Pick<SeatGroup, 'timeslots'>): Timeslot | null {
	return availableTimeslots(group)[0] ?? null;
}

/** Whether to offer 'change' for the timeslot: only with more than one available (SPEC §4). */
export function canChangeTimeslot(group: Pick<SeatGroup, 'timeslots'>): boolean {
	return availableTimeslots(group).length > 1;
}
