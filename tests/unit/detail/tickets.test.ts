import { describe, expect, it } from 'vitest';
import type { Price, SeatGroup } from '../../../src/lib/contract/index.ts';
import {
	fullPriceSummary,
	isSoldOut,
	seatGroupLines,
	showsTicketButton,
} from '../../../src/components/detail/tickets.ts';

const price = (value: string, text = 'Vollpreis', id = 1): Price => ({
	id,
	price: value,
	sale_type_id: id,
	seat_group: 1,
	text,
	name: text,
	has_discounts: false,
});

const group = (status: '0' | '1', prices: Price[] = [price('18.00')]): SeatGroup => ({
	id: 1,
	seat_group: 'Parkett',
	status,
	text: '',
	prices,
	timeslots: [],
});

describe('the ticket button rule (SPEC §2, §5)', () => {
	it('shows for an event with seat groups, even when they are free', () => {
		expect(showsTicketButton({ seat_groups: [group('1', [price('0.00')])], prices: [] })).toBe(
			true,
		);
	});

	it('shows for any price other than 0.00', () => {
		expect(showsTicketButton({ seat_groups: [], prices: [price('0.00'), price('12.50')] })).toBe(
			true,
		);
	});

	it('does not show for a free event without seat groups', () => {
		expect(showsTicketButton({ seat_groups: [], prices: [price('0.00', 'Freikarte')] })).toBe(
			false,
		);
		expect(showsTicketButton({ seat_groups: [], prices: [] })).toBe(false);
	});
});

describe('sold out', () => {
	it('is sold out only when every seat group has status 0', () => {
		expect(isSoldOut({ seat_groups: [group('0'), group('0')] })).toBe(true);
		expect(isSoldOut({ seat_groups: [group('0'), group('1')] })).toBe(false);
		expect(isSoldOut({ seat_groups: [] })).toBe(false);
	});
});

describe('the price summary (SPEC §9)', () => {
	it('formats the full price without .00 and with a decimal comma', () => {
		expect(fullPriceSummary([price('18.00'), price('12.00', 'Ermäßigt')])).toBe('18\u00a0€');
		expect(fullPriceSummary([price('12.50'), price('8.00', 'Ermäßigt')])).toBe('12,50\u00a0€');
	});

	it('spans the full prices of several seat groups', () => {
		expect(
			fullPriceSummary([
				price('38.00'),
				price('30.00', 'Ermäßigt'),
				price('18.00'),
				price('29.00'),
			]),
		).toBe('18\u00a0€ – 38\u00a0€');
	});

	it('falls back to the first price and is null for free events', () => {
		expect(fullPriceSummary([price('6.00', 'Schüler & Studierende')])).toBe('6\u00a0€');
		expect(fullPriceSummary([price('0.00', 'Freikarte')])).toBeNull();
	});

	it('lists each seat group with its full price and state', () => {
		expect(seatGroupLines([group('0', [price('29.00'), price('22.00', 'Ermäßigt')])])).toEqual([
			{ name: 'Parkett', note: '', price: '29\u00a0€', soldOut: true, fewLeft: false },
		]);
	});
});
