import { spawn, spawnSync } from 'node:child_process';
import { cpuMs } from './proc-stats.ts';

/** What one load run measured. */
export type LoadRun = {
	requests: number;
	requestsPerSecond: number;
	p50Ms: number;
	p99Ms: number;
	maxMs: number;
	/** Connection errors and timeouts. */
	errors: number;
	/** Answers with a status outside 200–399. */
	non2xx: number;
	/** CPU time the server's processes spent per answered request (independent of machine load). */
	serverCpuMsPerRequest: number;
};

/**
 * Makes sure the Debian package `pkg` providing `command` is installed (apt-get as root, once),
 * for the bench's load generator and reference server. Throws with what to install otherwise.
 */
export function ensureDebianTool(command: string, pkg: string): void {
	const found = () => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
	if (found()) return;
	const install = spawnSync('apt-get', ['install', '-y', pkg], { stdio: 'ignore' });
	if (install.status !== 0 || !found()) {
		throw new Error(`${command} is missing and apt-get install -y ${pkg} failed: install it`);
	}
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

/** A wrk duration ('812.00us', '1.20ms', '2.01s') in ms. */
function durationMs(text: string): number {
	const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
	return match ? Number(match[1]) * (UNIT_MS[match[2] as string] ?? 1) : NaN;
}

/** The numbers of wrk's `--latency` report. */
export function parseWrk(output: string, seconds: number): Omit<LoadRun, 'serverCpuMsPerRequest'> {
	const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
	const percentile = (p: string) =>
		durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(output)?.[1] ?? '');
	const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
		output,
	);
	const round = (value: number) => Math.round(value * 100) / 100;
	return {
		requests,
		requestsPerSecond: Math.round(requests / seconds),
		p50Ms: round(percentile('50')),
		p99Ms: round(percentile('99')),
		maxMs: round(durationMs(/^\s*Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output)?.[1] ?? '')),
		errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
		non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
	};
}

function wrk(url: string, connections: number, seconds: number, headers: string[]) {
	const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
	for (const header of headers) args.push('-H', header);
	return new Promise<string>((resolve, reject) => {
		const child = spawn('wrk', [...args, url], { stdio: ['ignore', 'pipe', 'pipe'] });
		let output = '';
		child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
		child.once('error', reject);
		child.once('exit', (code) =>
			code === 0 ? resolve(output) : reject(new Error(`wrk exited ${code}: ${output}`)),
		);
	});
}

/**
 * Loads `url` with `connections` keep-alive connections from one wrk thread (a C load generator
 * on one core, so the server under test keeps the other: autocannon, in Node, needs a core of
 * its own to reach 30 k req/s and was the bottleneck): `warmupSeconds` whose numbers are
 * dropped, then the measured `seconds`. `pids` are the server's processes, for their CPU time.
 */
export async function loadUrl(options: {
	url: string;
	pids: number[];
	connections: number;
	seconds: number;
	warmupSeconds: number;
	/** Request headers, `Name: value`. */
	headers?: string[];
}): Promise<LoadRun> {
	const headers = options.headers ?? [];
	await wrk(options.url, options.connections, options.warmupSeconds, headers);
	const cpu = () => options.pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
	const cpuBefore = cpu();
	const output = await wrk(options.url, options.connections, options.seconds, headers);
	const run = parseWrk(output, options.seconds);
	return {
		...run,
		// Four places: a prebuilt answer costs ~0.03 ms, and three left ±2 % of it to rounding.
		serverCpuMsPerRequest:
			Math.round(((cpu() - cpuBefore) / Math.max(1, run.requests)) * 10_000) / 10_000,
	};
}
