import { describe, expect, it } from 'vitest';
import { CartDetailSchema, EventDetailSchema } from '../../../src/lib/contract/index.ts';
import { addToCart, capacity, EVENT, parkett, rangSlot, visitor } from './cart-visitor.ts';
import { NOW, parsed, startBackend, type TestBackend } from './harness.ts';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

async function eventDetail(backend: TestBackend) {
	return parsed(await backend.request(`/de/api/events/${EVENT.id}/`), EventDetailSchema);
}

async function cartOf(backend: TestBackend, cartUrl: unknown, locale = 'de') {
	const token = String(cartUrl).split('/').pop() ?? '';
	return parsed(await backend.request(`/${locale}/api/shop-cart/${token}/`), CartDetailSchema);
}

describe('reserving tickets', () => {
	it('holds the tickets in a cart that lists amounts, prices, sums and the time left', async () => {
		const backend = await startBackend();
		const jar = visitor();
		const first = await addToCart(backend, jar, {
			event_jet_id: EVENT.idJet,
			seat_group: EVENT.parkett,
			sale_type_ids: [1, 2],
			quantities: [2, 1],
		});
		expect(first.body).toMatchObject({ tickets_quantity: 3 });
		const second = await addToCart(backend, jar, rangSlot(1));
		expect(second.body).toEqual({ tickets_quantity: 4, cart_url: first.body['cart_url'] });

		const cart = await cartOf(backend, first.body['cart_url']);
		expect(cart).toMatchObject({
			state: 'reserved',
			seconds_left: 15 * 60,
			expires_at: minutes(15).toISOString(),
			tickets_quantity: 4,
			total: '83.00',
		});
		expect(
			cart.tickets.map((t) => [
				t.event_name,
				t.seat_group,
				t.sale_type,
				t.amount,
				t.price,
				t.line_total,
			]),
		).toEqual([
			['Konzert 2', 'Parkett', 'Vollpreis', 2, '25.00', '50.00'],
			['Konzert 2', 'Parkett', 'Ermäßigt', 1, '15.00', '15.00'],
			['Konzert 2', 'Rang', 'Vollpreis', 1, '18.00', '18.00'],
		]);
		expect(cart.tickets[2]?.time_start).toBe('2030-01-01T10:00:00+01:00');
		expect((await cartOf(backend, first.body['cart_url'], 'en')).tickets[0]?.event_name).toBe(
			'Concert 2',
		);
	});

	it('sums repeated additions of the same ticket into one line', async () => {
		const backend = await startBackend();
		const jar = visitor();
		await addToCart(backend, jar, parkett(1));
		const again = await addToCart(backend, jar, parkett(2));
		const cart = await cartOf(backend, again.body['cart_url']);
		expect(cart.tickets).toHaveLength(1);
		expect(cart.tickets[0]).toMatchObject({ amount: 3, line_total: '75.00' });
	});

	it('answers -214 when a seat group has fewer free seats than asked, and reserves nothing', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 3);
		expect((await addToCart(backend, visitor(), parkett(2))).body).toMatchObject({
			tickets_quantity: 2,
		});
		const short = await addToCart(backend, visitor(), parkett(2));
		expect(short).toEqual({
			status: 200,
			body: { error: 'Not enough (connected) seats found.', response_code: -214 },
		});
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			tickets_quantity: 1,
		});
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
	});

	it('counts every sale type of one request against the same seat group', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 4);
		const both = { ...parkett(3), sale_type_ids: [1, 2], quantities: [3, 2] };
		expect((await addToCart(backend, visitor(), both)).body).toMatchObject({ response_code: -214 });
	});

	it('shows a full seat group and a full timeslot as unavailable on the event', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 2);
		await capacity(backend, EVENT.rang, 1, EVENT.slot);
		const before = await eventDetail(backend);
		expect(before.seat_groups.map((group) => group.status)).toEqual(['1', '1']);

		await addToCart(backend, visitor(), parkett(2));
		await addToCart(backend, visitor(), rangSlot(1));
		const after = await eventDetail(backend);
		expect(after.seat_groups.map((group) => group.status)).toEqual(['0', '0']);
		expect(after.seat_groups[1]?.timeslots.map((slot) => slot.status)).toEqual(['0', '0']);
		const list = await backend.request('/de/api/events/?page_size=100');
		const listed = (
			(await list.json()) as { results: { id: number; seat_groups: { status: string }[] }[] }
		).results.find((event) => event.id === EVENT.id);
		expect(listed?.seat_groups.map((group) => group.status)).toEqual(['0', '0']);
	});

	it('gives every seat group and timeslot a capacity from the seed plan on first use', async () => {
		const backend = await startBackend();
		// The castle plan holds 15 per timeslot; one cart holds at most 10.
		expect((await addToCart(backend, visitor(), rangSlot(10))).body).toMatchObject({
			tickets_quantity: 10,
		});
		expect((await addToCart(backend, visitor(), rangSlot(5))).body).toMatchObject({
			tickets_quantity: 5,
		});
		expect((await addToCart(backend, visitor(), rangSlot(1))).body).toMatchObject({
			response_code: -214,
		});
	});
});

