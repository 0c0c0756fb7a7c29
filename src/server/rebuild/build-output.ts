/** Reading `astro build`'s output line by line: its phase, the pages written, its first error. */

/** What a build is doing, in the order it does it. */
export const BUILD_PHASES = [
	'preparing',
	'bundling',
	'prerendering',
	'finishing',
	'switching',
] as const;
export type BuildPhase = (typeof BUILD_PHASES)[number];

// Colour codes, should the child print any despite NO_COLOR.

const ANSI = /\u001b\[[0-9;]*[A-Za-z]/g;
/** A prerendered file: `  ├─ /de/index.html (+12ms)`. */
const PAGE_LINE = /[├└]─\s+\/\S*\s+\(\+\d+(?:\.\d+)?m?s\)/;
const ERROR_LINE = /\berror\b|\bfailed\b|\bcannot\b|\bexception\b/i;

/** The phase a line starts, if any. */
export function phaseOf(line: string): BuildPhase | undefined {
	if (/Building (?:server|client|static) entrypoints|\[vite\]/.test(line)) return 'bundling';
	if (/prerendering static routes|generating static routes/i.test(line)) return 'prerendering';
	if (/\[build\] (?:Rearranging server assets|Server built|Complete)|\[precompress\]/i.test(line)) {
		return 'finishing';
	}
	return undefined;
}

/** Follows a build's output: phase, pages written so far, the first error line. */
export class BuildOutput {
	phase: BuildPhase = 'preparing';
	pages = 0;
	firstError: string | null = null;
	#lastStderr: string | null = null;

	/** One line of the child's output (`stderr`: from its error stream). */
	read(rawLine: string, stderr = false): void {
		const line = rawLine.replace(ANSI, '').trim();
		if (line === '') return;
		if (PAGE_LINE.test(line)) {
			this.pages += 1;
			if (this.phase === 'preparing' || this.phase === 'bundling') this.phase = 'prerendering';
			return;
		}
		const next = phaseOf(line);
		// Phases only move forward (Vite also prints while prerendering).
		if (next && BUILD_PHASES.indexOf(next) > BUILD_PHASES.indexOf(this.phase)) this.phase = next;
		if (stderr) this.#lastStderr = line;
		if (
			this.firstError === null &&
			(ERROR_LINE.test(line) || (stderr && /^\S*Error\b/.test(line)))
		) {
			this.firstError = line.slice(0, 500);
		}
	}

	/** The line to show an editor when the build failed with `exitCode`. */
	failureLine(exitCode: number | null, signal: string | null): string {
		if (this.firstError) return this.firstError;
		if (this.#lastStderr) return this.#lastStderr.slice(0, 500);
		return signal
			? `The build was stopped (${signal})`
			: `The build ended with exit code ${exitCode}`;
	}
}
