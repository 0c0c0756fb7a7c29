import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { castle } from '../../../src/sites/castle.ts';
import { CartDetailSchema, type CartDetail } from '../../../src/lib/contract/index.ts';
import { addToCart, capacity, EVENT, parkett, rangSlot, visitor } from './cart-visitor.ts';
import { CookieJar, NOW, startBackend, type TestBackend } from './harness.ts';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);

/** POST /api/shop-cart/{token}/{action}/ as `jar`; the status and the JSON body. */
async function change(
	backend: TestBackend,
	jar: CookieJar,
	action: 'remove' | 'renew',
	body: unknown = {},
	token = jar.get('webshop_cart') ?? '',
) {
	const response = await backend.request(`/de/api/shop-cart/${token}/${action}/`, {
		method: 'POST',
		jar,
		headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
		body: typeof body === 'string' ? body : JSON.stringify(body),
	});
	return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GET /api/shop-cart/{token}/, checked against the contract. */
async function cartOf(backend: TestBackend, jar: CookieJar): Promise<CartDetail> {
	const response = await backend.request(`/de/api/shop-cart/${jar.get('webshop_cart') ?? ''}/`);
	return CartDetailSchema.parse(await response.json());
}

/** The hold counters of the fixture event, `seatGroup:block → held`, and what live lines hold. */
async function counters(backend: TestBackend) {
	const rows = await backend.db.all<{ seat_group_id: number; block_id: number; held: number }>(
		sql`SELECT seat_group_id, block_id, held FROM seat_holds WHERE id_jet = ${EVENT.idJet}
			AND held > 0 ORDER BY seat_group_id, block_id`,
	);
	return Object.fromEntries(
		rows.map((row) => [`${row.seat_group_id}:${row.block_id}`, Number(row.held)]),
	);
}

/** A visitor with `parkett(3)` and `rangSlot(2)` in one cart, on a back end with few seats. */
async function fullCart() {
	const backend = await startBackend();
	await capacity(backend, EVENT.parkett, 3);
	const jar = visitor();
	await addToCart(backend, jar, parkett(2));
	await addToCart(backend, jar, rangSlot(2));
	await addToCart(backend, jar, parkett(1));
	return { backend, jar };
}

describe('removing tickets from a cart', () => {
	it('takes one ticket or a whole line off, and the seats are on sale again at once', async () => {
		const { backend, jar } = await fullCart();
		const before = await cartOf(backend, jar);
		// Two additions of the same ticket are one line.
		expect(before.tickets.map((t) => [t.seat_group_id, t.amount])).toEqual([
			[EVENT.parkett, 3],
			[EVENT.rang, 2],
		]);
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		const [parkettLine, rangLine] = before.tickets;
		const one = await change(backend, jar, 'remove', {
			line_id: parkettLine?.line_id,
			quantity: 1,
		});
		expect(one.status).toBe(200);
		const afterOne = CartDetailSchema.parse(one.body);
		expect(afterOne.tickets.map((t) => t.amount)).toEqual([2, 2]);
		expect(afterOne.tickets_quantity).toBe(4);
		expect(afterOne.total).toBe('86.00');
		expect(await counters(backend)).toEqual({
			[`${EVENT.parkett}:0`]: 2,
			[`${EVENT.rang}:0`]: 2,
			[`${EVENT.rang}:${EVENT.slot}`]: 2,
		});
		// The freed seat is someone else's now; the cart's own count follows.
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			tickets_quantity: 1,
		});
		const line = await change(backend, jar, 'remove', { line_id: rangLine?.line_id });
		expect(CartDetailSchema.parse(line.body).tickets.map((t) => t.seat_group_id)).toEqual([
			EVENT.parkett,
		]);
		expect(await counters(backend)).toEqual({ [`${EVENT.parkett}:0`]: 3 });
		// Gone already: nothing more changes.
		const again = await change(backend, jar, 'remove', { line_id: rangLine?.line_id });
		expect(CartDetailSchema.parse(again.body).tickets_quantity).toBe(2);
		const last = await change(backend, jar, 'remove', { line_id: parkettLine?.line_id });
		expect(last.body).toMatchObject({ state: 'reserved', tickets_quantity: 0, tickets: [] });
		expect(await counters(backend)).toEqual({ [`${EVENT.parkett}:0`]: 1 });
	});

	it('frees each ticket once when the same removal arrives many times at once', async () => {
		const { backend, jar } = await fullCart();
		const [parkettLine, rangLine] = (await cartOf(backend, jar)).tickets;
		const answers = await Promise.all([
			...Array.from({ length: 6 }, () =>
				change(backend, jar, 'remove', { line_id: parkettLine?.line_id, quantity: 1 }),
			),
			...Array.from({ length: 4 }, () =>
				change(backend, jar, 'remove', { line_id: rangLine?.line_id }),
			),
		]);
		expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
		expect(await counters(backend)).toEqual({});
		expect((await cartOf(backend, jar)).tickets).toEqual([]);
		// Exactly the cart's three Parkett seats came back, not more.
		expect((await addToCart(backend, visitor(), parkett(3))).body).toMatchObject({
			tickets_quantity: 3,
		});
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
	});

	it('keeps the counters equal to what live carts hold while removals race additions', async () => {
		const { backend, jar } = await fullCart();
		const [parkettLine] = (await cartOf(backend, jar)).tickets;
		const others = Array.from({ length: 4 }, () => visitor());
		const answers = await Promise.all([
			...others.map((other) => addToCart(backend, other, parkett(1))),
			...Array.from({ length: 3 }, () =>
				change(backend, jar, 'remove', { line_id: parkettLine?.line_id, quantity: 1 }),
			),
		]);
		expect(answers.every((answer) => answer.status === 200)).toBe(true);
		const live = await backend.db.all<{ n: number }>(
			sql`SELECT COALESCE(SUM(i.quantity), 0) AS n FROM cart_items i
				JOIN carts c ON c.token = i.cart_token
				WHERE i.seat_group_id = ${EVENT.parkett} AND c.holding = 1`,
		);
		const held = (await counters(backend))[`${EVENT.parkett}:0`] ?? 0;
		expect(held).toBe(Number(live[0]?.n));
		// Never more than the three seats, however the race went.
		expect(held).toBeLessThanOrEqual(3);
	});

	it('refuses changes to an expired cart, whose seats were released once already', async () => {
		const { backend, jar } = await fullCart();
		const [parkettLine] = (await cartOf(backend, jar)).tickets;
		const later = await startBackend({ dataDir: backend.dataDir, now: minutes(16) });
		for (const action of ['remove', 'renew'] as const) {
			const answer = await change(later, jar, action, { line_id: parkettLine?.line_id });
			expect(answer.body).toEqual({ error: 'No current reservation.', response_code: -204 });
		}
		expect(await counters(later)).toEqual({});
		expect((await addToCart(later, visitor(), parkett(3))).body).toMatchObject({
			tickets_quantity: 3,
		});
	});

	it('answers bad input with 400, 403 or 404 and changes nothing', async () => {
		const { backend, jar } = await fullCart();
		const [parkettLine] = (await cartOf(backend, jar)).tickets;
		const lineId = parkettLine?.line_id ?? '';
		const bad: [unknown, number, string?][] = [
			[{}, 400, 'line_id'],
			['{"line_id":', 400],
			[[lineId], 400],
			[{ line_id: 42 }, 400, 'line_id'],
			[{ line_id: '1_2_3' }, 400, 'line_id'],
			[{ line_id: `${'9'.repeat(15)}_n_1_n_n` }, 400, 'line_id'],
			[{ line_id: '2147483648_1_1_n_n' }, 400, 'line_id'],
			[{ line_id: '0_1_1_n_n' }, 400, 'line_id'],
			[{ line_id: lineId, quantity: 0 }, 400, 'quantity'],
			[{ line_id: lineId, quantity: -1 }, 400, 'quantity'],
			[{ line_id: lineId, quantity: 1.5 }, 400, 'quantity'],
			[{ line_id: lineId, quantity: 1e12 }, 400, 'quantity'],
			[{ line_id: lineId, quantity: '1' }, 400, 'quantity'],
			[{ line_id: 'x'.repeat(100_000) }, 400, 'line_id'],
			['null', 400],
			['['.repeat(100_000) + ']'.repeat(100_000), 400],
		];
		for (const [body, status, field] of bad) {
			const answer = await change(backend, jar, 'remove', body);
			expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status);
			if (field) expect(answer.body['field']).toBe(field);
		}
		// A line of another ticket (here: a price the cart never had) removes nothing.
		const other = await change(backend, jar, 'remove', {
			line_id: lineId.replace(/_[^_]+$/, '_1.00'),
		});
		expect(CartDetailSchema.parse(other.body).tickets_quantity).toBe(5);
		// Unknown and malformed carts, in either action.
		for (const token of ['A'.repeat(32), 'not a token', '..']) {
			for (const action of ['remove', 'renew'] as const) {
				const answer = await change(backend, jar, action, { line_id: lineId }, token);
				expect(answer.status).toBe(404);
			}
		}
		// Without the CSRF token (or with a wrong one): 403.
		const stranger = new CookieJar();
		stranger.set('webshop_cart', jar.get('webshop_cart') ?? '');
		expect((await change(backend, stranger, 'remove', { line_id: lineId })).status).toBe(403);
		stranger.set('csrftoken', 'mine');
		const spoofed = await backend.request(
			`/de/api/shop-cart/${jar.get('webshop_cart') ?? ''}/renew/`,
			{ method: 'POST', jar: stranger, headers: { 'x-csrftoken': 'other' } },
		);
		expect(spoofed.status).toBe(403);
		expect((await cartOf(backend, jar)).tickets_quantity).toBe(5);
		expect(await counters(backend)).toEqual({
			[`${EVENT.parkett}:0`]: 3,
			[`${EVENT.rang}:0`]: 2,
			[`${EVENT.rang}:${EVENT.slot}`]: 2,
		});
	});
});