describe('the 15-minute reservation', () => {
	it('returns the seats to sale once the reservation expires', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 2);
		await addToCart(backend, visitor(), parkett(2));

		const stillHeld = await startBackend({ dataDir: backend.dataDir, now: minutes(14.9) });
		expect((await addToCart(stillHeld, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		const later = await startBackend({ dataDir: backend.dataDir, now: minutes(15) });
		expect((await eventDetail(later)).seat_groups[0]?.status).toBe('1');
		expect((await addToCart(later, visitor(), parkett(2))).body).toMatchObject({
			tickets_quantity: 2,
		});
	});

	it('extends the whole cart from its last addition', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 2);
		const jar = visitor();
		const first = await addToCart(backend, jar, parkett(2));
		const tenLater = await startBackend({ dataDir: backend.dataDir, now: minutes(10) });
		await addToCart(tenLater, jar, rangSlot(1));

		const twentyLater = await startBackend({ dataDir: backend.dataDir, now: minutes(20) });
		expect((await addToCart(twentyLater, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		expect(await cartOf(twentyLater, first.body['cart_url'])).toMatchObject({
			state: 'reserved',
			seconds_left: 5 * 60,
			tickets_quantity: 3,
		});
	});

	it('answers -204 for an expired cart, forgets it, and starts a new cart on the next try', async () => {
		const backend = await startBackend();
		const jar = visitor();
		const first = await addToCart(backend, jar, parkett(1));

		const later = await startBackend({ dataDir: backend.dataDir, now: minutes(16) });
		const expired = await addToCart(later, jar, parkett(1));
		expect(expired).toEqual({
			status: 200,
			body: { error: 'No current reservation.', response_code: -204 },
		});
		expect(jar.get('webshop_cart')).toBeUndefined();
		expect(await cartOf(later, first.body['cart_url'])).toMatchObject({
			state: 'expired',
			seconds_left: 0,
			tickets_quantity: 1,
		});

		const retry = await addToCart(later, jar, parkett(1));
		expect(retry.body).toMatchObject({ tickets_quantity: 1 });
		expect(retry.body['cart_url']).not.toBe(first.body['cart_url']);
	});

	it('forgets expired carts after a day', async () => {
		const backend = await startBackend();
		const first = await addToCart(backend, visitor(), parkett(1));
		const nextDay = await startBackend({ dataDir: backend.dataDir, now: minutes(15 + 24 * 60) });
		await addToCart(nextDay, visitor(), parkett(1));
		const token = String(first.body['cart_url']).split('/').pop() ?? '';
		expect((await nextDay.request(`/de/api/shop-cart/${token}/`)).status).toBe(404);
	});
});

describe('malformed cart requests', () => {
	it.each([
		[{ ...parkett(1), quantities: [0] }, 'quantities'],
		[{ ...parkett(1), quantities: [-1] }, 'quantities'],
		[{ ...parkett(1), quantities: [1.5] }, 'quantities'],
		[{ ...parkett(1), quantities: ['2'] }, 'quantities'],
		[{ ...parkett(1), quantities: [51] }, 'quantities'],
		[{ ...parkett(1), quantities: [] }, 'quantities'],
		[{ ...parkett(1), quantities: undefined }, 'quantities'],
		[{ ...parkett(1), event_jet_id: 'x' }, 'event_jet_id'],
		[{ ...parkett(1), event_jet_id: 999 }, 'event_jet_id'],
		[{ ...parkett(1), sale_type_ids: [7] }, 'sale_type_ids'],
		[{ ...parkett(1), seat_group: -3 }, 'seat_group'],
		[{ ...rangSlot(1), block_id: undefined }, 'block_id'],
		[{ ...parkett(1), block_id: EVENT.slot }, 'block_id'],
		[[1, 2], 'body'],
		['{"quantities": [', 'body'],
	])('answers 400 naming the field for %j', async (body, field) => {
		const backend = await startBackend();
		const answer = await addToCart(backend, visitor(), body);
		expect(answer.status).toBe(400);
		expect(answer.body).toMatchObject({ field });
	});

	it('answers 404 for unknown and malformed cart tokens', async () => {
		const backend = await startBackend();
		for (const token of ['a'.repeat(32), 'not a token', '..%2F..%2Fetc']) {
			expect((await backend.request(`/de/api/shop-cart/${token}/`)).status).toBe(404);
		}
	});
});
