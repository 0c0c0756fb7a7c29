import { spawn, type ChildProcess } from 'node:child_process';
import { startScriptEnv, startScriptNodeFlags } from './start-flags.ts';

/** A server child process started for the load bench. */
export type LoadServer = { origin: string; pid: number; stop(): Promise<void> };

/** Keeps the last `limit` characters a stream wrote, draining it so the child never blocks. */
function drain(stream: NodeJS.ReadableStream | null, limit: number): () => string {
	let kept = '';
	stream?.on('data', (chunk: Buffer) => {
		if (limit > 0) kept = (kept + chunk.toString()).slice(-limit);
	});
	return () => kept;
}

/** True for fetch's refusal of a port on its blocklist (5060, 5061, 6000, …): no retry helps. */
const isBadPort = (error: unknown) =>
	error instanceof Error && (error.cause as Error | undefined)?.message === 'bad port';

/**
 * Waits until `check` passes (every 200 ms, 90 s at most), throwing what `failed` says first, or
 * at once when `check` fetches from a port fetch refuses (BENCH_PORT_OFFSET=200 put the load
 * bench's server on 5061: it waited 90 s for an answer fetch would never ask for).
 */
export async function waitForServer(
	check: () => Promise<boolean>,
	failed: () => string | null,
	what: string,
) {
	const deadline = Date.now() + 90_000;
	while (Date.now() < deadline) {
		const failure = failed();
		if (failure !== null) throw new Error(failure);
		const passed = await check().catch((error: unknown) => {
			if (isBadPort(error)) {
				throw new Error(`fetch refuses the port of ${what}: choose another BENCH_PORT_OFFSET`);
			}
			return false;
		});
		if (passed) return;
		await new Promise((resolve) => setTimeout(resolve, 200));
	}
	throw new Error(`${what} did not answer within 90 s`);
}

function handle(child: ChildProcess, origin: string, what: string, errors: () => string) {
	const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const failed = () =>
		child.exitCode === null ? null : `${what} exited (${child.exitCode}): ${errors()}`;
	const stop = async () => {
		if (child.exitCode === null) child.kill('SIGTERM');
		await exit;
	};
	return { server: { origin, pid: child.pid ?? 0, stop }, failed };
}

/**
 * Starts the real server (`src/server/start.ts`) for `site` from the build in `distDir` on
 * loopback `port` with the (fresh) data dir `dataDir`, in production configuration (the Node flags
 * and environment of `npm start`): request
 * logging stays at its default (on), its stdout going to a pipe the bench drains. Waits until
 * `/de` answers.
 */
export async function startRealServer(options: {
	site: string;
	port: number;
	distDir: string;
	dataDir: string;
	/** Extra arguments for Node (e.g. `--cpu-prof`), after the ones `npm start` gives it. */
	nodeArgs?: string[];
	/** Extra environment (e.g. `LOG_REQUESTS=false` to see what logging costs). */
	env?: Record<string, string>;
}): Promise<LoadServer> {
	const origin = `http://127.0.0.1:${options.port}`;
	const env: NodeJS.ProcessEnv = {
		...process.env,
		...startScriptEnv(),
		SITE: options.site,
		PORT: String(options.port),
		HOST: '127.0.0.1',
		DATA_DIR: options.dataDir,
		DIST_DIR: options.distDir,
		CMS_API_URL: '',
	};
	delete env['LOG_REQUESTS'];
	Object.assign(env, options.env);
	const nodeArgs = [...startScriptNodeFlags(), ...(options.nodeArgs ?? [])];
	const child = spawn(process.execPath, [...nodeArgs, 'src/server/start.ts'], {
		env,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	drain(child.stdout, 0);
	const errors = drain(child.stderr, 2000);
	const { server, failed } = handle(child, origin, `the ${options.site} server`, errors);
	try {
		await waitForServer(async () => (await fetch(`${origin}/de`)).ok, failed, origin);
	} catch (error) {
		await server.stop();
		throw error;
	}
	return server;
}

/**
 * Starts bench/load/bare-server.ts on loopback `port` answering the spec in `specFile` and waits
 * until it listens. With the Node flags and environment of `npm start`, as the real server, so
 * both run with the same heap and allocator settings (measured: the same scavenges either way).
 */
export async function startBareServer(port: number, specFile: string): Promise<LoadServer> {
	const args = [...startScriptNodeFlags(), 'bench/load/bare-server.ts', String(port), specFile];
	const child = spawn(process.execPath, args, {
		env: { ...process.env, ...startScriptEnv() },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const output = drain(child.stdout, 200);
	const errors = drain(child.stderr, 2000);
	const { server, failed } = handle(child, `http://127.0.0.1:${port}`, 'the bare server', errors);
	try {
		await waitForServer(() => Promise.resolve(output().includes('ready')), failed, server.origin);
	} catch (error) {
		await server.stop();
		throw error;
	}
	return server;
}
