/**
 * A back-end process of the reservation bench: opens the database (the data dir's SQLite file, or
 * DATABASE_URL), answers 'ready' over IPC, waits for the job, then runs `concurrency` buyers that
 * reserve one or two tickets at a time through reserveTickets — the data-access layer the cart
 * endpoint uses, without HTTP — until `until` (epoch ms). Answers each call's latency and
 * outcome, and the CPU time the process spent.
 * Usage: node bench/cart/reserve-worker.ts <dataDir>  (forked with an IPC channel)
 */
import { openDatabase } from '../../src/backend/db/database.ts';
import { capacityPlans } from '../../demo/seed/capacities.ts';
import { ReservationContended } from '../../src/backend/ticketing/contention.ts';
import { reserveTickets } from '../../src/backend/ticketing/reserve.ts';
import type { BenchTarget } from './prefill.ts';

/** What the bench sends once every worker is ready. */
export type ReserveJob = { target: BenchTarget; concurrency: number; until: number };
/** One call: its latency, tickets asked for, and how it ended. */
export type ReserveCall = { ms: number; tickets: number; kind: string };
export type ReserveReport = { calls: ReserveCall[]; cpuMs: number };

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: reserve-worker.ts <dataDir>');
const db = await openDatabase({ dataDir, url: process.env['DATABASE_URL'] });
process.send?.('ready');
const job = await new Promise<ReserveJob>((resolve) => process.once('message', resolve));

const cpuBefore = process.cpuUsage();
const calls: ReserveCall[] = [];
await Promise.all(
	Array.from({ length: job.concurrency }, async (_, buyer) => {
		for (let request = 0; Date.now() < job.until; request += 1) {
			const tickets = ((buyer + request) % 2) + 1;
			const start = performance.now();
			const kind = await reserveTickets(db, {
				site: 'castle',
				cartToken: undefined,
				event: { id: job.target.eventId, idJet: job.target.idJet, seatGroups: [] },
				lines: [
					{
						eventId: job.target.eventId,
						idJet: job.target.idJet,
						seatGroupId: job.target.seatGroupId,
						saleTypeId: job.target.saleTypeId,
						blockId: null,
						quantity: tickets,
						unitPrice: job.target.price,
					},
				],
				plan: capacityPlans.castle,
				limits: { maxTicketsPerCart: 10, maxHoldMinutes: 60 },
				now: new Date(),
			}).then(
				(result) => result.kind,
				(error: unknown) => (error instanceof ReservationContended ? 'contended' : 'failed'),
			);
			calls.push({ ms: performance.now() - start, tickets, kind });
		}
	}),
);
const cpu = process.cpuUsage(cpuBefore);
const report: ReserveReport = { calls, cpuMs: (cpu.user + cpu.system) / 1000 };
process.send?.(report, () => {
	void db.close().finally(() => process.exit(0));
});
