import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import { capacityPlans } from '../../../demo/seed/capacities.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../../src/backend/ticketing/capacities.ts';
import { ReservationContended } from '../../../src/backend/ticketing/contention.ts';
import {
	reserveTickets,
	type ReservationRequest,
	type ReservationResult,
} from '../../../src/backend/ticketing/reserve.ts';
import { EVENT } from './cart-visitor.ts';
import { databaseUrlOf, NOW, tempDataDir } from './harness.ts';

const SEATS = 50;
const opened: Database[] = [];
afterEach(async () => {
	for (const db of opened.splice(0)) await db.close();
});

/** A connection (pool) of its own to the test database of `dataDir`, as another instance has. */
async function connect(dataDir: string): Promise<Database> {
	const db = await openDatabase({ dataDir, url: await databaseUrlOf(dataDir) });
	opened.push(db);
	return db;
}

/** One full-price Parkett ticket of the fixture event into a new cart. */
const oneTicket = (now = NOW): ReservationRequest => ({
	site: 'castle',
	cartToken: undefined,
	event: { id: EVENT.id, idJet: EVENT.idJet, seatGroups: [{ id: EVENT.parkett, timeslots: [] }] },
	lines: [
		{
			eventId: EVENT.id,
			idJet: EVENT.idJet,
			seatGroupId: EVENT.parkett,
			saleTypeId: 1,
			blockId: null,
			quantity: 1,
			unitPrice: '25.00',
		},
	],
	plan: capacityPlans.castle,
	limits: { maxTicketsPerCart: 10, maxHoldMinutes: 60 },
	now,
});

const kinds = (results: ReservationResult[]) =>
	results.reduce<Record<string, number>>((count, result) => {
		count[result.kind] = (count[result.kind] ?? 0) + 1;
		return count;
	}, {});

/** What the database holds of Parkett: tickets in cart lines and the counter. */
async function held(db: Database) {
	const lines = await db.one<{ n: number }>(
		sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items WHERE seat_group_id = ${EVENT.parkett}`,
	);
	const counter = await db.one<{ held: number }>(
		sql`SELECT held FROM seat_holds WHERE seat_group_id = ${EVENT.parkett} AND block_id = 0`,
	);
	return { lines: Number(lines?.n), counter: Number(counter?.held ?? 0) };
}

describe('reserveTickets', () => {
	it('reserves exactly 50 of 50 seats when 200 reservations race (over two pools on PostgreSQL)', async () => {
		const dataDir = tempDataDir();
		const first = await connect(dataDir);
		// SQLite: a second connection of this process would wait for the first one's write lock
		// synchronously, blocking the thread that holds it (processes: cart-concurrency.test.ts).
		const second = first.engine === 'postgres' ? await connect(dataDir) : first;
		const capacity = { idJet: EVENT.idJet, seatGroupId: EVENT.parkett, blockId: WHOLE_SEAT_GROUP };
		await setCapacity(first, 'castle', { ...capacity, capacity: SEATS });

		const results = await Promise.all(
			Array.from({ length: 200 }, (_, index) =>
				reserveTickets(index % 2 === 0 ? first : second, oneTicket()),
			),
		);

		expect(kinds(results)).toEqual({ reserved: SEATS, 'not-enough-seats': 150 });
		expect(await held(first)).toEqual({ lines: SEATS, counter: SEATS });
	});

	it('throws ReservationContended, writing nothing, when the counter stays locked past the lock timeout', async () => {
		const dataDir = tempDataDir();
		const [db, other] = [await connect(dataDir), await connect(dataDir)];
		expect((await reserveTickets(db, oneTicket())).kind).toBe('reserved');
		const before = process.env['CART_LOCK_TIMEOUT_MS'];
		process.env['CART_LOCK_TIMEOUT_MS'] = '200';
		try {
			const outcome = await other
				.transaction(async () => {
					// PostgreSQL: the row lock a reservation needs; SQLite: the write lock.
					await other.run(
						sql`UPDATE seat_holds SET held = held WHERE seat_group_id = ${EVENT.parkett}`,
					);
					const attempt = await reserveTickets(db, oneTicket()).catch((error: unknown) => error);
					throw Object.assign(new Error('rollback'), { attempt });
				})
				.catch((error: { attempt?: unknown }) => error.attempt);
			expect(outcome).toBeInstanceOf(ReservationContended);
		} finally {
			if (before === undefined) delete process.env['CART_LOCK_TIMEOUT_MS'];
			else process.env['CART_LOCK_TIMEOUT_MS'] = before;
		}
		expect(await held(db)).toEqual({ lines: 1, counter: 1 });
	});
});
