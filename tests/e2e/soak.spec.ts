import { expect, test } from '@playwright/test';
import { createPrng } from './fuzz/prng.ts';
import {
	CASTLE_DIST,
	OWN_PORTS,
	ownDataDir,
	startNode,
	waitForOk,
	type Started,
} from './fuzz/processes.ts';
import { rssKb } from './fuzz/rss.ts';

/**
 * Soak: 10 concurrent loops request a mix of prebuilt pages, on-demand pages, the events API and
 * search for SOAK_SECONDS (default 60; `npm run bench` soaks for 10 minutes) against a castle
 * server started here (its own pid, so its memory can be read from /proc). No answer may be ≥ 500
 * or fail to arrive, and memory must level off.
 *
 * The memory rule: RSS is sampled every 5 s. The baseline is the highest sample of the warm-up
 * (the first WARM_UP_MS of load: caches, JIT and the SQLite page cache fill up then). The end level
 * is the lowest of the last three samples (a garbage collection between samples must not decide;
 * a leak raises all three). The end level may be at most 30 % above the baseline.
 */

const SITE_URL = `http://127.0.0.1:${OWN_PORTS.soak}`;
const DURATION_MS = Number(process.env['SOAK_SECONDS'] ?? 60) * 1000;
const WARM_UP_MS = 20_000;
const SAMPLE_MS = 5000;
const LOOPS = 10;
const MAX_GROWTH = 1.3;

const QUERIES = ['schloss', 'führung', 'porzellan', 'konzert', 'garten', 'xyz', 'wei', 'familie'];

/** The request mix: one path per draw, varied so caches see many keys. */
function nextPath(prng: ReturnType<typeof createPrng>): string {
	switch (prng.int(6)) {
		case 0:
			return prng.pick(['/de/impressum', '/de', '/en/agb', '/de/magazine']);
		case 1:
			return prng.pick(['/de/events', '/en/events', '/de/events/schlossfuehrung-beletage/1001']);
		case 2:
			return `/de/events/list.json?page=${1 + prng.int(5)}`;
		case 3:
			return `/de/api/events/?page=${1 + prng.int(5)}`;
		case 4:
			return `/de/search/?q=${encodeURIComponent(prng.pick(QUERIES))}${prng.int(100)}`;
		default:
			return `/api/search/autocomplete?q=${encodeURIComponent(prng.pick(QUERIES))}`;
	}
}

let server: Started | undefined;

test.beforeAll(async () => {
	test.setTimeout(60_000);
	server = startNode('src/server/start.ts', {
		SITE: 'castle',
		PORT: String(OWN_PORTS.soak),
		DIST_DIR: CASTLE_DIST,
		DATA_DIR: ownDataDir('soak'),
	});
	await waitForOk(`${SITE_URL}/de`, server);
});

test.afterAll(async () => {
	await server?.stop();
});

test('a steady mixed load causes no errors and no memory growth', async () => {
	test.setTimeout(DURATION_MS + 60_000);
	const pid = server?.pid ?? -1;
	const started = Date.now();
	const samples: { at: number; kb: number }[] = [];
	const sampler = setInterval(
		() => samples.push({ at: Date.now() - started, kb: rssKb(pid) }),
		SAMPLE_MS,
	);
	const failures: string[] = [];
	let requests = 0;

	const loop = async (seed: number) => {
		const prng = createPrng(seed);
		while (Date.now() - started < DURATION_MS) {
			const path = nextPath(prng);
			try {
				const response = await fetch(`${SITE_URL}${path}`, {
					redirect: 'manual',
					signal: AbortSignal.timeout(15_000),
				});
				await response.arrayBuffer();
				if (response.status >= 500) failures.push(`${response.status} ${path}`);
			} catch (error) {
				failures.push(`${error instanceof Error ? error.message : String(error)} ${path}`);
			}
			requests += 1;
		}
	};
	try {
		await Promise.all(Array.from({ length: LOOPS }, (_, index) => loop(index + 1)));
	} finally {
		clearInterval(sampler);
	}
	samples.push({ at: Date.now() - started, kb: rssKb(pid) });

	const warmUp = samples.filter((sample) => sample.at <= WARM_UP_MS).map((sample) => sample.kb);
	const baseline = Math.max(...warmUp);
	const end = Math.min(...samples.slice(-3).map((sample) => sample.kb));
	test.info().annotations.push({
		type: 'soak',
		description: `${requests} requests; RSS kB ${samples.map((sample) => sample.kb).join(' ')}; baseline ${baseline}, end ${end}`,
	});
	expect(failures.slice(0, 20), `${failures.length} of ${requests} requests failed`).toEqual([]);
	expect(requests).toBeGreaterThan(100);
	expect(warmUp.length).toBeGreaterThan(0);
	expect(end, `RSS end ${end} kB vs baseline ${baseline} kB`).toBeLessThanOrEqual(
		baseline * MAX_GROWTH,
	);
});
