import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventListItem } from '../../src/lib/contract/index.ts';
import { medianBy } from '../median.ts';
import { loadUrl, type LoadRun } from './cannon.ts';
import { startPlainServer, startRealServer, type LoadServer } from './processes.ts';
import { sampleRss, type RssSamples } from './proc-stats.ts';

/** How the site answers a target: from the build, rendered on demand, or by the back end. */
export type TargetKind = 'static page' | 'on-demand page' | 'events API';

/** One target under load: the real server's numbers, the plain server's, and their ratio. */
export type LoadTarget = {
	label: string;
	kind: TargetKind;
	path: string;
	/** Bytes of the answer (the file the plain server serves holds the same bytes). */
	bytes: number;
	real: LoadRun;
	/**
	 * The real server's p99 of each run: one, or three when an on-demand page missed its bar in
	 * the first (`real` is then the median run by p99).
	 */
	p99Runs: number[];
	/** The plain static server answering the same bytes from a file. */
	plain: LoadRun;
	/** Real requests per second ÷ plain requests per second. */
	ratio: number;
	/** Resident memory of the real server while it was loaded with this target. */
	rss: RssSamples;
};

/** The load bench of one site. */
export type LoadBench = {
	site: string;
	connections: number;
	seconds: number;
	warmupSeconds: number;
	/** The bars: static rps ≥ this share of the plain server's, on-demand p99 under this. */
	minStaticRatio: number;
	maxOnDemandP99Ms: number;
	/** Resident memory of the real server after start, at its peak under load, and at the end. */
	rssIdleMb: number;
	rssPeakMb: number;
	rssEndMb: number;
	/** The machine's 1-minute load average at the end (both servers share 2 cores with the load). */
	loadAverage: number;
	targets: LoadTarget[];
};

type Target = { label: string; kind: TargetKind; path: string };

/** Runs more of an on-demand page whose first run missed the p99 bar (Lighthouse's rule too). */
const EXTRA_RUNS_ON_MISS = 2;

async function firstUrl(origin: string, path: string): Promise<string> {
	const response = await fetch(`${origin}${path}`);
	const body = (await response.json()) as { results?: { url?: string }[] };
	const url = body.results?.[0]?.url;
	if (!url) throw new Error(`GET ${path} listed nothing with a url`);
	return url;
}

/** The paths to load on the real server: a prebuilt article, two on-demand pages, the API. */
async function targetsOf(origin: string): Promise<Target[]> {
	const article = await firstUrl(origin, '/de/api/articles/?page=1');
	const events = await fetch(`${origin}/de/api/events/?page=1`);
	const event = ((await events.json()) as { results: EventListItem[] }).results[0];
	if (!event) throw new Error('the events API listed no event');
	return [
		{ label: 'magazine article', kind: 'static page', path: article },
		{ label: 'event detail', kind: 'on-demand page', path: event.url },
		{ label: 'event list', kind: 'on-demand page', path: '/de/events' },
		{ label: 'events API page 1', kind: 'events API', path: '/de/api/events/?page=1' },
	];
}

/**
 * Fetches `target` once from the real server and checks it is answered as its kind says (a
 * static page with `X-Prebuilt: true`, an on-demand page without); answers its bytes.
 */
async function fetchOnce(origin: string, target: Target): Promise<Buffer> {
	const response = await fetch(`${origin}${target.path}`);
	const body = Buffer.from(await response.arrayBuffer());
	if (response.status !== 200) throw new Error(`GET ${target.path} answered ${response.status}`);
	const prebuilt = response.headers.get('x-prebuilt') === 'true';
	if (prebuilt !== (target.kind === 'static page')) {
		throw new Error(
			`GET ${target.path} (${target.kind}) answered ${prebuilt ? '' : 'not '}from the build`,
		);
	}
	return body;
}

