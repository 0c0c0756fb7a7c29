import type { FloodBench } from '../load/measure-flood.ts';
import { textTable } from './table.ts';

/**
 * Prints what the probed pages took while the cache-busting flood ran, and answers the broken
 * bars: the prebuilt page's median over `maxStaticMedianMs`, the server's RSS over `maxRssMb`, or
 * flood requests that got no answer (a 503 from the render cap is an answer; a dropped connection
 * is not).
 */
export function printFlood(result: FloodBench): string[] {
	console.log(
		`\nFlood (${result.site}): ${result.connections} connections for ${result.seconds} s, each ` +
			`request with a new query value on ${result.floodPaths.join(' ')}; ` +
			`${result.floodRequests} answered ${JSON.stringify(result.floodStatuses)}, ` +
			`${result.floodErrors} errors. Meanwhile, one client at a time:`,
	);
	const rows = result.probes.map((probe) => [
		probe.path,
		String(probe.samples),
		`${probe.medianMs} ms`,
		`${probe.p95Ms} ms`,
	]);
	console.log(textTable(['probe', 'samples', 'median', 'p95'], rows));
	console.log(
		`Bar: the prebuilt page (${result.probes[0]?.path}) median ≤ ${result.maxStaticMedianMs} ms.`,
	);
	console.log(
		`Server RSS: ${result.rssBeforeMb} MB before, peak ${result.rssPeakMb} MB during the flood ` +
			`(bar: ≤ ${result.maxRssMb} MB).`,
	);
	const failures: string[] = [];
	const prebuilt = result.probes[0];
	if (prebuilt && prebuilt.medianMs > result.maxStaticMedianMs) {
		failures.push(
			`flood: ${prebuilt.path} median ${prebuilt.medianMs} ms > ${result.maxStaticMedianMs} ms`,
		);
	}
	if (result.rssPeakMb > result.maxRssMb) {
		failures.push(`flood: server RSS peaked at ${result.rssPeakMb} MB > ${result.maxRssMb} MB`);
	}
	if (result.floodErrors > 0) failures.push(`flood: ${result.floodErrors} requests got no answer`);
	return failures;
}
