import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { castle } from '../../../src/sites/castle.ts';
import { EventDetailSchema } from '../../../src/lib/contract/index.ts';
import { buyInProcesses } from './cart-buyers.ts';
import { addToCart, capacity, EVENT, parkett, rangSlot, visitor } from './cart-visitor.ts';
import { NOW, parsed, startBackend, type TestBackend } from './harness.ts';

const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const CAP = castle.tickets.maxTicketsPerCart;

/** Tickets held per seat group/timeslot by live cart lines, and the maintained counters. */
async function holdsOf(backend: TestBackend, now: Date) {
	const plain = (rows: { seat_group_id: number; n: number }[]) =>
		rows.map((row) => ({ seat_group_id: Number(row.seat_group_id), n: Number(row.n) }));
	const live = await backend.db.all<{ seat_group_id: number; n: number }>(
		sql`SELECT seat_group_id, COALESCE(SUM(quantity), 0) AS n FROM cart_items
			WHERE id_jet = ${EVENT.idJet} AND expires_at > ${now.toISOString()}
			GROUP BY seat_group_id ORDER BY seat_group_id`,
	);
	const counted = await backend.db.all<{ seat_group_id: number; n: number }>(
		sql`SELECT seat_group_id, held AS n FROM seat_holds
			WHERE id_jet = ${EVENT.idJet} AND block_id = 0 AND held > 0 ORDER BY seat_group_id`,
	);
	return { live: plain(live), counted: plain(counted) };
}

async function statuses(backend: TestBackend) {
	const event = await parsed(
		await backend.request(`/de/api/events/${EVENT.id}/`),
		EventDetailSchema,
	);
	return event.seat_groups.map((group) => group.status);
}

describe('tickets per request and per cart', () => {
	it('the site config caps a cart at 20 tickets or fewer', () => {
		expect(CAP).toBeGreaterThan(0);
		expect(CAP).toBeLessThanOrEqual(20);
	});

	it('refuses an anonymous request for a whole event with 400 quantities, holding nothing', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 60);
		const grab = { ...parkett(50), sale_type_ids: [1, 1], quantities: [50, 10] };
		const answer = await addToCart(backend, visitor(), grab);
		expect(answer.status).toBe(400);
		expect(answer.body).toEqual({
			error: expect.stringContaining(`At most ${CAP} tickets`),
			field: 'quantities',
		});
		expect(await holdsOf(backend, NOW)).toEqual({ live: [], counted: [] });
		expect(await statuses(backend)).toEqual(['1', '1']);
	});

	it('counts a sale type named twice in one request together', async () => {
		const backend = await startBackend();
		const half = Math.ceil((CAP + 1) / 2);
		const twice = { ...parkett(half), sale_type_ids: [1, 1], quantities: [half, half] };
		expect((await addToCart(backend, visitor(), twice)).status).toBe(400);
		const exactly = { ...parkett(1), sale_type_ids: [1, 2], quantities: [CAP - 1, 1] };
		expect((await addToCart(backend, visitor(), exactly)).body).toMatchObject({
			tickets_quantity: CAP,
		});
	});

	it('refuses additions beyond the cap to one cart, keeping what it holds', async () => {
		const backend = await startBackend();
		const jar = visitor();
		expect((await addToCart(backend, jar, parkett(CAP - 2))).body).toMatchObject({
			tickets_quantity: CAP - 2,
		});
		const over = await addToCart(backend, jar, rangSlot(3));
		expect(over.status).toBe(400);
		expect(over.body['field']).toBe('quantities');
		expect((await addToCart(backend, jar, rangSlot(2))).body).toMatchObject({
			tickets_quantity: CAP,
		});
		expect((await addToCart(backend, jar, parkett(1))).status).toBe(400);
		expect((await holdsOf(backend, NOW)).counted).toEqual([
			{ seat_group_id: EVENT.parkett, n: CAP - 2 },
			{ seat_group_id: EVENT.rang, n: 2 },
		]);
	});
});

describe('the cap on a cart’s whole hold', () => {
	it('stops renewals from extending a cart past 30 minutes after its first tickets', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 3);
		const jar = visitor();
		await addToCart(backend, jar, parkett(1));
		for (const at of [14, 28]) {
			const renewal = await startBackend({ dataDir: backend.dataDir, now: minutes(at) });
			expect((await addToCart(renewal, jar, parkett(1))).body).toMatchObject({
				tickets_quantity: at === 14 ? 2 : 3,
			});
			const token = jar.get('webshop_cart') ?? '';
			const cart = (await (await renewal.request(`/de/api/shop-cart/${token}/`)).json()) as {
				expires_at: string;
			};
			expect(cart.expires_at).toBe(
				minutes(at === 14 ? 29 : castle.tickets.maxHoldMinutes).toISOString(),
			);
		}
		const after = await startBackend({ dataDir: backend.dataDir, now: minutes(30) });
		expect((await addToCart(after, jar, parkett(1))).body).toMatchObject({ response_code: -204 });
		// The seats it held are on sale again, all three.
		expect((await addToCart(after, visitor(), parkett(3))).body).toMatchObject({
			tickets_quantity: 3,
		});
	});
});

describe('hold counters', () => {
	it('free an expired cart’s seats exactly once, however many back ends sweep', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 4);
		await addToCart(backend, visitor(), parkett(3));
		await addToCart(backend, visitor(), rangSlot(2));
		expect((await holdsOf(backend, NOW)).counted).toEqual([
			{ seat_group_id: EVENT.parkett, n: 3 },
			{ seat_group_id: EVENT.rang, n: 2 },
		]);
		const later = minutes(16);
		// Three back ends, each in a process of its own, sweep and buy at the same moment.
		const sweepers = await buyInProcesses(backend.dataDir, {
			processes: 3,
			requests: 1,
			body: parkett(2),
			now: later,
		});
		sweepers.start();
		expect((await sweepers.codes).sort()).toEqual([-214, 0, 0]);
		expect((await holdsOf(backend, later)).counted).toEqual([
			{ seat_group_id: EVENT.parkett, n: 4 },
		]);
	});

	it('follow capacity changes: lowered below what is held shows sold out, raised frees seats', async () => {
		const backend = await startBackend();
		await capacity(backend, EVENT.parkett, 10);
		await addToCart(backend, visitor(), parkett(5));
		await capacity(backend, EVENT.parkett, 4);
		expect(await statuses(backend)).toEqual(['0', '1']);
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			response_code: -214,
		});
		await capacity(backend, EVENT.parkett, 6);
		expect(await statuses(backend)).toEqual(['1', '1']);
		expect((await addToCart(backend, visitor(), parkett(1))).body).toMatchObject({
			tickets_quantity: 1,
		});
		const holds = await holdsOf(backend, NOW);
		expect(holds.counted).toEqual(holds.live);
	});
});
