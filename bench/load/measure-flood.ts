import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type autocannon from 'autocannon';
import { startRealServer } from './processes.ts';
import { rssMb, sampleRss } from './proc-stats.ts';

/** Latency of one probed page while the flood ran. */
export type FloodProbe = { path: string; samples: number; medianMs: number; p95Ms: number };

/** The flood bench: what visitors of cached pages waited while a flood of unique URLs ran. */
export type FloodBench = {
	site: string;
	connections: number;
	seconds: number;
	/** The flooded URLs (each request gets a query string never sent before). */
	floodPaths: string[];
	floodRequests: number;
	/** Flood answers by status (503: turned away by the render cap). */
	floodStatuses: Record<string, number>;
	floodErrors: number;
	probes: FloodProbe[];
	/** The bar: the prebuilt page's median under the flood must stay at or under this. */
	maxStaticMedianMs: number;
	/** The server's RSS before the flood and its peak during it (sampled every 100 ms). */
	rssBeforeMb: number;
	rssPeakMb: number;
	/** The bar: the peak must stay at or under this (the soak's bound: caches stay bounded). */
	maxRssMb: number;
};

/**
 * What the flood sends, in turn: parameters no page reads (utm-like, random), which the cache
 * must absorb, parameters pages do read (a page number, a search), which always render,
 * searches of made-up words (`{words}`: flood-client.ts), which the search budget must absorb, and
 * paths no page has (a crawler guessing URLs), each a 404 that nothing may keep.
 */
const FLOOD_PATHS = [
	'/de?x=',
	'/de/events?utm_source=',
	'/de/api/events/?fbclid=',
	'/de/events?page=',
	'/de/search?q=',
	'/de/api/events/?page=',
	'/de/api/search/?query={words}',
	'/de/api/search/did-you-mean/?query={words}',
	'/de/no-such-page-',
];
/** A prebuilt page, an on-demand page the cache holds, both without a query. */
const PROBE_PATHS = ['/de', '/de/events'];

const quantile = (values: number[], q: number) => {
	const sorted = [...values].sort((a, b) => a - b);
	return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function probe(origin: string, path: string, until: number): Promise<FloodProbe> {
	const times: number[] = [];
	while (Date.now() < until) {
		const started = performance.now();
		await (await fetch(`${origin}${path}`)).arrayBuffer();
		times.push(performance.now() - started);
	}
	const round = (value: number) => Math.round(value * 10) / 10;
	return {
		path,
		samples: times.length,
		medianMs: round(quantile(times, 0.5)),
		p95Ms: round(quantile(times, 0.95)),
	};
}

/**
 * Starts the real server for `site` on a fresh data dir, then for `seconds` lets `connections`
 * clients (autocannon, in a worker thread: flood-client.ts) send requests whose query string is new each time — the cache-busting flood
 * of issue 19 — while one client at a time fetches each probe page and times it.
 */
export async function benchFlood(options: {
	site: string;
	port: number;
	distDir: string;
	connections: number;
	seconds: number;
	maxStaticMedianMs: number;
	maxRssMb: number;
}): Promise<FloodBench> {
	const dataDir = mkdtempSync(join(tmpdir(), 'venue-flood-'));
	const server = await startRealServer({
		site: options.site,
		port: options.port,
		distDir: options.distDir,
		dataDir,
		env: { LOG_REQUESTS: 'false' },
	});
	try {
		for (const path of PROBE_PATHS) await (await fetch(`${server.origin}${path}`)).arrayBuffer();
		const rssBefore = rssMb(server.pid) ?? 0;
		const rss = sampleRss(server.pid);
		const worker = new Worker(new URL('./flood-client.ts', import.meta.url), {
			workerData: {
				origin: server.origin,
				connections: options.connections,
				seconds: options.seconds,
				paths: FLOOD_PATHS,
			},
		});
		const flood = new Promise<{ result: autocannon.Result; statuses: Record<string, number> }>(
			(resolve, reject) => {
				worker.once('message', resolve);
				worker.once('error', reject);
			},
		);
		const until = Date.now() + options.seconds * 1000;
		const probes = await Promise.all(PROBE_PATHS.map((path) => probe(server.origin, path, until)));
		const { result, statuses } = await flood;
		await worker.terminate();
		const rssSamples = rss.stop();
		return {
			site: options.site,
			connections: options.connections,
			seconds: options.seconds,
			floodPaths: FLOOD_PATHS.map((path) =>
				path.includes('{words}') ? path.replace('{words}', '<12 made-up words>') : `${path}<n>`,
			),
			// Counted from the answers: the result autocannon's callback gets has no total.
			floodRequests: Object.values(statuses).reduce((sum, count) => sum + count, 0),
			floodStatuses: statuses,
			floodErrors: result.errors + result.timeouts,
			probes,
			maxStaticMedianMs: options.maxStaticMedianMs,
			rssBeforeMb: Math.round(rssBefore * 10) / 10,
			rssPeakMb: rssSamples.peakMb,
			maxRssMb: options.maxRssMb,
		};
	} finally {
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
