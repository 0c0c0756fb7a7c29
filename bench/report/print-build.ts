import type { BuildBench, BuildRun } from '../build/measure-build.ts';
import { textTable } from './table.ts';

const seconds = (value: number) => value.toFixed(1);

/** Seconds per extra page from the previous (smaller) build to `run`, in ms. */
function marginalMs(run: BuildRun, previous: BuildRun | undefined): string {
	if (previous === undefined || run.htmlPages <= previous.htmlPages) return '';
	const ms =
		((run.buildSeconds - previous.buildSeconds) * 1000) / (run.htmlPages - previous.htmlPages);
	return ms.toFixed(1);
}

/**
 * Prints the build table (one row per content size) and answers its broken bars: a generated
 * site whose build did not write every clone's page, or time per page at the largest size more
 * than `maxGrowth` × that at the smallest generated size.
 */
export function printBuild(result: BuildBench): string[] {
	console.log(
		`\nastro build of ${result.site}: demo content and generated sites (clones of the demo ` +
			`articles, productions and CMS pages, each in both locales; load average ${result.loadAverage.toFixed(1)})`,
	);
	const rows = result.runs.map((run, index) => [
		run.label,
		run.size === null ? 'demo' : String(run.size.articles),
		run.size === null ? 'demo' : String(run.size.productions),
		run.size === null ? 'demo' : String(run.size.pages),
		String(run.htmlPages),
		`${run.generatedPages}/${run.expectedGeneratedPages}`,
		seconds(run.seedSeconds),
		seconds(run.buildSeconds),
		run.cpuSeconds === null ? '' : seconds(run.cpuSeconds),
		run.pagesPerSecond.toFixed(1),
		run.msPerPage.toFixed(1),
		marginalMs(run, result.runs[index - 1]),
	]);
	const header = [
		'size',
		'articles',
		'productions',
		'CMS pages',
		'HTML pages',
		'clone pages',
		'seed s',
		'build s',
		'CPU s',
		'pages/s',
		'ms/page',
		'ms per extra page',
	];
	console.log(textTable(header, rows));
	console.log(
		`Bar: ms per page at the largest size ≤ ${result.maxGrowth} × the smallest generated size's ` +
			'(build time grows no faster than linearly with pages). "ms per extra page" is the cost of\n' +
			'each page added since the row above; the rest of a build is a fixed cost (bundling).',
	);
	console.log(
		`Fit over the ${result.runs.length} builds (least squares, seconds over HTML pages): fixed cost ` +
			`${result.fit.fixedSeconds.toFixed(1)} s (bar ≤ ${result.maxFixedSeconds} s), ` +
			`${result.fit.msPerPage.toFixed(2)} ms per extra page. Bar: pages/s at the largest size ≥ ` +
			`${result.minPagesPerSecond}.`,
	);
	if (result.cpuFit) {
		console.log(
			`CPU time (all threads, user + system) fitted alike: ${result.cpuFit.fixedSeconds.toFixed(1)} s ` +
				`fixed, ${result.cpuFit.msPerPage.toFixed(2)} ms per extra page (on 2 cores, wall time ≥ half of it).`,
		);
	}
	const failures: string[] = [];
	if (result.fit.fixedSeconds > result.maxFixedSeconds) {
		failures.push(
			`build: fixed cost ${result.fit.fixedSeconds} s > ${result.maxFixedSeconds} s (intercept of the fit)`,
		);
	}
	for (const run of result.runs) {
		if (run.generatedPages !== run.expectedGeneratedPages) {
			failures.push(
				`build ${run.label}: wrote ${run.generatedPages} pages of clones, expected ${run.expectedGeneratedPages}`,
			);
		}
	}
	const generated = result.runs.filter((run) => run.size !== null);
	const smallest = generated[0];
	const largest = generated.at(-1);
	if (largest && largest.pagesPerSecond < result.minPagesPerSecond) {
		failures.push(
			`build: ${largest.pagesPerSecond} pages/s at ${largest.label} < ${result.minPagesPerSecond}`,
		);
	}
	if (smallest && largest && largest.msPerPage > result.maxGrowth * smallest.msPerPage) {
		failures.push(
			`build: ${largest.msPerPage} ms per page at ${largest.label} > ${result.maxGrowth} × ` +
				`${smallest.msPerPage} ms at ${smallest.label}`,
		);
	}
	return failures;
}
