import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { BackendBench } from './backend/measure-backend.ts';
import type { BuildBench } from './build/measure-build.ts';
import type { CartBench } from './cart/measure-cart.ts';
import type { CartRush } from './cart/measure-rush.ts';
import type { ReservationBench } from './cart/measure-reservations.ts';
import type { InstancesBench } from './instances/measure-instances.ts';
import { BUDGETS, KB } from './budgets.ts';
import type { SiteLighthouse } from './lighthouse/measure-lighthouse.ts';
import type { LoadBench } from './load/measure-load.ts';
import type { FloodBench } from './load/measure-flood.ts';
import type { SoakBench } from './soak/measure-soak.ts';
import type { SearchQuality } from './search/measure-quality.ts';
import type { SearchLoad } from './search/measure-search-load.ts';
import type { SitePages } from './pages/measure-pages.ts';

/** Where `npm run bench` writes its numbers. */
export const RESULTS_FILE = 'bench/results.json';

/**
 * The shape of bench/results.json. Sizes are gzip bytes, times milliseconds. Each section carries
 * its own `measuredAt`; a run with `--only=…` replaces its section and keeps the other one.
 */
export type BenchResults = {
	about: string;
	budgets: typeof BUDGETS & { bytesPerKb: number };
	/** Per deployment, per page type: JS at first load and after interaction, CSS, HTML. */
	pages?: { measuredAt: string; sites: SitePages[] };
	/** Event-list and calendar calls over a seeded volume of events. */
	backend?: { measuredAt: string } & BackendBench;
	/** The same calls with the back end on PostgreSQL. */
	backendPostgres?: { measuredAt: string } & BackendBench;
	/** From a save through one instance until every instance serves the edit, per engine. */
	instances?: { measuredAt: string; engines: InstancesBench[] };
	/** The cart endpoint under concurrent buyers. */
	cart?: { measuredAt: string } & CartBench;
	/** The cart endpoint offered a fixed rate of reservations (an on-sale rush). */
	cartRush?: { measuredAt: string } & CartRush;
	/** Reservations through the data-access layer: SQLite and PostgreSQL, 1 and 2 back-end processes. */
	reservations?: { measuredAt: string; runs: ReservationBench[] };
	/** Per deployment, per measured page: Lighthouse scores (×100), LCP/CLS/TBT, failed audits. */
	lighthouse?: { measuredAt: string; sites: SiteLighthouse[] };
	/** `astro build` of the demo content and of generated sites of growing size. */
	build?: { measuredAt: string } & BuildBench;
	/** The real server under 50 connections against a plain static server with the same bytes. */
	load?: { measuredAt: string } & LoadBench;
	/** Prebuilt and cached pages while 50 connections send cache-busting query strings. */
	flood?: { measuredAt: string } & FloodBench;
	/** The search query set per engine, and autocomplete and the search page under load. */
	search?: { measuredAt: string; quality: SearchQuality[]; load: SearchLoad };
	/** The server's RSS through a long mix of pages, API and reservations. */
	soak?: { measuredAt: string } & SoakBench;
};

/** The sections one run measures (each optional: `--only` measures one). */
export type MeasuredSections = Omit<BenchResults, 'about' | 'budgets'>;

const ABOUT =
	'Written by `npm run bench` (bench/run.ts); the format is the type BenchResults in bench/results.ts.';

function previous(): Partial<BenchResults> {
	if (!existsSync(RESULTS_FILE)) return {};
	try {
		return JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<BenchResults>;
	} catch {
		return {};
	}
}

/** Writes the sections measured now, keeping the other sections of the last run. */
export function writeResults(now: MeasuredSections): void {
	const { about: _about, budgets: _budgets, ...last } = previous();
	const results: BenchResults = {
		about: ABOUT,
		budgets: { ...BUDGETS, bytesPerKb: KB },
		...last,
		...now,
	};
	writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, '\t')}\n`);
}
