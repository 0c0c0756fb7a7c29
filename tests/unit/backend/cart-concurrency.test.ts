import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { buyInProcesses } from './cart-buyers.ts';
import { addToCart, capacity, EVENT, parkett, visitor } from './cart-visitor.ts';
import { NOW, startBackend, type TestBackend } from './harness.ts';

const SEATS = 50;
const BUYERS = 200;

/** Answers with code 0 (reserved) and -214 (not enough seats). */
const tally = (codes: number[]) => ({
	all: codes.length,
	reserved: codes.filter((code) => code === 0).length,
	soldOut: codes.filter((code) => code === -214).length,
});

/** Tickets and carts the database holds of the fixture event, and its Parkett counter. */
async function ledger(backend: TestBackend, now: Date) {
	const lines = await backend.db.one<{ n: number; carts: number }>(
		sql`SELECT SUM(quantity) AS n, COUNT(DISTINCT cart_token) AS carts FROM cart_items
			WHERE expires_at > ${now.toISOString()}`,
	);
	const counter = await backend.db.one<{ held: number }>(
		sql`SELECT held FROM seat_holds
			WHERE id_jet = ${EVENT.idJet} AND seat_group_id = ${EVENT.parkett} AND block_id = 0`,
	);
	return { n: Number(lines?.n), carts: Number(lines?.carts), held: Number(counter?.held) };
}

describe('concurrent cart requests', () => {
	it(
		'reserve exactly the 50 seats of a seat group when 200 buyers in 4 back-end processes ask at once',
		{ timeout: 90_000 },
		async () => {
			const backend = await startBackend();
			await capacity(backend, EVENT.parkett, SEATS);

			const buyers = await buyInProcesses(backend.dataDir, {
				processes: 4,
				requests: BUYERS / 4,
				body: parkett(1),
			});
			buyers.start();

			expect(tally(await buyers.codes)).toEqual({ all: BUYERS, reserved: SEATS, soldOut: 150 });
			expect(await ledger(backend, NOW)).toEqual({ n: SEATS, carts: SEATS, held: SEATS });
		},
	);

	it(
		'reserve exactly 50 when 200 buyers ask two back ends at once, this process and another',
		{ timeout: 90_000 },
		async () => {
			const backend = await startBackend();
			await capacity(backend, EVENT.parkett, SEATS);
			const other = await buyInProcesses(backend.dataDir, {
				processes: 1,
				requests: BUYERS / 2,
				body: parkett(1),
			});

			other.start();
			const here = await Promise.all(
				Array.from({ length: BUYERS / 2 }, async () => {
					const { status, body } = await addToCart(backend, visitor(), parkett(1));
					return status === 200 ? Number(body['response_code'] ?? 0) : status;
				}),
			);

			const codes = [...here, ...(await other.codes)];
			expect(tally(codes)).toEqual({ all: BUYERS, reserved: SEATS, soldOut: 150 });
			expect(await ledger(backend, NOW)).toEqual({ n: SEATS, carts: SEATS, held: SEATS });
		},
	);

	it(
		'reserve exactly 50 when 200 buyers ask at once through back ends of this process (two on PostgreSQL)',
		{ timeout: 90_000 },
		async () => {
			const first = await startBackend();
			// SQLite: a second connection of this process would wait for the first one's write lock
			// synchronously, blocking the thread that holds it; one back end per process there.
			const second =
				first.db.engine === 'postgres' ? await startBackend({ dataDir: first.dataDir }) : first;
			await capacity(first, EVENT.parkett, SEATS);

			const codes = await Promise.all(
				Array.from({ length: BUYERS }, async (_, index) => {
					const backend = index % 2 === 0 ? first : second;
					const { status, body } = await addToCart(backend, visitor(), parkett(1));
					return status === 200 ? Number(body['response_code'] ?? 0) : status;
				}),
			);

			expect(tally(codes)).toEqual({ all: BUYERS, reserved: SEATS, soldOut: 150 });
			expect(await ledger(second, NOW)).toEqual({ n: SEATS, carts: SEATS, held: SEATS });
		},
	);

	it(
		'release expired carts once and resell exactly their seats when 200 buyers in 4 processes ask at once',
		{ timeout: 90_000 },
		async () => {
			const backend = await startBackend();
			await capacity(backend, EVENT.parkett, SEATS);
			for (let cart = 0; cart < SEATS / 2; cart += 1) {
				expect((await addToCart(backend, visitor(), parkett(2))).body).toHaveProperty(
					'tickets_quantity',
					2,
				);
			}
			// Every buyer arrives after those carts expired: each process may sweep them.
			const later = new Date(NOW.getTime() + 16 * 60_000);

			const buyers = await buyInProcesses(backend.dataDir, {
				processes: 4,
				requests: BUYERS / 4,
				body: parkett(1),
				now: later,
			});
			buyers.start();

			expect(tally(await buyers.codes)).toEqual({ all: BUYERS, reserved: SEATS, soldOut: 150 });
			expect(await ledger(backend, later)).toEqual({ n: SEATS, carts: SEATS, held: SEATS });
		},
	);
});
