import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** A server this test started: its pid, the tail of its output, and a way to stop it. */
export type Started = {
	pid: number;
	child: ChildProcess;
	/** The last few kB of stdout and stderr, for failure messages. */
	output(): string;
	/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
	stop(graceMs?: number): Promise<void>;
};

const base = Number(process.env['E2E_PORT_BASE'] ?? 4390);

/** Loopback ports of the servers the resilience specs start themselves (+10 … +16). */
export const OWN_PORTS = {
	backend: base + 10,
	site: base + 11,
	soak: base + 12,
	instanceA: base + 13,
	instanceB: base + 14,
	/** The two instances on one PostgreSQL of multi-instance.spec.ts. */
	postgresA: base + 15,
	postgresB: base + 16,
	/** The fixed-clock castle and region sites of page-look.spec.ts. */
	lookCastle: base + 17,
	lookRegion: base + 18,
} as const;

/** The castle build the e2e servers use (E2E_DIST_ROOT aware). */
export const CASTLE_DIST = join(process.env['E2E_DIST_ROOT'] ?? 'dist', 'castle');

/** A data dir of its own under the run's E2E_DATA_DIR. */
export const ownDataDir = (name: string) => join(process.env['E2E_DATA_DIR'] ?? 'data', name);

/**
 * Starts `node <script>` (the Node running the tests) with `env` added to this environment and
 * `nodeOptions` (e.g. `--import`) before the script.
 */
export function startNode(
	script: string,
	env: Record<string, string>,
	nodeOptions: string[] = [],
): Started {
	const child = spawn(process.execPath, [...nodeOptions, script], {
		env: { ...process.env, HOST: '127.0.0.1', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	let tail = '';
	const keep = (chunk: Buffer) => {
		tail = (tail + chunk.toString()).slice(-4000);
	};
	child.stdout?.on('data', keep);
	child.stderr?.on('data', keep);
	const exited = new Promise<void>((resolve) => {
		if (child.exitCode !== null) resolve();
		else child.once('exit', () => resolve());
	});
	return {
		pid: child.pid ?? -1,
		child,
		output: () => tail,
		async stop(graceMs = 5000) {
			if (child.exitCode !== null || child.signalCode !== null) return;
			child.kill('SIGTERM');
			const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
			await exited;
			clearTimeout(timer);
		},
	};
}

/** Polls `url` until it answers 200; throws with the server's output after `timeoutMs`. */
export async function waitForOk(url: string, server: Started, timeoutMs = 30_000): Promise<void> {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (server.child.exitCode !== null) break;
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
			if (response.status === 200) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`${url} did not answer 200 in time:\n${server.output()}`);
}
