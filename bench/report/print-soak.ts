import type { RssSample, SoakBench } from '../soak/measure-soak.ts';
import { textTable } from './table.ts';

const maxOf = (samples: RssSample[]) => Math.max(0, ...samples.map((sample) => sample.rssMb));

/** The highest RSS of the window after warm-up and of the last window (the steadiness check). */
export function soakWindows(result: SoakBench): { afterWarmUpMb: number; lastMb: number } {
	const window = result.windowSeconds;
	const end = Math.max(0, ...result.samples.map((sample) => sample.atSeconds));
	const within = (from: number, to: number) =>
		result.samples.filter((sample) => sample.atSeconds >= from && sample.atSeconds <= to);
	return {
		afterWarmUpMb: maxOf(within(window, 2 * window)),
		lastMb: maxOf(within(end - window, end)),
	};
}

/**
 * Prints the soak: requests per kind, the RSS samples, their max and the two windows compared;
 * answers the broken bars: max RSS over `maxRssMb`, the last window higher than the window after
 * warm-up plus `steadyMarginMb`, any failed request.
 */
export function printSoak(result: SoakBench): string[] {
	console.log(
		`\nSoak: the real server (${result.site}) under ${result.visitors} visitors for ` +
			`${result.seconds} s, RSS sampled every ${result.sampleEverySeconds} s`,
	);
	const rows = result.kinds.map((kind) => [
		kind.kind,
		String(kind.requests),
		String(kind.refused),
		String(kind.failed),
	]);
	console.log(textTable(['kind', 'requests', 'refused (503)', 'failed'], rows));
	console.log(
		`RSS MB (${result.sampleEverySeconds} s apart): ` +
			result.samples.map((sample) => sample.rssMb).join(' '),
	);
	const peak = maxOf(result.samples);
	const windows = soakWindows(result);
	console.log(
		`RSS: ${result.startRssMb} MB after start, max ${peak} MB; highest in the ` +
			`${result.windowSeconds} s after warm-up ${windows.afterWarmUpMb} MB, in the last ` +
			`${result.windowSeconds} s ${windows.lastMb} MB.\n` +
			`Bars: max ≤ ${result.maxRssMb} MB; last window ≤ the one after warm-up + ` +
			`${result.steadyMarginMb} MB; no failed request (refused = the render cap's 503).`,
	);
	const failures: string[] = [];
	if (peak > result.maxRssMb) {
		failures.push(`soak: RSS reached ${peak} MB (bar ${result.maxRssMb} MB)`);
	}
	if (windows.lastMb > windows.afterWarmUpMb + result.steadyMarginMb) {
		failures.push(
			`soak: RSS still growing: ${windows.lastMb} MB in the last window, ` +
				`${windows.afterWarmUpMb} MB after warm-up (margin ${result.steadyMarginMb} MB)`,
		);
	}
	const failed = result.kinds.reduce((sum, kind) => sum + kind.failed, 0);
	if (failed > 0) failures.push(`soak: ${failed} failed requests`);
	return failures;
}
