import type { LoadBench, LoadTarget } from '../load/measure-load.ts';
import { textTable } from './table.ts';

const ms = (value: number) => `${Math.round(value)} ms`;
const failed = (target: LoadTarget, run: 'real' | 'plain') =>
	String(target[run].errors + target[run].non2xx);

/**
 * Prints the load table (one row per target: the real server, the plain static server with the
 * same bytes, the ratio) and the server's memory, and answers the broken bars: static page below
 * `minStaticRatio` of the plain server's throughput, on-demand page p99 at or over
 * `maxOnDemandP99Ms`, or any failed request.
 */
export function printLoad(result: LoadBench): string[] {
	console.log(
		`\nReal server (${result.site}) under ${result.connections} connections, ${result.seconds} s ` +
			`after ${result.warmupSeconds} s warm-up (autocannon), against a plain node:http file server ` +
			`with the same bytes (load average ${result.loadAverage.toFixed(1)})`,
	);
	const rows = result.targets.map((target) => [
		target.label,
		target.path,
		`${Math.round(target.bytes / 1024)} KB`,
		String(target.real.requestsPerSecond),
		ms(target.real.p50Ms),
		target.p99Runs.length > 1
			? `${ms(target.real.p99Ms)} (${target.p99Runs.join(' ')})`
			: ms(target.real.p99Ms),
		failed(target, 'real'),
		target.real.serverCpuMsPerRequest.toFixed(2),
		String(target.plain.requestsPerSecond),
		ms(target.plain.p99Ms),
		target.plain.serverCpuMsPerRequest.toFixed(2),
		target.ratio.toFixed(2),
		target.rss.peakMb.toFixed(0),
	]);
	const header = [
		'target',
		'path',
		'size',
		'req/s',
		'p50',
		'p99',
		'failed',
		'CPU ms/req',
		'plain req/s',
		'plain p99',
		'plain CPU ms/req',
		'ratio',
		'RSS MB',
	];
	console.log(textTable(header, rows));
	console.log(
		`Server RSS: ${result.rssIdleMb} MB after start, peak ${result.rssPeakMb} MB under load, ` +
			`${result.rssEndMb} MB at the end. 'failed' = errors + non-2xx; ratio = req/s ÷ plain req/s;\n` +
			'CPU ms/req is the server process’s own CPU time per answer (steady whatever else runs).\n' +
			`Bars: static page ≥ ${result.minStaticRatio} × the plain server's req/s; on-demand pages ` +
			`p99 under ${result.maxOnDemandP99Ms} ms; one that misses in its first run is run twice more and\n` +
			"the median run by p99 is shown, with every run's p99 in brackets.",
	);
	const failures: string[] = [];
	for (const target of result.targets) {
		const name = `load ${target.label} (${target.path})`;
		if (target.real.errors + target.real.non2xx > 0) {
			failures.push(`${name}: ${target.real.errors} errors, ${target.real.non2xx} non-2xx`);
		}
		if (target.kind === 'static page' && target.ratio < result.minStaticRatio) {
			failures.push(
				`${name}: ${target.real.requestsPerSecond} req/s is ${target.ratio} × the plain server's ` +
					`${target.plain.requestsPerSecond} (bar ${result.minStaticRatio})`,
			);
		}
		if (target.kind === 'on-demand page' && target.real.p99Ms >= result.maxOnDemandP99Ms) {
			failures.push(
				`${name}: p99 ${ms(target.real.p99Ms)} at ${result.connections} connections ` +
					`(bar ${result.maxOnDemandP99Ms} ms)`,
			);
		}
	}
	return failures;
}