describe('keeping the tickets', () => {
	it('renews a cart to 15 more minutes, never past the hold cap', async () => {
		const backend = await startBackend();
		const jar = visitor();
		await addToCart(backend, jar, parkett(1));
		const fresh = await cartOf(backend, jar);
		const cap = castle.tickets.maxHoldMinutes;
		expect(fresh).toMatchObject({
			hold_ends_at: minutes(cap).toISOString(),
			renewable: true,
		});
		const steps: [number, number, boolean][] = [
			[13.5, 28.5, true],
			[28, cap, false],
		];
		for (const [at, until, renewable] of steps) {
			const then = await startBackend({ dataDir: backend.dataDir, now: minutes(at) });
			expect((await cartOf(then, jar)).renewable).toBe(true);
			const renewed = await change(then, jar, 'renew');
			expect(renewed.status).toBe(200);
			expect(renewed.body).toMatchObject({
				expires_at: minutes(until).toISOString(),
				seconds_left: (until - at) * 60,
				renewable,
				tickets_quantity: 1,
			});
			// The cart cookie lasts as long as the reservation.
			expect(jar.get('webshop_cart')).toBe(fresh.token);
		}
		const atCap = await startBackend({ dataDir: backend.dataDir, now: minutes(29) });
		expect((await change(atCap, jar, 'renew')).body).toMatchObject({
			expires_at: minutes(cap).toISOString(),
			renewable: false,
		});
	});
});
