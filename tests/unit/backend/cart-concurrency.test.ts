import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { openSqliteFile } from '../../../src/backend/db/database.ts';
import { addToCart, capacity, EVENT, parkett, visitor } from './cart-visitor.ts';
import { NOW, startBackend } from './harness.ts';

const WORKERS = 4;
const REQUESTS_PER_WORKER = 50;
const SEATS = 50;

/** Runs the buyers in `WORKERS` threads, each with its own connection; answers every code. */
async function buyInParallel(dataDir: string, now = NOW): Promise<number[]> {
	const barrier = new SharedArrayBuffer(8);
	const gate = new Int32Array(barrier);
	const results = Array.from({ length: WORKERS }, () => {
		const worker = new Worker(new URL('./cart-buyer.worker.ts', import.meta.url), {
			workerData: {
				dataDir,
				now: now.toISOString(),
				requests: REQUESTS_PER_WORKER,
				body: parkett(1),
				barrier,
			},
		});
		return new Promise<number[]>((resolve, reject) => {
			worker.once('message', (codes: number[]) => resolve(codes));
			worker.once('error', reject);
		});
	});
	while (Atomics.load(gate, 1) < WORKERS) await new Promise((resolve) => setTimeout(resolve, 10));
	Atomics.store(gate, 0, 1);
	Atomics.notify(gate, 0);
	return (await Promise.all(results)).flat();
}

describe('concurrent cart requests', () => {
	it(
		'reserve exactly the 50 seats of a seat group when 200 buyers on 4 connections ask at once',
		{ timeout: 60_000 },
		async () => {
			const backend = await startBackend();
			capacity(backend.dataDir, EVENT.parkett, SEATS);

			const codes = await buyInParallel(backend.dataDir);
			const db = openSqliteFile(backend.dataDir);

			expect(codes).toHaveLength(WORKERS * REQUESTS_PER_WORKER);
			expect(codes.filter((code) => code === 0)).toHaveLength(SEATS);
			expect(codes.filter((code) => code === -214)).toHaveLength(codes.length - SEATS);
			const held = db
				.prepare('SELECT SUM(quantity) AS n, COUNT(DISTINCT cart_token) AS carts FROM cart_items')
				.get();
			db.close();
			expect(held).toEqual({ n: SEATS, carts: SEATS });
		},
	);

	it(
		'release expired carts once and resell exactly their seats when 200 buyers on 4 connections ask at once',
		{ timeout: 60_000 },
		async () => {
			const backend = await startBackend();
			capacity(backend.dataDir, EVENT.parkett, SEATS);
			for (let cart = 0; cart < SEATS / 2; cart += 1) {
				expect((await addToCart(backend, visitor(), parkett(2))).body).toHaveProperty(
					'tickets_quantity',
					2,
				);
			}
			// Every buyer arrives after those carts expired: each connection may sweep them.
			const later = new Date(NOW.getTime() + 16 * 60_000);

			const codes = await buyInParallel(backend.dataDir, later);
			const db = openSqliteFile(backend.dataDir);

			expect(codes.filter((code) => code === 0)).toHaveLength(SEATS);
			expect(codes.filter((code) => code === -214)).toHaveLength(codes.length - SEATS);
			const counted = db
				.prepare('SELECT held FROM seat_holds WHERE id_jet = ? AND seat_group_id = ?')
				.get(EVENT.idJet, EVENT.parkett);
			const live = db
				.prepare('SELECT SUM(quantity) AS n FROM cart_items WHERE expires_at > ?')
				.get(later.toISOString());
			db.close();
			expect(counted).toEqual({ held: SEATS });
			expect(live).toEqual({ n: SEATS });
		},
	);
});
