import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUDGETS } from '../budgets.ts';
import { examplePaths, type PageType } from '../pages/page-types.ts';
import { buildAge, ensureBuild, startServer } from '../pages/servers.ts';
import { auditPage, CATEGORIES, type Category, type PageAudit } from './audit-page.ts';
import { auditWithRetries, type RerunBudget } from './median-audit.ts';
import { warmUp } from './warm-up.ts';

/** The page types Lighthouse scores in each deployment (issue 7), in table order. */
export const LIGHTHOUSE_PAGES = [
	'home',
	'event list',
	'event detail',
	'article',
	'cms page',
	'production detail',
] as const satisfies readonly PageType[];

/** One page of one site as Lighthouse saw it: the median of its runs (median-audit.ts). */
export type LighthousePage = PageAudit & {
	type: (typeof LIGHTHOUSE_PAGES)[number];
	path: string;
	/** The performance score of each run: one, or 1 + extraRuns when the first missed a bar. */
	performanceRuns: (number | null)[];
	/** Performance at least the bar, every other category 100, and the run went right. */
	ok: boolean;
};

/** The Lighthouse bench of one deployment. */
export type SiteLighthouse = {
	site: string;
	distDir: string;
	builtAt: string;
	/** A source file changed after the build: rebuild to measure the current code. */
	staleBuild: boolean;
	pages: LighthousePage[];
};

/** The lowest score each category may have (performance has its own bar, the others 100). */
export function categoryBar(category: Category): number {
	return category === 'performance'
		? BUDGETS.lighthousePerformanceMin
		: BUDGETS.lighthouseOtherCategoriesMin;
}

/** The metrics of `audit` over their bars (LCP, CLS, TBT), as 'LCP 1400 ms > 1200 ms'. */
export function brokenMetricBars(audit: PageAudit): string[] {
	const over = (name: string, value: number | null, bar: number, unit: string) =>
		value === null || value > bar
			? [
					`${name} ${value === null ? '–' : `${Math.round(value * 1000) / 1000}${unit}`} > ${bar}${unit}`,
				]
			: [];
	return [
		...over('LCP', audit.lcpMs, BUDGETS.lighthouseLcpMaxMs, ' ms'),
		...over('CLS', audit.cls, BUDGETS.lighthouseClsMax, ''),
		...over('TBT', audit.tbtMs, BUDGETS.lighthouseTbtMaxMs, ' ms'),
	];
}

/** True when every category and metric reaches its bar and Lighthouse reported no runtime error. */
export function meetsBars(audit: PageAudit): boolean {
	return (
		audit.runtimeError === null &&
		CATEGORIES.every((category) => (audit.scores[category] ?? 0) >= categoryBar(category)) &&
		brokenMetricBars(audit).length === 0
	);
}

/**
 * Builds `site` into `distDir` when missing, starts its server on `port` with a fresh temporary
 * data dir, loads each page of LIGHTHOUSE_PAGES once (warm-up.ts: demo images and render cache
 * as a deployed site has them) and runs Lighthouse on each in the Chromium listening on
 * `chromePort`; a page whose first run misses a bar is run `extraRuns` times more and the median
 * run counts. Lighthouse resets the browser's storage: every audit is a visitor's first visit,
 * cookie banner included.
 */
export async function benchSiteLighthouse(options: {
	site: string;
	port: number;
	distDir: string;
	chromePort: number;
	/** Runs more for a page whose first run misses a bar; the median run counts (0: one run). */
	extraRuns?: number;
	/** Pages that may still be run again, shared with the other site's bench. */
	rerunBudget?: RerunBudget;
}): Promise<SiteLighthouse> {
	const { site, distDir } = options;
	ensureBuild(site, distDir);
	const { builtAt, stale } = buildAge(distDir);
	const dataDir = mkdtempSync(join(tmpdir(), `bench-lighthouse-${site}-`));
	const server = await startServer({ site, port: options.port, distDir, dataDir });
	try {
		const paths = await examplePaths(server.origin);
		await warmUp(LIGHTHOUSE_PAGES.map((type) => `${server.origin}${paths[type]}`));
		const pages: LighthousePage[] = [];
		for (const type of LIGHTHOUSE_PAGES) {
			const path = paths[type];
			const audit = await auditWithRetries(
				() => auditPage(`${server.origin}${path}`, options.chromePort),
				meetsBars,
				options.extraRuns ?? 0,
				options.rerunBudget,
			);
			pages.push({ type, path, ...audit, ok: meetsBars(audit) });
		}
		return { site, distDir, builtAt, staleBuild: stale, pages };
	} finally {
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
