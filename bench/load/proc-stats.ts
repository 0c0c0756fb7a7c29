import { readFileSync } from 'node:fs';

/** Resident memory of a process over a stretch of time, in MB. */
export type RssSamples = { peakMb: number; lastMb: number; samples: number };

/** The resident set size of process `pid` now, in MB (from /proc; null when unreadable). */
export function rssMb(pid: number): number | null {
	try {
		const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
		return line?.[1] === undefined ? null : Number(line[1]) / 1024;
	} catch {
		return null;
	}
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU time (user + system) process `pid` has used so far, in ms (from /proc; 0 when unreadable). */
export function cpuMs(pid: number): number {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
		// Fields after the parenthesised command name; utime and stime are fields 14 and 15.
		const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
		return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
	} catch {
		return 0;
	}
}

/** Samples the RSS of `pid` every `everyMs` until the returned `stop()`, which answers peak and last. */
export function sampleRss(pid: number, everyMs = 100): { stop(): RssSamples } {
	let peak = 0;
	let last = 0;
	let samples = 0;
	const take = () => {
		const mb = rssMb(pid);
		if (mb === null) return;
		peak = Math.max(peak, mb);
		last = mb;
		samples += 1;
	};
	take();
	const timer = setInterval(take, everyMs);
	return {
		stop() {
			clearInterval(timer);
			take();
			const round = (mb: number) => Math.round(mb * 10) / 10;
			return { peakMb: round(peak), lastMb: round(last), samples };
		},
	};
}
