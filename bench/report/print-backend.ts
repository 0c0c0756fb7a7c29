import type { BackendBench } from '../backend/measure-backend.ts';
import { textTable } from './table.ts';

const ms = (value: number) => `${value.toFixed(2)} ms`;
const ENGINE_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** Prints the back-end timing table and answers the calls that broke the bar, one line each. */
export function printBackend(result: BackendBench): string[] {
	const runs = result.queries[0]?.runs ?? 0;
	console.log(
		`\nEvent list API over ${result.events} events, ${result.site} on ${ENGINE_NAMES[result.engine]} (seeded in ${result.seedSeconds} s; ` +
			`${runs} runs each through app.request(); load average ${result.loadAverage.toFixed(1)})`,
	);
	const rows = result.queries.map((query) => [
		query.label,
		query.path,
		String(query.status),
		query.count === null ? '' : String(query.count),
		ms(query.median),
		ms(query.p95),
		ms(query.p99),
		ms(query.cpuMedian),
		ms(query.cpuP95),
		query.ok ? 'ok' : 'FAIL',
	]);
	const header = [
		'call',
		'path',
		'status',
		'count',
		'median',
		'p95',
		'p99',
		'CPU median',
		'CPU p95',
		'',
	];
	console.log(textTable(header, rows));
	console.log(
		`Bar: CPU p95 under ${result.barMs} ms. Wall-clock times (median, p95) also count waiting\n` +
			'for a core, which a busy machine makes long.',
	);
	return result.queries
		.filter((query) => !query.ok)
		.map((query) =>
			query.status === 200
				? `back end (${result.engine}) ${query.label} (${query.path}): CPU p95 ${ms(query.cpuP95)} ≥ ${result.barMs} ms`
				: `back end (${result.engine}) ${query.label} (${query.path}): answered ${query.status}`,
		);
}

/** Prints the events API p99 of each engine side by side (the scale-out measure of issue 20). */
export function printEngineComparison(results: readonly BackendBench[]): void {
	const labels = results[0]?.queries.map((query) => query.label) ?? [];
	const header = ['call', ...results.map((result) => `p99 ${ENGINE_NAMES[result.engine]}`)];
	const rows = labels.map((label) => [
		label,
		...results.map((result) => {
			const query = result.queries.find((each) => each.label === label);
			return query ? ms(query.p99) : '';
		}),
	]);
	console.log(`\nEvents API p99 at ${results[0]?.events ?? 0} events, by engine`);
	console.log(textTable(header, rows));
}
