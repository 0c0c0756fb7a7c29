import { spawn, spawnSync } from 'node:child_process';
import { startScriptEnv, startScriptNodeFlags } from '../load/start-flags.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A server started for the bench: its origin and how to stop it. */
export type BenchServer = { origin: string; stop(): Promise<void> };

/** Builds `site` into `distDir` unless a build is there already; throws when the build fails. */
export function ensureBuild(site: string, distDir: string): void {
	if (existsSync(join(distDir, 'server', 'entry.mjs'))) return;
	console.log(`No build of ${site} in ${distDir}: building …`);
	const build = spawnSync('npx', ['astro', 'build'], {
		stdio: 'inherit',
		env: { ...process.env, SITE: site, DIST_DIR: distDir },
	});
	if (build.status !== 0) throw new Error(`building ${site} failed (exit ${build.status})`);
}

/** The newest modification time of a file under `dir`, in ms (0 when empty). */
function newestChange(dir: string): number {
	let newest = 0;
	for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
		if (!entry.isFile()) continue;
		newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
	}
	return newest;
}

/**
 * When the build in `distDir` started, and whether some file in `sourceDir` changed after it
 * (the numbers then describe older code).
 */
export function buildAge(distDir: string, sourceDir = 'src'): { builtAt: string; stale: boolean } {
	try {
		const info = JSON.parse(readFileSync(join(distDir, 'build-info.json'), 'utf8')) as {
			builtAt?: string;
		};
		const builtAt = info.builtAt ?? 'unknown';
		return { builtAt, stale: newestChange(sourceDir) > Date.parse(builtAt) };
	} catch {
		return { builtAt: 'unknown', stale: true };
	}
}

async function waitUntilServing(origin: string, exited: () => string | null): Promise<void> {
	const deadline = Date.now() + 90_000;
	while (Date.now() < deadline) {
		const failure = exited();
		if (failure !== null) throw new Error(failure);
		try {
			if ((await fetch(`${origin}/de`)).ok) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`the server at ${origin} did not answer within 90 s`);
}

/**
 * Starts the real server (`src/server/start.ts`) for `site` from `distDir` on loopback `port`
 * with the data dir `dataDir` (seeded with the demo content on start) and waits until it serves.
 */
export async function startServer(options: {
	site: string;
	port: number;
	distDir: string;
	dataDir: string;
}): Promise<BenchServer> {
	const origin = `http://127.0.0.1:${options.port}`;
	const child = spawn(process.execPath, [...startScriptNodeFlags(), 'src/server/start.ts'], {
		env: {
			...process.env,
			...startScriptEnv(),
			SITE: options.site,
			PORT: String(options.port),
			HOST: '127.0.0.1',
			DATA_DIR: options.dataDir,
			DIST_DIR: options.distDir,
		},
		stdio: ['ignore', 'ignore', 'pipe'],
	});
	let errors = '';
	child.stderr.on('data', (chunk: Buffer) => {
		errors = (errors + chunk.toString()).slice(-2000);
	});
	const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	const exited = () =>
		child.exitCode === null
			? null
			: `the ${options.site} server exited (${child.exitCode}): ${errors}`;
	const stop = async () => {
		if (child.exitCode === null) child.kill('SIGTERM');
		await exit;
	};
	try {
		await waitUntilServing(origin, exited);
	} catch (error) {
		await stop();
		throw error;
	}
	return { origin, stop };
}
