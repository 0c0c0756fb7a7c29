import type { SearchQuality } from '../search/measure-quality.ts';
import type { SearchLoad } from '../search/measure-search-load.ts';
import { textTable } from './table.ts';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * Prints the query set's share found in the top 3 per engine and kind, the queries missed, and
 * answers the broken bars: a share below `minShare`.
 */
export function printSearchQuality(engines: SearchQuality[], minShare: number): string[] {
	console.log(
		'\nSearch quality: the query set (bench/search/query-set.json), item in the top 3 of its list',
	);
	const kinds = Object.keys(engines[0]?.byKind ?? {});
	console.log(
		textTable(
			['engine', 'top 3', ...kinds],
			engines.map((engine) => [
				engine.engine,
				`${engine.top3}/${engine.queries} (${percent(engine.share)})`,
				...kinds.map((kind) => {
					const counts = engine.byKind[kind];
					return counts ? `${counts.top3}/${counts.queries}` : '—';
				}),
			]),
		),
	);
	const failures: string[] = [];
	for (const engine of engines) {
		for (const miss of engine.missed) {
			console.log(
				`  ${engine.engine}: ${miss.site} ${miss.locale} ${miss.kind} "${miss.query}" → ` +
					`"${miss.expect}" ${miss.rank === null ? 'not found' : `at ${miss.rank}`}` +
					(miss.suggestion ? ` (did you mean: ${miss.suggestion})` : ''),
			);
		}
		if (engine.share < minShare) {
			failures.push(
				`search quality on ${engine.engine}: ${percent(engine.share)} < ${percent(minShare)}`,
			);
		}
	}
	return failures;
}

/** Prints the search answers under load; answers the broken bars: p99 over its bar, failures. */
export function printSearchLoad(result: SearchLoad): string[] {
	console.log(
		`\nSearch under ${result.connections} connections (${result.site}, ${result.seconds} s, wrk, ` +
			`load average ${result.loadAverage.toFixed(1)})`,
	);
	console.log(
		textTable(
			['answer', 'path', 'req/s', 'p50', 'p99', 'bar', 'failed', 'CPU ms/req'],
			result.targets.map((target) => [
				target.label,
				target.path,
				String(target.run.requestsPerSecond),
				`${target.run.p50Ms} ms`,
				`${target.run.p99Ms} ms`,
				`${target.maxP99Ms} ms`,
				String(target.run.errors + target.run.non2xx),
				target.run.serverCpuMsPerRequest.toFixed(3),
			]),
		),
	);
	const failures: string[] = [];
	for (const target of result.targets) {
		if (!(target.run.p99Ms <= target.maxP99Ms)) {
			failures.push(`${target.label} p99 ${target.run.p99Ms} ms > ${target.maxP99Ms} ms`);
		}
		if (target.run.errors + target.run.non2xx > 0) {
			failures.push(`${target.label}: ${target.run.errors + target.run.non2xx} failed requests`);
		}
	}
	return failures;
}
