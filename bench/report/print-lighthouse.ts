import { CATEGORIES } from '../lighthouse/audit-page.ts';
import { BUDGETS } from '../budgets.ts';
import {
	brokenMetricBars,
	categoryBar,
	type SiteLighthouse,
} from '../lighthouse/measure-lighthouse.ts';
import { textTable } from './table.ts';

const score = (value: number | null) => (value === null ? '–' : String(value));
const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const SHORT = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };

/** Prints the Lighthouse table of one site and answers the broken bars, one line each. */
export function printSiteLighthouse(result: SiteLighthouse): string[] {
	console.log(
		`\nLighthouse, ${result.site} (mobile preset, simulated throttling; build ${result.builtAt}, ${result.distDir})`,
	);
	if (result.staleBuild) {
		console.log('  ! src/ changed after this build: rebuild to measure the current code.');
	}
	const rows = result.pages.map((page) => [
		page.type,
		page.path,
		...CATEGORIES.map((category) => score(page.scores[category])),
		ms(page.fcpMs),
		ms(page.lcpMs),
		page.cls === null ? '–' : page.cls.toFixed(3),
		ms(page.tbtMs),
		page.performanceRuns.map(score).join(' '),
		page.ok ? 'ok' : 'FAIL',
	]);
	console.log(
		textTable(
			['page', 'path', 'perf', 'a11y', 'bp', 'seo', 'FCP', 'LCP', 'CLS', 'TBT', 'perf runs', ''],
			rows,
		),
	);
	const why = result.pages.flatMap((page) =>
		CATEGORIES.filter((category) => (page.failedAudits[category] ?? []).length > 0).map(
			(category) =>
				`  ${page.type}, ${SHORT[category]}: ${(page.failedAudits[category] ?? []).join(', ')}`,
		),
	);
	if (why.length > 0) console.log(`Audits under Lighthouse's pass mark:\n${why.join('\n')}`);
	console.log(
		`Largest paint (the element LCP waits for; Lantern's LCP is when the last request that ended before it ends):\n${result.pages
			.map(
				(page) =>
					`  ${page.type}: ${page.lcpElement ?? '–'}` +
					(page.beforeLcp
						? ` (after ${page.beforeLcp.requests} requests, ${page.beforeLcp.kilobytes} KB)`
						: ''),
			)
			.join('\n')}`,
	);
	console.log(
		`Bars: performance ≥ ${categoryBar('performance')}, accessibility, best practices and SEO ${categoryBar('seo')}, ` +
			`LCP ≤ ${BUDGETS.lighthouseLcpMaxMs} ms, CLS ≤ ${BUDGETS.lighthouseClsMax}, TBT ≤ ${BUDGETS.lighthouseTbtMaxMs} ms. ` +
			"A page missing a bar in its first run is run three times and the median run is shown, while the runs fit in the bench's 10 minutes (BENCH_LIGHTHOUSE_RUNS=1: one run each).",
	);

	const failures: string[] = [];
	for (const page of result.pages) {
		const where = `${result.site} ${page.type} (${page.path})`;
		if (page.runtimeError !== null)
			failures.push(`${where}: Lighthouse failed: ${page.runtimeError}`);
		for (const broken of brokenMetricBars(page)) failures.push(`${where}: ${broken}`);
		for (const category of CATEGORIES) {
			const value = page.scores[category];
			if (value === null || value < categoryBar(category)) {
				const audits = page.failedAudits[category] ?? [];
				failures.push(
					`${where}: Lighthouse ${category} ${score(value)} < ${categoryBar(category)}` +
						(audits.length > 0 ? ` (${audits.join(', ')})` : ''),
				);
			}
		}
	}
	return failures;
}
