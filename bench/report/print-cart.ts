import type { CartBench } from '../cart/measure-cart.ts';

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
