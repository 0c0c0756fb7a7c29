import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/backend/db/database.ts';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../src/backend/ticketing/capacities.ts';
import { quantile } from '../backend/timing.ts';
import type { BenchTarget } from './prefill.ts';
import type { ReserveCall, ReserveJob, ReserveReport } from './reserve-worker.ts';

/** Reservations through the data-access layer in `processes` back-end processes on one database. */
export type ReservationBench = {
	engine: 'sqlite' | 'postgres';
	processes: number;
	/** Buyers per process, each waiting for its answer before the next reservation. */
	concurrency: number;
	seconds: number;
	calls: number;
	reservationsPerSecond: number;
	p50Ms: number;
	p99Ms: number;
	/** CPU time of the back-end processes (user + system) per reservation made. */
	cpuMsPerReservation: number;
	/** Calls that found no seats, hit the lock timeout (retryable), or failed otherwise. */
	notEnoughSeats: number;
	contended: number;
	failed: number;
	/** Tickets held afterwards ≠ tickets the answers reserved, or more than the capacity. */
	oversold: boolean;
};

/** An event date and seat group the bench reserves (the data layer needs no documents for it). */
const TARGET: BenchTarget = {
	eventId: 900_001,
	idJet: 990_001,
	seatGroupId: 990_011,
	saleTypeId: 1,
	price: '10.00',
};

function startWorker(dataDir: string, databaseUrl: string | undefined): Promise<ChildProcess> {
	const env = { ...process.env };
	if (databaseUrl) env['DATABASE_URL'] = databaseUrl;
	else delete env['DATABASE_URL'];
	const child = fork('bench/cart/reserve-worker.ts', [dataDir], { env, execArgv: [] });
	return new Promise((resolve, reject) => {
		child.once('exit', (code) => reject(new Error(`reserve worker exited with ${code}`)));
		child.once('message', () => resolve(child));
	});
}

/**
 * Reserves one or two tickets at a time of one seat group with `capacity` seats, from
 * `concurrency` buyers in each of `processes` processes for `seconds`, on the embedded SQLite
 * (fresh data dir) or on the empty PostgreSQL database `databaseUrl`: throughput, latency,
 * server CPU per reservation, and the oversell check.
 */
export async function benchReservations(options: {
	processes: number;
	concurrency: number;
	seconds: number;
	capacity: number;
	databaseUrl?: string;
}): Promise<ReservationBench> {
	const dataDir = mkdtempSync(join(tmpdir(), 'bench-reserve-'));
	const db = await openDatabase({ dataDir, url: options.databaseUrl });
	const workers: ChildProcess[] = [];
	try {
		await setCapacity(db, 'castle', {
			idJet: TARGET.idJet,
			seatGroupId: TARGET.seatGroupId,
			blockId: WHOLE_SEAT_GROUP,
			capacity: options.capacity,
		});
		for (let index = 0; index < options.processes; index += 1) {
			workers.push(await startWorker(dataDir, options.databaseUrl));
		}
		const start = Date.now();
		const job: ReserveJob = {
			target: TARGET,
			concurrency: options.concurrency,
			until: start + options.seconds * 1000,
		};
		const reports = await Promise.all(
			workers.map(
				(worker) =>
					new Promise<ReserveReport>((resolve) => {
						worker.once('message', (report: ReserveReport) => resolve(report));
						worker.send(job);
					}),
			),
		);
		const elapsed = (Date.now() - start) / 1000;
		const calls: ReserveCall[] = reports.flatMap((report) => report.calls);
		const reserved = calls.filter((call) => call.kind === 'reserved');
		const cpuMs = reports.reduce((sum, report) => sum + report.cpuMs, 0);
		const times = calls.map((call) => call.ms).sort((a, b) => a - b);
		const row = await db.one<{ n: number }>(
			sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items
				WHERE id_jet = ${TARGET.idJet} AND seat_group_id = ${TARGET.seatGroupId}`,
		);
		const held = Number(row?.n ?? 0);
		const ticketsReserved = reserved.reduce((sum, call) => sum + call.tickets, 0);
		const round = (ms: number) => Math.round(ms * 100) / 100;
		return {
			engine: options.databaseUrl ? 'postgres' : 'sqlite',
			processes: options.processes,
			concurrency: options.concurrency,
			seconds: options.seconds,
			calls: calls.length,
			reservationsPerSecond: Math.round(reserved.length / elapsed),
			p50Ms: round(quantile(times, 0.5)),
			p99Ms: round(quantile(times, 0.99)),
			cpuMsPerReservation: round(cpuMs / Math.max(1, reserved.length)),
			notEnoughSeats: calls.filter((call) => call.kind === 'not-enough-seats').length,
			contended: calls.filter((call) => call.kind === 'contended').length,
			failed: calls.filter((call) => call.kind === 'failed').length,
			oversold: held > options.capacity || held !== ticketsReserved,
		};
	} finally {
		for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
		await db.close();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
