import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteFile } from '../../src/backend/db/database.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../src/backend/ticketing/capacities.ts';
import type { EventListItem } from '../../src/lib/contract/index.ts';
import { quantile } from '../backend/timing.ts';
import { buyUntil, type Purchase } from './buyers.ts';
import { prefillCarts } from './prefill.ts';

/** The cart bench's result: load, throughput, latency and whether any seat was sold twice. */
export type CartBench = {
	buyers: number;
	seconds: number;
	capacity: number;
	/** Live carts (one ticket each of the same seat group) in the database before the buyers start. */
	liveCarts: number;
	requests: number;
	requestsPerSecond: number;
	p50Ms: number;
	p99Ms: number;
	maxMs: number;
	/** CPU time the server spent per request (user + system), independent of machine load. */
	serverCpuMsPerRequest: number;
	/** Requests that reserved tickets, and how many tickets they reserved together. */
	reserved: number;
	ticketsReserved: number;
	/** Requests answered -214 (not enough seats). */
	notEnoughSeats: number;
	/** Requests refused because the buyer's cart was full (the buyer then starts a new cart). */
	cartFull: number;
	/** Requests answered with anything else (other codes, HTTP errors, failed connections). */
	failed: number;
	/** Tickets of the seat group that live carts hold according to the database afterwards. */
	ticketsHeld: number;
	oversold: boolean;
};

function startServer(dataDir: string, port: number): Promise<ChildProcess> {
	const child = spawn(process.execPath, ['bench/cart/cart-server.ts', dataDir, String(port)], {
		stdio: ['ignore', 'pipe', 'inherit'],
	});
	return new Promise((resolve, reject) => {
		child.once('exit', (code) => reject(new Error(`cart server exited with ${code}`)));
		child.stdout?.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('ready')) resolve(child);
		});
	});
}

/** The first upcoming event with a bookable seat group without timeslots. */
async function bookableSeatGroup(origin: string) {
	const response = await fetch(`${origin}/de/api/events/?page_size=100`);
	const { results } = (await response.json()) as { results: EventListItem[] };
	for (const event of results) {
		const group = event.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		const price = group?.prices[0];
		if (event.id_jet !== null && group && price) {
			return {
				eventId: event.id,
				idJet: event.id_jet,
				seatGroupId: group.id,
				saleTypeId: price.sale_type_id,
				price: price.price,
			};
		}
	}
	throw new Error('no bookable seat group in the demo content');
}

/** The server process's CPU time so far, in milliseconds. */
async function serverCpuMs(origin: string): Promise<number> {
	const response = await fetch(`${origin}/__bench/cpu`);
	return ((await response.json()) as { micros: number }).micros / 1000;
}

function ticketsHeld(dataDir: string, idJet: number, seatGroupId: number): number {
	const db = openSqliteFile(dataDir);
	try {
		const row = db
			.prepare(
				`SELECT COALESCE(SUM(i.quantity), 0) AS n FROM cart_items i JOIN carts c ON c.token = i.cart_token
				 WHERE i.id_jet = ? AND i.seat_group_id = ? AND c.expires_at > ?`,
			)
			.get(idJet, seatGroupId, new Date().toISOString());
		return Number(row?.['n'] ?? 0);
	} finally {
		db.close();
	}
}

/**
 * Starts the embedded back end over HTTP on `port` (fresh temporary data dir, castle demo
 * content), gives one seat group `capacity` seats, and lets `buyers` concurrent visitors add one
 * or two tickets at a time to their carts for `seconds`. With `liveCarts`, that many carts of one
 * ticket each already hold seats of the group (on top of `capacity`). Answers throughput, latency
 * quantiles and the oversell check (tickets held ≤ capacity, and equal to what the answers
 * reported).
 */
export async function benchCart(options: {
	buyers: number;
	seconds: number;
	capacity: number;
	port: number;
	liveCarts?: number;
}): Promise<CartBench> {
	const liveCarts = options.liveCarts ?? 0;
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-cart-'));
	const server = await startServer(dataDir, options.port);
	try {
		const origin = `http://127.0.0.1:${options.port}`;
		const target = await bookableSeatGroup(origin);
		const db = openSqliteFile(dataDir);
		setCapacity(db, 'castle', {
			idJet: target.idJet,
			seatGroupId: target.seatGroupId,
			blockId: WHOLE_SEAT_GROUP,
			capacity: options.capacity + liveCarts,
		});
		const prefilled = prefillCarts(db, target, liveCarts);
		db.close();

		const body = {
			event_jet_id: target.idJet,
			seat_group: target.seatGroupId,
			sale_type_ids: [target.saleTypeId],
		};
		const cpuBefore = await serverCpuMs(origin);
		const start = performance.now();
		const until = start + options.seconds * 1000;
		const purchases: Purchase[] = (
			await Promise.all(
				Array.from({ length: options.buyers }, (_, buyer) =>
					buyUntil(origin, buyer, body, (request) => ((buyer + request) % 2) + 1, until),
				),
			)
		).flat();
		const elapsed = (performance.now() - start) / 1000;
		const serverCpu = (await serverCpuMs(origin)) - cpuBefore;

		const times = purchases.map((purchase) => purchase.ms).sort((a, b) => a - b);
		const reserved = purchases.filter((purchase) => purchase.code === 'reserved');
		const ticketsReserved = reserved.reduce((sum, purchase) => sum + purchase.tickets, 0);
		const held = ticketsHeld(dataDir, target.idJet, target.seatGroupId) - prefilled;
		const round = (ms: number) => Math.round(ms * 100) / 100;
		return {
			buyers: options.buyers,
			seconds: options.seconds,
			capacity: options.capacity,
			liveCarts,
			requests: purchases.length,
			requestsPerSecond: Math.round(purchases.length / elapsed),
			p50Ms: round(quantile(times, 0.5)),
			p99Ms: round(quantile(times, 0.99)),
			maxMs: round(times.at(-1) ?? Number.NaN),
			serverCpuMsPerRequest: round(serverCpu / Math.max(1, purchases.length)),
			reserved: reserved.length,
			ticketsReserved,
			notEnoughSeats: purchases.filter((purchase) => purchase.code === -214).length,
			cartFull: purchases.filter((purchase) => purchase.code === 'cart-full').length,
			failed: purchases.filter(
				(p) => p.code !== 'reserved' && p.code !== -214 && p.code !== 'cart-full',
			).length,
			ticketsHeld: held,
			oversold: held > options.capacity || held !== ticketsReserved,
		};
	} finally {
		server.kill('SIGTERM');
		rmSync(dataDir, { recursive: true, force: true });
	}
}
