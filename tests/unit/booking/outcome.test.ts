import { describe, expect, it } from 'vitest';
import { cartOutcome } from '../../../src/lib/booking/index.ts';

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
		});
	});

	it('fails with the ticket cap when a call answered 400 naming quantities', () => {
		expect(cartOutcome([added(2), { error: 'x', field: 'quantities' }])).toEqual({
			ok: false,
			failure: { reason: 'too-many-tickets' },
		});
	});

	it('fails without a code when a call had no answer or nothing was sent', () => {
		expect(cartOutcome([added(1), null])).toEqual({ ok: false, failure: { reason: 'unknown' } });
		expect(cartOutcome([])).toEqual({ ok: false, failure: { reason: 'unknown' } });
	});
});
