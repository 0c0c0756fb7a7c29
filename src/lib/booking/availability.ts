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

/** The timeslot chosen before the visitor picks one: the first available (SPEC §4). */
export function preselectedTimeslot(group: Pick<SeatGroup, 'timeslots'>): Timeslot | null {
	return availableTimeslots(group)[0] ?? null;
}

/** Whether to offer 'change' for the timeslot: only with more than one available (SPEC §4). */
export function canChangeTimeslot(group: Pick<SeatGroup, 'timeslots'>): boolean {
	return availableTimeslots(group).length > 1;
}
