import { describe, expect, it, vi } from 'vitest';
import type { ReservationBench } from '../../../bench/cart/measure-reservations.ts';
import { printReservations } from '../../../bench/report/print-reservations.ts';

const run = (overrides: Partial<ReservationBench>): ReservationBench => ({
	engine: 'postgres',
	processes: 2,
	concurrency: 8,
	seconds: 5,
	calls: 400,
	reservationsPerSecond: 80,
	p50Ms: 90,
	p99Ms: 520,
	cpuMsPerReservation: 2.9,
	notEnoughSeats: 0,
	contended: 0,
	failed: 0,
	oversold: false,
	...overrides,
});

describe('the reservations table of the bench', () => {
	it('prints a row per engine and process count and fails on oversell or failed calls', () => {
		const log = vi.spyOn(console, 'log').mockImplementation(() => {});
		const failures = printReservations([
			run({ engine: 'sqlite', processes: 1 }),
			run({ oversold: true, failed: 3 }),
		]);
		const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
		log.mockRestore();
		expect(printed).toMatch(/sqlite\s+1\s+80\s+90\s+520\s+2\.9/);
		expect(failures).toEqual([
			'reservations (postgres, 2 processes): oversold',
			'reservations (postgres, 2 processes): 3 calls failed',
		]);
	});
});
