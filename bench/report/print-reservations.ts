import type { ReservationBench } from '../cart/measure-reservations.ts';

/**
 * Prints reservations through the data-access layer per engine and number of back-end processes
 * (throughput, latency, server CPU per reservation) and answers its broken bars: any oversell or
 * failed call.
 */
export function printReservations(runs: readonly ReservationBench[]): string[] {
	console.log('\nReservations of one seat group (data-access layer, buyers in back-end processes)');
	console.log(
		'  engine      processes  reservations/s  p50 ms  p99 ms  CPU ms/reservation  contended',
	);
	const failures: string[] = [];
	for (const run of runs) {
		console.log(
			`  ${run.engine.padEnd(10)}  ${String(run.processes).padStart(9)}  ` +
				`${String(run.reservationsPerSecond).padStart(14)}  ${String(run.p50Ms).padStart(6)}  ` +
				`${String(run.p99Ms).padStart(6)}  ${String(run.cpuMsPerReservation).padStart(18)}  ` +
				`${String(run.contended).padStart(9)}`,
		);
		const name = `reservations (${run.engine}, ${run.processes} processes)`;
		if (run.oversold) failures.push(`${name}: oversold`);
		if (run.failed > 0) failures.push(`${name}: ${run.failed} calls failed`);
	}
	return failures;
}
