/**
 * Runs the site's own rebuilds (Publish on the node server): `astro build` into a new folder of
 * the releases, at the lowest CPU priority and with a heap limit, one at a time — a Publish while
 * one runs queues exactly one more (however many arrive). A finished build is handed to `onBuilt`
 * (which switches the server to it and points the releases at it), then old builds are removed. A
 * failed build is removed, the served one stays; its first error line is reported and its log kept.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setPriority } from 'node:os';
import { createInterface } from 'node:readline';
import type { RebuildRun } from '../../lib/contract/index.ts';
import { compileCacheEnv } from '../../build/compile-cache.ts';
import { BuildOutput } from './build-output.ts';
import { Releases } from './releases.ts';

/** The process that builds the site into `outDir`. */
export type BuildCommand = (outDir: string) => {
	command: string;
	args: string[];
	env?: Record<string, string | undefined>;
};

/** The heap a build may use by default (MB): enough for the site, well short of the machine. */
export const DEFAULT_BUILD_HEAP_MB = 1536;
/** A build running longer than this is stopped (and fails). */
export const DEFAULT_BUILD_TIMEOUT_MS = 30 * 60_000;
/** The child's `nice` value: visitors' requests come first. */
export const BUILD_PRIORITY = 19;

/**
 * `astro build` of the project in the working directory, on this Node, with a heap limit and the
 * builds' compile cache from its first module on (src/build/compile-cache.ts).
 */
export function astroBuildCommand(heapMb = DEFAULT_BUILD_HEAP_MB): BuildCommand {
	return () => ({
		command: process.execPath,
		args: [
			`--max-old-space-size=${heapMb}`,
			join('node_modules', 'astro', 'bin', 'astro.mjs'),
			'build',
		],
		env: compileCacheEnv(),
	});
}

export type BuildRunnerOptions = {
	releases: Releases;
	command: BuildCommand;
	/**
	 * Switches the server to the finished build `name` in `dir` and points the releases at it; a
	 * throw fails the build.
	 */
	onBuilt: (dir: string, name: string) => Promise<void>;
	/** Pages of the build served now: the progress bar's end. */
	expectedPages?: () => number;
	timeoutMs?: number;
	now?: () => Date;
	/** Hears each finished run (e.g. to log it). */
	onFinished?: (run: RebuildRun) => void;
};

/** Answer to a Publish: a build started, or one more is queued after the running one. */
export type BuildRequest = 'started' | 'queued';

export class BuildRunner {
	readonly #options: BuildRunnerOptions;
	#run: RebuildRun | null = null;
	#output: BuildOutput | null = null;
	#queued = false;
	#running: Promise<void> | null = null;
	#child: ReturnType<typeof spawn> | null = null;
	#stopped = false;

	constructor(options: BuildRunnerOptions) {
		this.#options = options;
	}

	/** Starts a build, or queues one (once) when a build is running. */
	request(): BuildRequest {
		if (this.#running) {
			this.#queued = true;
			return 'queued';
		}
		this.#running = this.#loop().finally(() => {
			this.#running = null;
		});
		return 'started';
	}

	/** The running or last build (with its live phase and page count), and whether one is queued. */
	status(): { run: RebuildRun | null; queued: boolean } {
		const run =
			this.#run && this.#output && this.#run.state === 'running'
				? {
						...this.#run,
						phase: this.#run.phase === 'switching' ? ('switching' as const) : this.#output.phase,
						pages: this.#output.pages,
					}
				: this.#run;
		return { run, queued: this.#queued };
	}

	/** Resolves once no build runs or waits. */
	async idle(): Promise<void> {
		while (this.#running) await this.#running;
	}

	/** Stops a running build and drops the queued one (server shutdown). */
	stop(): void {
		this.#stopped = true;
		this.#queued = false;
		this.#child?.kill('SIGTERM');
	}

	async #loop(): Promise<void> {
		do {
			this.#queued = false;
			await this.#buildOnce();
		} while (this.#queued && !this.#stopped);
	}

	async #buildOnce(): Promise<void> {
		const { releases } = this.#options;
		const now = this.#options.now ?? (() => new Date());
		const startedAt = now();
		// Never a folder that exists (the served build, should the clock have gone back).
		let stamp = startedAt.getTime();
		while (existsSync(releases.dirOf(Releases.nameAt(new Date(stamp))))) stamp += 1;
		const name = Releases.nameAt(new Date(stamp));
		const dir = releases.dirOf(name);
		const output = new BuildOutput();
		this.#output = output;
		this.#run = {
			id: name,
			state: 'running',
			phase: 'preparing',
			pages: 0,
			expected_pages: this.#options.expectedPages?.() ?? 0,
			started_at: startedAt.toISOString(),
			finished_at: null,
			error: null,
		};
		let error: string | null = null;
		try {
			await mkdir(releases.logDir, { recursive: true });
			const exit = await this.#spawn(dir, releases.logOf(name), output);
			if (exit.code !== 0 || !Releases.isComplete(dir)) {
				error =
					exit.code === 0
						? 'The build wrote no server entry'
						: output.failureLine(exit.code, exit.signal);
			} else {
				this.#run = { ...this.#run, phase: 'switching', pages: output.pages };
				await this.#options.onBuilt(dir, name);
			}
		} catch (thrown) {
			error = thrown instanceof Error ? thrown.message : String(thrown);
		}
		if (error !== null) await rm(dir, { recursive: true, force: true }).catch(() => {});
		await releases.prune(error === null ? name : undefined).catch(() => {});
		this.#run = {
			...this.#run,
			state: error === null ? 'succeeded' : 'failed',
			phase: error === null ? 'switching' : output.phase,
			pages: output.pages,
			finished_at: now().toISOString(),
			error,
		};
		this.#output = null;
		this.#options.onFinished?.(this.#run);
	}

	#spawn(
		dir: string,
		logFile: string,
		output: BuildOutput,
	): Promise<{ code: number | null; signal: string | null }> {
		const { command, args, env } = this.#options.command(dir);
		return new Promise((resolve) => {
			const log = createWriteStream(logFile);
			const child = spawn(command, args, {
				cwd: process.cwd(),
				env: { ...process.env, ...env, DIST_DIR: dir, NO_COLOR: '1', FORCE_COLOR: '0' },
				stdio: ['ignore', 'pipe', 'pipe'],
			});
			this.#child = child;
			// Before the build starts any worker, so they inherit it.
			if (child.pid !== undefined) {
				try {
					setPriority(child.pid, BUILD_PRIORITY);
				} catch {
					// Not permitted here: the build runs at normal priority.
				}
			}
			const timer = setTimeout(
				() => child.kill('SIGTERM'),
				this.#options.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS,
			);
			timer.unref();
			const follow = (stream: NodeJS.ReadableStream, stderr: boolean) => {
				createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
					log.write(`${line}\n`);
					output.read(line, stderr);
				});
			};
			follow(child.stdout, false);
			follow(child.stderr, true);
			// A command that cannot start: 'close' follows and reports it.
			child.on('error', (error) => {
				output.firstError ??= `The build could not start: ${error.message}`;
			});
			child.on('close', (code, signal) => {
				clearTimeout(timer);
				this.#child = null;
				log.end(`\n[exit ${code ?? signal}]\n`, () => resolve({ code, signal }));
			});
		});
	}
}
