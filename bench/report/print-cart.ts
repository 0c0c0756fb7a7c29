import { BUDGETS } from '../budgets.ts';
import type { CartBench } from '../cart/measure-cart.ts';
import type { CartRush } from '../cart/measure-rush.ts';

/** Prints the cart bench and answers its broken bars (oversell, failed requests), one line each. */
export function printCart(result: CartBench): string[] {
	console.log(
		`\nPOST /api/shop-cart/ — ${result.buyers} concurrent buyers for ${result.seconds} s (embedded back end over HTTP)` +
			(result.liveCarts > 0 ? `, ${result.liveCarts} live carts before` : ''),
	);
	console.log(`  throughput  ${result.requestsPerSecond} req/s (${result.requests} requests)`);
	console.log(
		`  latency     p50 ${result.p50Ms} ms · p99 ${result.p99Ms} ms · max ${result.maxMs} ms`,
	);
	console.log(
		`  server CPU  ${result.serverCpuMsPerRequest} ms per request ` +
			`(≈ ${Math.floor(1000 / result.serverCpuMsPerRequest)} req/s per free core)`,
	);
	console.log(
		`  answers     ${result.reserved} reserved (${result.ticketsReserved} tickets) · ` +
			`${result.notEnoughSeats} not enough seats (-214) · ${result.cartFull} cart full (400) · ` +
			`${result.failed} failed`,
	);
	console.log(
		`  oversell    ${result.ticketsHeld} of ${result.capacity} seats held by live carts → ` +
			(result.oversold ? 'OVERSOLD ✗' : 'none ✓'),
	);
	const failures: string[] = [];
	if (result.oversold)
		failures.push(`cart: ${result.ticketsHeld} of ${result.capacity} seats held`);
	if (result.failed > 0) failures.push(`cart: ${result.failed} requests failed`);
	return failures;
}

/** Prints the on-sale rush and answers its broken bars (rate, p99, failures), one line each. */
export function printCartRush(rush: CartRush): string[] {
	console.log(
		`\nOn-sale rush — ${rush.offeredPerSecond} reservations/s offered for ${rush.seconds} s, ` +
			'each from a new visitor (embedded back end over HTTP, SQLite)',
	);
	console.log(
		`  answered    ${rush.reservedPerSecond} reservations/s (${rush.reserved} of ${rush.requests}) · ` +
			`${rush.failed} failed`,
	);
	console.log(
		`  latency     p50 ${rush.p50Ms} ms · p99 ${rush.p99Ms} ms · max ${rush.maxMs} ms ` +
			`(bar p99 ≤ ${BUDGETS.cartRushP99Ms} ms)`,
	);
	console.log(`  server CPU  ${rush.serverCpuMsPerReservation} ms per reservation`);
	const failures: string[] = [];
	// Answered within 2 % of the offer: the clock of the offer and of the answers differ a little.
	if (rush.reservedPerSecond < rush.offeredPerSecond * 0.98)
		failures.push(
			`cart rush: ${rush.reservedPerSecond} reservations/s answered of ${rush.offeredPerSecond} offered`,
		);
	if (rush.p99Ms > BUDGETS.cartRushP99Ms)
		failures.push(`cart rush: p99 ${rush.p99Ms} ms > ${BUDGETS.cartRushP99Ms} ms`);
	if (rush.failed > 0) failures.push(`cart rush: ${rush.failed} reservations failed`);
	return failures;
}
