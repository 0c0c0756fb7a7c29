import { describe, expect, it } from 'vitest';
import {
	addTicket,
	amountOf,
	canAdd,
	removeTicket,
	ticketCount,
	ticketRoom,
	withoutSeatGroup,
	type Selection,
} from '../../../src/lib/booking/index.ts';
import { child, full, reduced, timedFull } from './fixtures.ts';

const add = (selection: Selection, ...prices: (typeof full)[]) =>
	prices.reduce((current, price) => addTicket(current, price), selection);

describe('selecting tickets', () => {
	it('adds a new seat group and sale type with amount 1, in the order chosen', () => {
		const selection = add([], full, reduced);
		expect(selection).toEqual([
			{ ticket: { id: full.id, seat_group: 11, sale_type_id: 1 }, amount: 1 },
			{ ticket: { id: reduced.id, seat_group: 11, sale_type_id: 2 }, amount: 1 },
		]);
	});

	it('raises the amount when the same seat group and sale type is added again', () => {
		const selection = add([], full, reduced, full, full);
		expect(amountOf(selection, full)).toBe(3);
		expect(amountOf(selection, reduced)).toBe(1);
		expect(selection).toHaveLength(2);
		expect(ticketCount(selection)).toBe(4);
	});

	it('tells the same sale type of different seat groups apart', () => {
		const selection = add([], full, timedFull);
		expect(selection.map((entry) => entry.ticket.seat_group)).toEqual([11, 12]);
	});

	it('lowers the amount by one and drops the entry at 1', () => {
		let selection = add([], full, full, child);
		selection = removeTicket(selection, full);
		expect(amountOf(selection, full)).toBe(1);
		selection = removeTicket(selection, full);
		expect(amountOf(selection, full)).toBe(0);
		expect(selection.map((entry) => entry.ticket.sale_type_id)).toEqual([3]);
	});

	it('leaves the selection alone when removing a ticket that is not selected', () => {
		const selection = add([], full);
		expect(removeTicket(selection, reduced)).toEqual(selection);
	});

	it('stops at 50 tickets of one sale type, the most one request may ask for', () => {
		const selection = add([], ...Array.from({ length: 55 }, () => full));
		expect(amountOf(selection, full)).toBe(50);
		expect(canAdd(selection, full)).toBe(false);
		expect(canAdd(selection, reduced)).toBe(true);
	});

	it('drops one seat group, e.g. when its timeslot changes', () => {
		const selection = add([], full, timedFull, reduced);
		expect(withoutSeatGroup(selection, 11).map((entry) => entry.ticket.seat_group)).toEqual([12]);
	});

	it('never changes the selection it was given', () => {
		const selection = Object.freeze(add([], full));
		expect(() => addTicket(selection, full)).not.toThrow();
		expect(amountOf(selection, full)).toBe(1);
	});
});

describe('the ticket cap per cart', () => {
	it('leaves room for the cap less what the cart holds, never below 0; none without a cap', () => {
		expect(ticketRoom(10, 0)).toBe(10);
		expect(ticketRoom(10, 4)).toBe(6);
		expect(ticketRoom(10, 12)).toBe(0);
		expect(ticketRoom(10, -3)).toBe(10);
		expect(ticketRoom(null, 4)).toBe(Infinity);
	});

	it('stops adding at the room, counting every seat group and sale type together', () => {
		let selection = add([], full, full, reduced);
		expect(canAdd(selection, timedFull, 4)).toBe(true);
		selection = addTicket(selection, timedFull, 4);
		expect(ticketCount(selection)).toBe(4);
		expect(canAdd(selection, full, 4)).toBe(false);
		expect(canAdd(selection, child, 4)).toBe(false);
		expect(addTicket(selection, child, 4)).toBe(selection);
		// Taking one away makes room again.
		expect(canAdd(removeTicket(selection, full), child, 4)).toBe(true);
	});

	it('adds nothing when the cart is already full', () => {
		expect(addTicket([], full, ticketRoom(10, 10))).toEqual([]);
	});
});
