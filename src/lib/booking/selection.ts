import type { Price, SelectedTicket } from '../contract/booking.ts';
import { MAX_TICKETS_PER_LINE } from './limits.ts';

/** The visitor's chosen tickets: one entry per seat group and sale type, in the order chosen. */
export type Selection = readonly SelectedTicket[];

/** What identifies a ticket: its price entry's seat group and sale type. */
export type TicketRef = Pick<Price, 'id' | 'seat_group' | 'sale_type_id'>;

const isTicket = (entry: SelectedTicket, ref: TicketRef) =>
	entry.ticket.seat_group === ref.seat_group && entry.ticket.sale_type_id === ref.sale_type_id;

/** How many tickets of `ref` are selected (0 when none). */
export function amountOf(selection: Selection, ref: TicketRef): number {
	return selection.find((entry) => isTicket(entry, ref))?.amount ?? 0;
}

/**
 * True while one more ticket of `ref` may be added: MAX_TICKETS_PER_LINE per sale type and, all
 * sale types and seat groups together, at most `room` tickets (see ticketRoom).
 */
export function canAdd(selection: Selection, ref: TicketRef, room = Infinity): boolean {
	return amountOf(selection, ref) < MAX_TICKETS_PER_LINE && ticketCount(selection) < room;
}

/**
 * One more ticket of `ref` (SPEC §4): an existing seat group and sale type goes up by one,
 * otherwise a new entry with amount 1 is appended. Unchanged when canAdd says no.
 */
export function addTicket(selection: Selection, ref: TicketRef, room = Infinity): Selection {
	if (!canAdd(selection, ref, room)) return selection;
	if (amountOf(selection, ref) === 0) {
		const ticket = { id: ref.id, seat_group: ref.seat_group, sale_type_id: ref.sale_type_id };
		return [...selection, { ticket, amount: 1 }];
	}
	return selection.map((entry) =>
		isTicket(entry, ref) ? { ...entry, amount: entry.amount + 1 } : entry,
	);
}

/** One ticket of `ref` fewer: the entry goes down by one and is dropped at 1 (SPEC §4). */
export function removeTicket(selection: Selection, ref: TicketRef): Selection {
	return selection.flatMap((entry) => {
		if (!isTicket(entry, ref)) return [entry];
		return entry.amount > 1 ? [{ ...entry, amount: entry.amount - 1 }] : [];
	});
}

/** The selection without the tickets of seat group `seatGroupId` (e.g. when its timeslot changes). */
export function withoutSeatGroup(selection: Selection, seatGroupId: number): Selection {
	return selection.filter((entry) => entry.ticket.seat_group !== seatGroupId);
}

/** The number of tickets selected. */
export function ticketCount(selection: Selection): number {
	return selection.reduce((sum, entry) => sum + entry.amount, 0);
}

/**
 * How many tickets one selection may hold: the site's tickets per cart (`maxTickets`; null when
 * the page did not say, then no limit here and the back end decides) less the tickets the
 * visitor's cart already holds, never below 0.
 */
export function ticketRoom(maxTickets: number | null, inCart: number): number {
	if (maxTickets === null) return Infinity;
	return Math.max(0, maxTickets - Math.max(0, inCart));
}
