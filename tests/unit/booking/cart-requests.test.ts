import { describe, expect, it } from 'vitest';
import { addTicket, cartRequests, type Selection } from '../../../src/lib/booking/index.ts';
import { CartRequestSchema } from '../../../src/lib/contract/index.ts';
import { child, full, reduced, timedFull, timedReduced } from './fixtures.ts';

const select = (...prices: (typeof full)[]): Selection =>
	prices.reduce<Selection>((selection, price) => addTicket(selection, price), []);

describe('cart requests for a selection', () => {
	it('sends one request per seat group with its quantities and sale types', () => {
		const selection = select(full, timedReduced, full, child, timedFull, timedFull);
		expect(cartRequests(7007, selection, { 12: 902 })).toEqual([
			{ quantities: [2, 1], event_jet_id: 7007, sale_type_ids: [1, 3], seat_group: 11 },
			{
				quantities: [1, 2],
				event_jet_id: 7007,
				sale_type_ids: [2, 1],
				seat_group: 12,
				block_id: 902,
			},
		]);
	});

	it('builds bodies the back-end contract accepts', () => {
		for (const request of cartRequests(7007, select(full, reduced, timedFull), { 12: 903 })) {
			expect(CartRequestSchema.safeParse(request).success).toBe(true);
		}
	});

	it('sends nothing for an empty selection', () => {
		expect(cartRequests(7007, [])).toEqual([]);
	});
});
