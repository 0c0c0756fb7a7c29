/** One timed call: wall-clock time and the CPU time this process spent on it, in ms. */
export type Sample = { wallMs: number; cpuMs: number };

/**
 * Spread of repeated timings, in milliseconds. Wall-clock time includes waiting for a core when
 * the machine is busy; CPU time is what the call itself costs.
 */
export type Timing = {
	runs: number;
	median: number;
	p95: number;
	p99: number;
	max: number;
	cpuMedian: number;
	cpuP95: number;
};

/** The `share` (0…1) quantile of ascending `sorted` values, nearest-rank. */
export function quantile(sorted: readonly number[], share: number): number {
	if (sorted.length === 0) return Number.NaN;
	const rank = Math.ceil(share * sorted.length) - 1;
	return sorted[Math.min(sorted.length - 1, Math.max(0, rank))] ?? Number.NaN;
}

/** Times one call of `work`. */
export async function timeOnce(work: () => Promise<void>): Promise<Sample> {
	const cpuStart = process.cpuUsage();
	const start = performance.now();
	await work();
	const wallMs = performance.now() - start;
	const cpu = process.cpuUsage(cpuStart);
	return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

const round = (ms: number) => Math.round(ms * 100) / 100;

/** Median, p95, p99 and maximum of `samples`, rounded to 0.01 ms. */
export function summarise(samples: readonly Sample[]): Timing {
	const wall = samples.map((sample) => sample.wallMs).sort((a, b) => a - b);
	const cpu = samples.map((sample) => sample.cpuMs).sort((a, b) => a - b);
	return {
		runs: samples.length,
		median: round(quantile(wall, 0.5)),
		p95: round(quantile(wall, 0.95)),
		p99: round(quantile(wall, 0.99)),
		max: round(wall.at(-1) ?? Number.NaN),
		cpuMedian: round(quantile(cpu, 0.5)),
		cpuP95: round(quantile(cpu, 0.95)),
	};
}
