import type { Price, SeatGroup, Timeslot } from '../../../src/lib/contract/index.ts';

/** A price of seat group `seatGroup` with sale type `saleType`. */
export function price(seatGroup: number, saleType: number, amount: string, text: string): Price {
	return {
		id: seatGroup * 100 + saleType,
		price: amount,
		sale_type_id: saleType,
		seat_group: seatGroup,
		text,
		name: text === 'Vollpreis' ? 'Full price' : text,
		has_discounts: false,
	};
}

/** A timeslot starting at `time` (Berlin, 1 Dec 2026). */
export function slot(blockId: number, time: string, status: '0' | '1' = '1'): Timeslot {
	return { id: blockId, block_id: blockId, time_start: `2026-12-01T${time}:00+01:00`, status };
}

/** Stalls: reduced first, then the full price, then children. */
export const stalls: SeatGroup = {
	id: 11,
	seat_group: 'Parkett',
	status: '1',
	text: '',
	prices: [
		price(11, 2, '15.00', 'Ermäßigt'),
		price(11, 1, '25.00', 'Vollpreis'),
		price(11, 3, '7.50', 'Kinder bis 14'),
	],
	timeslots: [],
};

/** Timed entry: its first price is the main one, whatever its text. */
export const timed: SeatGroup = {
	id: 12,
	seat_group: 'Zeitfenster',
	status: '1',
	text: '',
	prices: [price(12, 2, '10.00', 'Ermäßigt'), price(12, 1, '14.00', 'Vollpreis')],
	timeslots: [slot(901, '10:30', '0'), slot(902, '11:00'), slot(903, '11:30')],
};

/** A sold-out circle. */
export const circle: SeatGroup = {
	id: 13,
	seat_group: 'Rang',
	status: '0',
	text: '',
	prices: [price(13, 1, '18.00', 'Vollpreis')],
	timeslots: [],
};

export const [reduced, full, child] = stalls.prices as [Price, Price, Price];
export const [timedReduced, timedFull] = timed.prices as [Price, Price];
