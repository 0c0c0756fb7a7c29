import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import { addToCart, capacity, EVENT, parkett, visitor } from './cart-visitor.ts';
import { databaseUrlOf, startBackend, type TestBackend } from './harness.ts';

// Short, so the test need not wait the production 3 s for the lock to time out.
const LOCK_TIMEOUT_MS = 300;
let before: string | undefined;
beforeAll(() => {
	before = process.env['CART_LOCK_TIMEOUT_MS'];
	process.env['CART_LOCK_TIMEOUT_MS'] = String(LOCK_TIMEOUT_MS);
});
afterAll(() => {
	if (before === undefined) delete process.env['CART_LOCK_TIMEOUT_MS'];
	else process.env['CART_LOCK_TIMEOUT_MS'] = before;
});

/**
 * Runs `work` while a second connection holds what a reservation of the fixture's Parkett must
 * lock: on PostgreSQL its hold counter row (`FOR UPDATE`), on SQLite the database's write lock.
 */
async function whileLocked<T>(backend: TestBackend, work: () => Promise<T>): Promise<T> {
	const other: Database = await openDatabase({
		dataDir: backend.dataDir,
		url: await databaseUrlOf(backend.dataDir),
	});
	try {
		let result: T | undefined;
		await other
			.transaction(async () => {
				await other.all(
					sql`SELECT held FROM seat_holds WHERE site = 'castle' AND id_jet = ${EVENT.idJet}
						AND seat_group_id = ${EVENT.parkett} AND block_id = 0
						${other.engine === 'postgres' ? sql`FOR UPDATE` : sql``}`,
				);
				// On SQLite a write takes the lock that BEGIN IMMEDIATE of the back end then waits for.
				await other.run(sql`UPDATE seat_holds SET held = held WHERE id_jet = ${EVENT.idJet}`);
				result = await work();
				// Release the lock without changing anything.
				throw new Error('rollback');
			})
			.catch((error: unknown) => {
				if (!(error instanceof Error && error.message === 'rollback')) throw error;
			});
		return result as T;
	} finally {
		await other.close();
	}
}

describe('a reservation that cannot get its lock', () => {
	it(
		'answers 503 with Retry-After and writes no hold; the retry reserves',
		{ timeout: 30_000 },
		async () => {
			const backend = await startBackend();
			await capacity(backend, EVENT.parkett, 5);
			// The counter row exists once a first reservation has been made.
			expect((await addToCart(backend, visitor(), parkett(1))).body).toHaveProperty(
				'tickets_quantity',
				1,
			);
			const buyer = visitor();

			const answer = await whileLocked(backend, async () => {
				const response = await backend.request('/de/api/shop-cart/', {
					method: 'POST',
					jar: buyer,
					headers: {
						'content-type': 'application/json',
						'x-csrftoken': buyer.get('csrftoken') ?? '',
					},
					body: JSON.stringify(parkett(2)),
				});
				return {
					status: response.status,
					retryAfter: response.headers.get('retry-after'),
					body: (await response.json()) as unknown,
				};
			});

			expect(answer).toEqual({
				status: 503,
				retryAfter: '1',
				body: { error: expect.any(String), retryable: true },
			});
			expect(buyer.get('webshop_cart')).toBeUndefined();
			const held = await backend.db.one<{ held: number }>(
				sql`SELECT held FROM seat_holds WHERE id_jet = ${EVENT.idJet}
				AND seat_group_id = ${EVENT.parkett} AND block_id = 0`,
			);
			const lines = await backend.db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM cart_items`);
			expect({ held: Number(held?.held), lines: Number(lines?.n) }).toEqual({ held: 1, lines: 1 });

			expect((await addToCart(backend, buyer, parkett(2))).body).toHaveProperty(
				'tickets_quantity',
				2,
			);
		},
	);
});
