/**
 * `node bench/cart.ts [--seconds=10] [--buyers=50] [--capacity=2000] [--port=4711]
 * [--live-carts=0]`: the cart
 * endpoint under load. Starts the embedded back end over HTTP on a fresh temporary data dir, lets
 * the buyers add tickets of one seat group concurrently, and prints throughput, latency (p50,
 * p99, max) and the oversell check. `--live-carts=N` first fills N carts of one ticket each of
 * the same seat group (a busy sale: throughput should not depend on it). Exit 1 when a seat was oversold or a request failed.
 */
import { benchCart } from './cart/measure-cart.ts';
import { printCart } from './report/print-cart.ts';

/** The value of `--name=value` among the arguments, as a positive whole number. */
function option(name: string, fallback: number, least = 1): number {
	const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
	const value = raw === undefined ? fallback : Number(raw);
	if (!Number.isInteger(value) || value < least)
		throw new Error(`--${name} must be a whole number`);
	return value;
}

const result = await benchCart({
	seconds: option('seconds', 10),
	buyers: option('buyers', 50),
	capacity: option('capacity', 2000),
	port: option('port', 4711),
	liveCarts: option('live-carts', 0, 0),
});

if (printCart(result).length > 0) process.exitCode = 1;
