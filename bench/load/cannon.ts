import autocannon from 'autocannon';
import { cpuMs } from './proc-stats.ts';

/** What one load run measured. */
export type LoadRun = {
	requests: number;
	requestsPerSecond: number;
	p50Ms: number;
	p99Ms: number;
	maxMs: number;
	/** Connection errors and timeouts. */
	errors: number;
	/** Answers with a status outside 200–299. */
	non2xx: number;
	/** CPU time the server process spent per answered request (independent of machine load). */
	serverCpuMsPerRequest: number;
};

/**
 * Waits until the server has worked off what an ended run left in flight (autocannon abandons
 * its open requests, the server still answers them): one more request, answered after them.
 */
async function settle(url: string): Promise<void> {
	await (await fetch(url)).arrayBuffer();
}

/**
 * Loads `url` with `connections` concurrent keep-alive connections (autocannon, no pipelining):
 * a `warmupSeconds` run whose numbers are dropped, then the measured `seconds`, each followed by a
 * request that waits out the abandoned ones. `pid` is the server's process, for its CPU time.
 */
export async function loadUrl(options: {
	url: string;
	pid: number;
	connections: number;
	seconds: number;
	warmupSeconds: number;
}): Promise<LoadRun> {
	const run = (seconds: number) =>
		autocannon({ url: options.url, connections: options.connections, duration: seconds });
	await run(options.warmupSeconds);
	await settle(options.url);
	const cpuBefore = cpuMs(options.pid);
	const result = await run(options.seconds);
	const cpu = cpuMs(options.pid) - cpuBefore;
	await settle(options.url);
	const round = (value: number) => Math.round(value * 100) / 100;
	return {
		requests: result.requests.total,
		requestsPerSecond: Math.round(result.requests.total / options.seconds),
		p50Ms: round(result.latency.p50),
		p99Ms: round(result.latency.p99),
		maxMs: round(result.latency.max),
		errors: result.errors,
		non2xx: result.non2xx,
		serverCpuMsPerRequest: round(cpu / Math.max(1, result.requests.total)),
	};
}
