import { describe, expect, it } from 'vitest';
import { CartErrorSchema, CartResultSchema } from '../../../src/lib/contract/index.ts';
import { CookieJar, parsed, startBackend } from './harness.ts';

// Fixture event 2 (index 1): id_jet 5002, seat groups 1011 (sale types 1, 2) and 1012 (sale type 3,
// timeslots 1015 available and 1016 sold out). Event 1 has seat group 1002 unavailable.
const cart = (jar: CookieJar, body: unknown) => ({
	method: 'POST',
	jar,
	headers: { 'content-type': 'application/json', 'x-csrftoken': 'cart-token' },
	body: JSON.stringify(body),
});
const visitor = () => {
	const jar = new CookieJar();
	jar.set('csrftoken', 'cart-token');
	return jar;
};

describe('POST /api/shop-cart/', () => {
	it('puts tickets in one cart across calls', async () => {
		const backend = await startBackend();
		const jar = visitor();
		const first = await parsed(
			await backend.request(
				'/api/shop-cart/',
				cart(jar, {
					event_jet_id: 5002,
					quantities: [2, 1],
					sale_type_ids: [1, 2],
					seat_group: 1011,
				}),
			),
			CartResultSchema,
		);
		expect(first.tickets_quantity).toBe(3);
		expect(first.cart_url).toMatch(/^\/webshop\/cart\/[\w-]+$/);
		const second = await parsed(
			await backend.request(
				'/api/shop-cart/',
				cart(jar, {
					event_jet_id: 5002,
					quantities: [1],
					sale_type_ids: [3],
					seat_group: 1012,
					block_id: 1015,
				}),
			),
			CartResultSchema,
		);
		expect(second).toEqual({ tickets_quantity: 4, cart_url: first.cart_url });
	});

	it.each([
		[{ event_jet_id: 1, quantities: [1], sale_type_ids: [1] }, 'event_jet_id'],
		[{ event_jet_id: 5002, quantities: [1], sale_type_ids: [9] }, 'sale_type_ids'],
		[
			{ event_jet_id: 5002, quantities: [1], sale_type_ids: [3], seat_group: 1011 },
			'sale_type_ids',
		],
		[{ event_jet_id: 5002, quantities: [1], sale_type_ids: [1], seat_group: 77 }, 'seat_group'],
		[
			{ event_jet_id: 5002, quantities: [1], sale_type_ids: [3], seat_group: 1012, block_id: 1 },
			'block_id',
		],
		[{ event_jet_id: 5002, quantities: [1, 2], sale_type_ids: [1] }, 'quantities'],
	])('answers 400 naming the field for %j', async (body, field) => {
		const backend = await startBackend();
		const response = await backend.request('/api/shop-cart/', cart(visitor(), body));
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ field });
	});

	it('answers response_code -214 for an unavailable seat group or timeslot', async () => {
		const backend = await startBackend();
		for (const body of [
			{ event_jet_id: 5001, quantities: [1], sale_type_ids: [3], seat_group: 1002 },
			{ event_jet_id: 5002, quantities: [1], sale_type_ids: [3], seat_group: 1012, block_id: 1016 },
		]) {
			const response = await backend.request('/api/shop-cart/', cart(visitor(), body));
			expect(response.status).toBe(200);
			expect(await parsed(response, CartErrorSchema)).toMatchObject({ response_code: -214 });
		}
	});

	it('requires the CSRF header', async () => {
		const backend = await startBackend();
		const response = await backend.request('/api/shop-cart/', {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ event_jet_id: 5002, quantities: [1], sale_type_ids: [1] }),
		});
		expect(response.status).toBe(403);
	});
});
