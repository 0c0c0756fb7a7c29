import type { CartTicket } from '../../lib/contract/index.ts';

/** The tickets of one event date (and timeslot) in a cart, as the cart page shows them together. */
export type CartEventGroup = {
	key: string;
	name: string;
	url: string | null;
	dateStart: string | null;
	/** The booked timeslot's start, for timed entry. */
	timeStart: string | null;
	tickets: CartTicket[];
};

/** Groups a cart's tickets by event and timeslot, in the order they were first added. */
export function groupByEvent(tickets: readonly CartTicket[]): CartEventGroup[] {
	const groups = new Map<string, CartEventGroup>();
	for (const ticket of tickets) {
		const key = `${ticket.event_id}-${ticket.time_start ?? 'event'}`;
		const group = groups.get(key) ?? {
			key,
			name: ticket.event_name,
			url: ticket.event_url,
			dateStart: ticket.date_start,
			timeStart: ticket.time_start,
			tickets: [],
		};
		group.tickets.push(ticket);
		groups.set(key, group);
	}
	return [...groups.values()];
}

/** Seconds as the countdown shows them: '14:05'. */
export function clockMinutes(seconds: number): string {
	const whole = Math.max(0, Math.floor(seconds));
	return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
