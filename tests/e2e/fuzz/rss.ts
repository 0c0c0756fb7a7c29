import { readFileSync } from 'node:fs';

/** The resident set size of process `pid` in kB, from /proc (Linux). */
export function rssKb(pid: number): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8');
	const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
	if (!match) throw new Error(`no VmRSS for pid ${pid}`);
	return Number(match[1]);
}