/**
 * Loads each target on the real server of `site` (`src/server/start.ts`, build in `distDir`,
 * fresh temporary data dir with the demo content) and then the same bytes on a plain static
 * server (bare `node:http` + file streaming, its own process): the static page straight from the
 * build's `client/` folder, the on-demand answers from files saved once from the real server. Each
 * run: `connections` connections, `warmupSeconds` of warm-up, then `seconds` measured; the real
 * server's RSS is sampled meanwhile. Load comes from this process; both servers are children.
 */
export async function benchLoad(options: {
	site: string;
	distDir: string;
	realPort: number;
	plainPort: number;
	connections: number;
	seconds: number;
	warmupSeconds: number;
	minStaticRatio: number;
	maxOnDemandP99Ms: number;
}): Promise<LoadBench> {
	const work = mkdtempSync(join(tmpdir(), 'bench-load-'));
	const dataDir = join(work, 'data');
	const savedDir = join(work, 'saved');
	mkdirSync(dataDir);
	mkdirSync(savedDir);
	const servers: LoadServer[] = [];
	try {
		const real = await startRealServer({
			site: options.site,
			port: options.realPort,
			distDir: options.distDir,
			dataDir,
		});
		servers.push(real);
		const rssIdle = sampleRss(real.pid).stop();
		const targets = await targetsOf(real.origin);
		const saved = new Map<Target, { path: string; bytes: number }>();
		for (const [index, target] of targets.entries()) {
			const body = await fetchOnce(real.origin, target);
			if (target.kind === 'static page') {
				saved.set(target, { path: target.path, bytes: body.length });
				continue;
			}
			const file = `saved-${index}${target.kind === 'events API' ? '.json' : '.html'}`;
			writeFileSync(join(savedDir, file), body);
			saved.set(target, { path: `/${file}`, bytes: body.length });
		}
		const plain = await startPlainServer(options.plainPort, [
			join(options.distDir, 'client'),
			savedDir,
		]);
		servers.push(plain);

		const load = (server: LoadServer, path: string) =>
			loadUrl({
				url: `${server.origin}${path}`,
				pid: server.pid,
				connections: options.connections,
				seconds: options.seconds,
				warmupSeconds: options.warmupSeconds,
			});
		const results: LoadTarget[] = [];
		let rssPeakMb = rssIdle.peakMb;
		let rssEndMb = rssIdle.lastMb;
		for (const target of targets) {
			const file = saved.get(target) as { path: string; bytes: number };
			const sampler = sampleRss(real.pid);
			const realRuns = [await load(real, target.path)];
			// One stalled second of a shared host decides a 5 s p99: a miss is measured twice more.
			if (target.kind === 'on-demand page' && realRuns[0]!.p99Ms >= options.maxOnDemandP99Ms) {
				for (let run = 0; run < EXTRA_RUNS_ON_MISS; run++) {
					realRuns.push(await load(real, target.path));
				}
			}
			const realRun = medianBy(realRuns, (run) => run.p99Ms);
			const rss = sampler.stop();
			rssPeakMb = Math.max(rssPeakMb, rss.peakMb);
			rssEndMb = rss.lastMb;
			const plainRun = await load(plain, file.path);
			results.push({
				...target,
				bytes: file.bytes,
				real: realRun,
				p99Runs: realRuns.map((run) => run.p99Ms),
				plain: plainRun,
				ratio: Math.round((realRun.requestsPerSecond / plainRun.requestsPerSecond) * 100) / 100,
				rss,
			});
		}
		return {
			site: options.site,
			connections: options.connections,
			seconds: options.seconds,
			warmupSeconds: options.warmupSeconds,
			minStaticRatio: options.minStaticRatio,
			maxOnDemandP99Ms: options.maxOnDemandP99Ms,
			rssIdleMb: rssIdle.lastMb,
			rssPeakMb,
			rssEndMb,
			loadAverage: loadavg()[0] ?? 0,
			targets: results,
		};
	} finally {
		for (const server of servers.reverse()) await server.stop();
		rmSync(work, { recursive: true, force: true });
	}
}
