import type { LoadBench, LoadTarget } from '../load/measure-load.ts';
import type { LoadRun } from '../load/wrk.ts';
import { textTable } from './table.ts';

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const failedCount = (run: LoadRun) => run.errors + run.non2xx;
const rps = (run: LoadRun | undefined) => (run ? String(run.requestsPerSecond) : '—');
const p99 = (run: LoadRun | undefined) => (run ? ms(run.p99Ms) : '—');
const cpu = (run: LoadRun | undefined) => (run ? run.serverCpuMsPerRequest.toFixed(4) : '—');
/** A ratio, and each pair's in brackets when there were several. */
const withRuns = (ratio: number, runs: readonly number[]) =>
	runs.length > 1
		? `${ratio.toFixed(2)} (${runs.map((run) => run.toFixed(2)).join(' ')})`
		: ratio.toFixed(2);

/**
 * Prints the load table (one row per target: the real server, a bare node:http server with the
 * same answer, nginx for the prebuilt page, the ratio to bare Node) and the server's memory, and
 * answers the broken bars: static page below `minStaticRatio` of bare Node's throughput,
 * target's p99 at or over its bar (`maxP99Ms`), or any failed request.
 */
export function printLoad(result: LoadBench): string[] {
	console.log(
		`\nReal server (${result.site}) under ${result.connections} connections, ${result.seconds} s ` +
			`after ${result.warmupSeconds} s warm-up (wrk, one thread), against a bare node:http server ` +
			`sending the same answer from memory and nginx serving the build (load average ` +
			`${result.loadAverage.toFixed(1)})`,
	);
	const rows = result.targets.map((target: LoadTarget) => [
		target.label,
		target.path,
		`${Math.round(target.bytes / 1024)} KB ${target.contentEncoding || 'identity'}`,
		String(target.real.requestsPerSecond),
		ms(target.real.p50Ms),
		target.p99Runs.length > 1
			? `${ms(target.real.p99Ms)} (${target.p99Runs.join(' ')})`
			: ms(target.real.p99Ms),
		String(failedCount(target.real)),
		cpu(target.real),
		rps(target.bare),
		p99(target.bare),
		cpu(target.bare),
		withRuns(target.cpuRatio, target.cpuRatioRuns),
		withRuns(target.ratio, target.ratioRuns),
		`${rps(target.nginx)} / ${rps(target.nginxAuto)}`,
		`${p99(target.nginx)} / ${p99(target.nginxAuto)}`,
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
		'bare req/s',
		'bare p99',
		'bare CPU ms/req',
		'ratio (CPU)',
		'ratio (req/s)',
		'nginx req/s (1 / auto)',
		'nginx p99',
		'RSS MB',
	];
	console.log(textTable(header, rows));
	console.log(
		`Server RSS: ${result.rssIdleMb} MB after start, peak ${result.rssPeakMb} MB under load, ` +
			`${result.rssEndMb} MB at the end. 'failed' = errors + non-2xx;\n` +
			'bare = node:http sending the same status, headers and bytes from memory; nginx = nginx-light ' +
			'serving the build with gzip_static and the same extra headers (1 worker / one per core);\n' +
			'CPU ms/req is the server process’s own CPU time per answer (steadier than req/s whatever else runs);\n' +
			'ratio (CPU) = bare CPU ms/req ÷ CPU ms/req, the share of bare Node’s throughput on a core of its ' +
			'own; ratio (req/s) = req/s ÷ bare req/s, mostly the CPU a shared machine gave each run.\n' +
			`Bars: static page ≥ ${result.minStaticRatio} × bare Node's throughput (ratio (CPU)); p99 under ` +
			`${result.maxP99Ms.eventList} ms for the event list, ${result.maxP99Ms.eventsApi} ms for the ` +
			`events API, ${result.maxP99Ms.onDemandPage} ms for other on-demand pages;\n` +
			'the static page runs alternately with bare Node in short pairs: its ratios are the median ' +
			"pair's by CPU (every pair's in brackets; its row shows that pair's runs);\n" +
			'an answer that misses in its first run is run twice more and ' +
			"the median run by p99 is shown, with every run's p99 in brackets.",
	);
	const failures: string[] = [];
	for (const target of result.targets) {
		const name = `load ${target.label} (${target.path})`;
		if (failedCount(target.real) > 0) {
			failures.push(`${name}: ${target.real.errors} errors, ${target.real.non2xx} non-2xx`);
		}
		if (target.kind === 'static page' && target.cpuRatio < result.minStaticRatio) {
			failures.push(
				`${name}: ${target.real.serverCpuMsPerRequest} CPU ms per answer is ` +
					`${target.cpuRatio} × bare Node's throughput per core ` +
					`(${target.bare.serverCpuMsPerRequest} ms; bar ${result.minStaticRatio})`,
			);
		}
		if (target.maxP99Ms !== undefined && target.real.p99Ms >= target.maxP99Ms) {
			failures.push(
				`${name}: p99 ${ms(target.real.p99Ms)} at ${result.connections} connections ` +
					`(bar ${target.maxP99Ms} ms)`,
			);
		}
	}
	return failures;
}
