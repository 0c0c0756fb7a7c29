/**
 * `npm run bench` [-- --only=backend|cart|pages]: measures what the site costs and fails (exit 1) when
 * a bar is broken.
 * - backend: seeds 5,000 events into a temporary data dir and times the event-list and calendar
 *   calls through `app.request()`. Bar: the p95 of each call's CPU time under 100 ms.
 * - pages: for each deployment, starts the real server on a fresh temporary data dir (building
 *   into `$BENCH_DIST_ROOT/<site>`, default `dist/<site>`, when no build is there) and loads each
 *   page type in headless Chromium as a first-time visitor, summing the gzip size of every script
 *   it downloads, at first load and after interacting. Budgets: event list (and pages with the
 *   event-list block) 130 KB, other pages 90 KB; no editor code ever.
 * - cart: 50 buyers add tickets of one seat group concurrently for 10 s over HTTP; prints
 *   throughput and p99. Bar: no seat oversold, no request failed.
 * Prints a table per part and writes bench/results.json. Only loopback traffic.
 */
import { join } from 'node:path';
import { benchBackend } from './backend/measure-backend.ts';
import { benchCart } from './cart/measure-cart.ts';
import { BUDGETS } from './budgets.ts';
import { launchBrowser } from './pages/browser.ts';
import { benchSitePages, type SitePages } from './pages/measure-pages.ts';
import { printBackend } from './report/print-backend.ts';
import { printCart } from './report/print-cart.ts';
import { printSitePages } from './report/print-pages.ts';
import { RESULTS_FILE, writeResults, type BenchResults } from './results.ts';

const SITES = [
	{ site: 'castle', port: 4701 },
	{ site: 'region', port: 4702 },
] as const;
const BACKEND = { site: 'castle', events: 5000, runs: 50 } as const;
// The back end first: its timings are steadier in a process that has not yet driven a browser.
const PARTS = ['backend', 'cart', 'pages'] as const;
const CART = { buyers: 50, seconds: 10, capacity: 2000, port: 4711 } as const;
type Part = (typeof PARTS)[number];

function partsToRun(args: string[]): Part[] {
	const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
	if (only === undefined) return [...PARTS];
	if (!PARTS.includes(only as Part)) {
		throw new Error(`--only must be one of ${PARTS.join(', ')}, not '${only}'`);
	}
	return [only as Part];
}

const parts = partsToRun(process.argv.slice(2));
const distRoot = process.env['BENCH_DIST_ROOT'] ?? 'dist';
const failures: string[] = [];
const measured: Pick<BenchResults, 'pages' | 'backend' | 'cart'> = {};

if (parts.includes('backend')) {
	const result = await benchBackend({ ...BACKEND, barMs: BUDGETS.backendCpuP95Ms });
	failures.push(...printBackend(result));
	measured.backend = { measuredAt: new Date().toISOString(), ...result };
}

if (parts.includes('cart')) {
	const result = await benchCart(CART);
	failures.push(...printCart(result));
	measured.cart = { measuredAt: new Date().toISOString(), ...result };
}

if (parts.includes('pages')) {
	const browser = await launchBrowser();
	const sites: SitePages[] = [];
	try {
		for (const { site, port } of SITES) {
			const result = await benchSitePages({ site, port, distDir: join(distRoot, site), browser });
			sites.push(result);
			failures.push(...printSitePages(result));
		}
	} finally {
		await browser.close();
	}
	measured.pages = { measuredAt: new Date().toISOString(), sites };
}

writeResults(measured);
console.log(`\nWritten: ${RESULTS_FILE}`);
if (failures.length > 0) {
	console.log(`\n${failures.length} bar(s) broken:`);
	for (const failure of failures) console.log(`  ✗ ${failure}`);
	process.exitCode = 1;
} else {
	console.log('\nEvery bar held.');
}
