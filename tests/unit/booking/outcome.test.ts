import { describe, expect, it } from 'vitest';
import {
	addTicket,
	cartOutcome,
	splitByAnswers,
	type Selection,
} from '../../../src/lib/booking/index.ts';
import { full, reduced, timedFull } from './fixtures.ts';

const added = (count: number) => ({ tickets_quantity: count, cart_url: '/webshop/cart/abc' });

describe('the outcome of the cart calls', () => {
	it('succeeds with the last count and URL when every call succeeded', () => {
		expect(cartOutcome([added(2), added(5)])).toEqual({
			ok: true,
			ticketsQuantity: 5,
			cartUrl: '/webshop/cart/abc',
		});
	});

	it.each([
		[-214, { reason: 'not-enough-seats' }],
		[-204, { reason: 'no-reservation' }],
		[-1, { reason: 'code', code: -1 }],
	])('fails with the first response code %i', (code, failure) => {
		expect(cartOutcome([added(2), { error: 'x', response_code: code }, added(3)])).toEqual({
			ok: false,
			failure,
			cart: { ticketsQuantity: 2, cartUrl: '/webshop/cart/abc' },
		});
	});

	it('fails with the ticket cap when a call answered 400 naming quantities', () => {
		expect(cartOutcome([added(2), { error: 'x', field: 'quantities' }])).toEqual({
			ok: false,
			failure: { reason: 'too-many-tickets' },
			cart: { ticketsQuantity: 2, cartUrl: '/webshop/cart/abc' },
		});
	});

	it('fails without a code when a call had no answer or nothing was sent', () => {
		expect(cartOutcome([added(1), null])).toMatchObject({
			ok: false,
			failure: { reason: 'unknown' },
		});
		expect(cartOutcome([])).toEqual({ ok: false, failure: { reason: 'unknown' }, cart: null });
	});
});

describe('a selection over two seat groups that only partly went in', () => {
	const selection = [full, timedFull, reduced].reduce((s, p) => addTicket(s, p), [] as Selection);

	it('names the cart as the first seat group left it when the second fails', () => {
		const answers = [added(2), { error: 'x', response_code: -214 }];
		expect(cartOutcome(answers)).toEqual({
			ok: false,
			failure: { reason: 'not-enough-seats' },
			cart: { ticketsQuantity: 2, cartUrl: '/webshop/cart/abc' },
		});
		const { added: inCart, notAdded } = splitByAnswers(selection, answers);
		// Stalls (full and reduced) went in; the timed group's ticket did not.
		expect(inCart.map((e) => e.ticket.sale_type_id)).toEqual([
			full.sale_type_id,
			reduced.sale_type_id,
		]);
		expect(notAdded.map((e) => e.ticket.seat_group)).toEqual([timedFull.seat_group]);
	});

	it('keeps the whole selection when the first call fails, and nothing when all succeed', () => {
		expect(splitByAnswers(selection, [null])).toEqual({ added: [], notAdded: selection });
		expect(splitByAnswers(selection, [{ error: 'x', field: 'quantities' }]).notAdded).toEqual(
			selection,
		);
		expect(splitByAnswers(selection, [added(2), added(3)])).toEqual({
			added: selection,
			notAdded: [],
		});
	});
});
