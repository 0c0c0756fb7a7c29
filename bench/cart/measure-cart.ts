import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/backend/db/database.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../src/backend/ticketing/capacities.ts';
import { quantile } from '../backend/timing.ts';
import { buyUntil, type Purchase } from './buyers.ts';
import { bookableSeatGroup, serverCpuMs, startServer, stopServer } from './cart-process.ts';
import { prefillCarts } from './prefill.ts';

/** The cart bench's result: load, throughput, latency and whether any seat was sold twice. */
export type CartBench = {
	/** The database engine, and how many back-end processes shared the buyers. */
	engine: 'sqlite' | 'postgres';
	servers: number;
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
	/** Requests that reserved tickets per second, and the server CPU time per such reservation. */
	reservationsPerSecond: number;
	serverCpuMsPerReservation: number;
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

async function ticketsHeld(db: Database, idJet: number, seatGroupId: number): Promise<number> {
	const row = await db.one<{ n: number }>(
		sql`SELECT COALESCE(SUM(i.quantity), 0) AS n FROM cart_items i
			JOIN carts c ON c.token = i.cart_token
			WHERE i.id_jet = ${idJet} AND i.seat_group_id = ${seatGroupId}
				AND c.expires_at > ${new Date().toISOString()}`,
	);
	return Number(row?.n ?? 0);
}

/**
 * Starts `servers` back-end processes (default 1) over HTTP on `port`, `port + 1`, … (fresh
 * temporary data dir, or the empty PostgreSQL database `databaseUrl`; castle demo content), gives
 * one seat group `capacity` seats, and lets `buyers` concurrent visitors, spread over the
 * servers, add one or two tickets at a time to their carts for `seconds`. Server CPU is summed
 * over the servers. With `liveCarts`, that many carts of one
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
	servers?: number;
	/** postgres://… of an empty database: bench PostgreSQL instead of the embedded SQLite. */
	databaseUrl?: string;
}): Promise<CartBench> {
	const liveCarts = options.liveCarts ?? 0;
	const count = options.servers ?? 1;
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-cart-'));
	const servers: ChildProcess[] = [];
	const db = await openDatabase({ dataDir, url: options.databaseUrl });
	try {
		// One after the other: the first seeds the demo content, the others find it.
		for (let index = 0; index < count; index += 1) {
			servers.push(await startServer(dataDir, options.port + index, options.databaseUrl));
		}
		const origins = servers.map((_, index) => `http://127.0.0.1:${options.port + index}`);
		const origin = origins[0] ?? '';
		const target = await bookableSeatGroup(origin);
		await setCapacity(db, 'castle', {
			idJet: target.idJet,
			seatGroupId: target.seatGroupId,
			blockId: WHOLE_SEAT_GROUP,
			capacity: options.capacity + liveCarts,
		});
		const prefilled = await prefillCarts(db, target, liveCarts);
		const cpuOf = async () =>
			(await Promise.all(origins.map((each) => serverCpuMs(each)))).reduce((a, b) => a + b, 0);

		const body = {
			event_jet_id: target.idJet,
			seat_group: target.seatGroupId,
			sale_type_ids: [target.saleTypeId],
		};
		const cpuBefore = await cpuOf();
		const start = performance.now();
		const until = start + options.seconds * 1000;
		const purchases: Purchase[] = (
			await Promise.all(
				Array.from({ length: options.buyers }, (_, buyer) =>
					buyUntil(
						origins[buyer % origins.length] ?? origin,
						buyer,
						body,
						(request) => ((buyer + request) % 2) + 1,
						until,
					),
				),
			)
		).flat();
		const elapsed = (performance.now() - start) / 1000;
		const serverCpu = (await cpuOf()) - cpuBefore;

		const times = purchases.map((purchase) => purchase.ms).sort((a, b) => a - b);
		const reserved = purchases.filter((purchase) => purchase.code === 'reserved');
		const ticketsReserved = reserved.reduce((sum, purchase) => sum + purchase.tickets, 0);
		const held = (await ticketsHeld(db, target.idJet, target.seatGroupId)) - prefilled;
		const round = (ms: number) => Math.round(ms * 100) / 100;
		return {
			engine: options.databaseUrl ? 'postgres' : 'sqlite',
			servers: count,
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
			reservationsPerSecond: Math.round(reserved.length / elapsed),
			serverCpuMsPerReservation: round(serverCpu / Math.max(1, reserved.length)),
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
		await db.close();
		await Promise.all(servers.map((server) => stopServer(server)));
		rmSync(dataDir, { recursive: true, force: true });
	}
}
