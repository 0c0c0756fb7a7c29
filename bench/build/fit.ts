/** A straight line through the runs' build times: seconds = fixedSeconds + msPerPage × pages. */
export type BuildFit = { fixedSeconds: number; msPerPage: number };

/** The least-squares line of `buildSeconds` over `htmlPages` (needs two different sizes). */
export function fitBuildTimes(runs: { htmlPages: number; buildSeconds: number }[]): BuildFit {
	const n = runs.length;
	const meanPages = runs.reduce((sum, run) => sum + run.htmlPages, 0) / n;
	const meanSeconds = runs.reduce((sum, run) => sum + run.buildSeconds, 0) / n;
	let covariance = 0;
	let variance = 0;
	for (const run of runs) {
		covariance += (run.htmlPages - meanPages) * (run.buildSeconds - meanSeconds);
		variance += (run.htmlPages - meanPages) ** 2;
	}
	const slope = variance === 0 ? 0 : covariance / variance;
	return {
		fixedSeconds: round(meanSeconds - slope * meanPages, 1),
		msPerPage: round(slope * 1000, 2),
	};
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
