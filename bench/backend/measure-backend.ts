import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend, type SiteName } from '../../src/backend/app.ts';
import { seeds } from '../../demo/seed/index.ts';
import { eventQueries, type BenchQuery } from './event-queries.ts';
import { summarise, timeOnce, type Sample, type Timing } from './timing.ts';
import { withManyEvents } from './volume-seed.ts';
import { demoPackWith } from '../../demo/index.ts';

/** How one call fared: its answer and its timing. */
export type BackendQueryResult = BenchQuery &
	Timing & {
		status: number;
		/** `count` of a list answer, or the number of days of a calendar answer. */
		count: number | null;
		/** The answer was 200 and the p95 of its CPU time stayed under the bar. */
		ok: boolean;
	};

/** The back-end bench of one site: how it was seeded and each call's result. */
export type BackendBench = {
	site: SiteName;
	/** The engine the back end kept its data in. */
	engine: 'sqlite' | 'postgres';
	events: number;
	seedSeconds: number;
	barMs: number;
	/** The machine's 1-minute load average at the end (wall-clock times suffer when it is high). */
	loadAverage: number;
	queries: BackendQueryResult[];
};

/** `count` of a paged answer or the number of `dates` of a calendar answer. */
function sizeOf(body: unknown): number | null {
	if (typeof body !== 'object' || body === null) return null;
	if ('count' in body && typeof body.count === 'number') return body.count;
	if ('dates' in body && Array.isArray(body.dates)) return body.dates.length;
	return null;
}

/**
 * Seeds `events` events (cloned from the site's demo programme) into a temporary data dir and
 * times each event-list and calendar call the site makes through `app.request()`, `runs` times
 * each; a call passes when it answers 200 and the p95 of its CPU time is under `barMs` (wall-clock
 * time is reported too). The data dir is removed afterwards.
 */
export async function benchBackend(options: {
	site: SiteName;
	events: number;
	runs: number;
	barMs: number;
	locale?: 'de' | 'en';
	/** An empty PostgreSQL database (`postgres://…`) to seed and measure instead of SQLite. */
	databaseUrl?: string;
}): Promise<BackendBench> {
	const locale = options.locale ?? 'de';
	const now = new Date();
	const bundle = withManyEvents(seeds[options.site], options.events)(now);
	const dataDir = mkdtempSync(join(tmpdir(), `bench-backend-${options.site}-`));
	const seedStart = performance.now();
	const backend = await createBackend({
		dataDir,
		databaseUrl: options.databaseUrl,
		site: options.site,
		now: () => now,
		content: demoPackWith({ [options.site]: () => bundle }),
	});
	const seedSeconds = Math.round((performance.now() - seedStart) / 100) / 10;
	try {
		const events = bundle.events.map((event) => event[locale]);
		const call = (path: string) => async () => {
			await (await backend.app.request(path)).text();
		};
		const probes: { query: BenchQuery; status: number; count: number | null; samples: Sample[] }[] =
			[];
		for (const query of eventQueries(locale, events, now)) {
			const first = await backend.app.request(query.path);
			const count = sizeOf(await first.json());
			probes.push({ query, status: first.status, count, samples: [] });
			for (let warmup = 0; warmup < 3; warmup += 1) await call(query.path)();
		}
		// Round-robin, so a burst of load from elsewhere on the machine spreads over every call.
		for (let round = 0; round < options.runs; round += 1) {
			for (const probe of probes) probe.samples.push(await timeOnce(call(probe.query.path)));
		}
		const results = probes.map(({ query, status, count, samples }): BackendQueryResult => {
			const timing = summarise(samples);
			const ok = status === 200 && timing.cpuP95 < options.barMs;
			return { ...query, ...timing, status, count, ok };
		});
		return {
			site: options.site,
			engine: options.databaseUrl ? 'postgres' : 'sqlite',
			events: options.events,
			seedSeconds,
			barMs: options.barMs,
			loadAverage: loadavg()[0] ?? 0,
			queries: results,
		};
	} finally {
		await backend.close();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
