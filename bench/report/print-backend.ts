import type { BackendBench } from '../backend/measure-backend.ts';
import { textTable } from './table.ts';

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Prints the back-end timing table and answers the calls that broke the bar, one line each. */
export function printBackend(result: BackendBench): string[] {
	const runs = result.queries[0]?.runs ?? 0;
	console.log(
		`\nEvent list API over ${result.events} events, ${result.site} (seeded in ${result.seedSeconds} s; ` +
			`${runs} runs each through app.request(); load average ${result.loadAverage.toFixed(1)})`,
	);
	const rows = result.queries.map((query) => [
		query.label,
		query.path,
		String(query.status),
		query.count === null ? '' : String(query.count),
		ms(query.median),
		ms(query.p95),
		ms(query.cpuMedian),
		ms(query.cpuP95),
		query.ok ? 'ok' : 'FAIL',
	]);
	const header = ['call', 'path', 'status', 'count', 'median', 'p95', 'CPU median', 'CPU p95', ''];
	console.log(textTable(header, rows));
	console.log(
		`Bar: CPU p95 under ${result.barMs} ms. Wall-clock times (median, p95) also count waiting\n` +
			'for a core, which a busy machine makes long.',
	);
	return result.queries
		.filter((query) => !query.ok)
		.map((query) =>
			query.status === 200
				? `back end ${query.label} (${query.path}): CPU p95 ${ms(query.cpuP95)} ≥ ${result.barMs} ms`
				: `back end ${query.label} (${query.path}): answered ${query.status}`,
		);
}
