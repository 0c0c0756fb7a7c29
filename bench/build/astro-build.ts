import { spawn } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileCacheEnv } from '../../src/build/compile-cache.ts';

/**
 * Starts the line on which a build reports its CPU time in microseconds (report-cpu.ts): wall-clock
 * time suffers when other work shares the machine, CPU time much less.
 */
export const CPU_MARKER = 'BENCH_BUILD_CPU ';

/** The CPU seconds a build's output reports, or null. */
function cpuSecondsIn(output: string): number | null {
	const line = output.split('\n').find((text) => text.startsWith(CPU_MARKER));
	if (!line) return null;
	const { user, system } = JSON.parse(line.slice(CPU_MARKER.length)) as Record<string, number>;
	return ((user ?? 0) + (system ?? 0)) / 1e6;
}

/** One finished `astro build`: wall-clock and CPU seconds and the HTML files it wrote. */
export type AstroBuild = {
	seconds: number;
	/** CPU time of the build process, all threads (user + system); null when not reported. */
	cpuSeconds: number | null;
	/** Every `.html` file under the build's `client/` folder. */
	htmlFiles: string[];
};

/** The `.html` files under `dir`, as paths relative to it (none when it does not exist). */
export function htmlFilesUnder(dir: string): string[] {
	if (!existsSync(dir)) return [];
	return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) =>
		path.endsWith('.html'),
	);
}

/**
 * Runs `astro build` for `site` as a child process (the Node running the bench) with `DIST_DIR`
 * `distDir` and `DATA_DIR` `dataDir`, so the prerendered pages read that data dir's content through
 * the embedded back end; times it and counts the HTML it wrote. Output is drained and kept only to
 * explain a failure; throws when the build exits non-zero.
 */
export function astroBuild(options: {
	site: string;
	distDir: string;
	dataDir: string;
}): Promise<AstroBuild> {
	// Each build is timed cold: the sizes share many pages byte for byte, and the compressed copies
	// the site's previous build kept (src/server/precompress.ts) would make a larger build look
	// cheaper per page than a first build of its content is.
	rmSync(`node_modules/.astro/precompress-pages/${options.site}`, { recursive: true, force: true });
	const start = performance.now();
	const child = spawn(
		process.execPath,
		['--import', './bench/build/report-cpu.ts', 'node_modules/astro/bin/astro.mjs', 'build'],
		{
			env: {
				...process.env,
				SITE: options.site,
				DIST_DIR: options.distDir,
				DATA_DIR: options.dataDir,
				CMS_API_URL: '',
				// As `npm run build` and the editor's rebuild start it (src/build/compile-cache.ts).
				...compileCacheEnv(),
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	);
	let output = '';
	const keep = (chunk: Buffer) => {
		output = (output + chunk.toString()).slice(-4000);
	};
	child.stdout.on('data', keep);
	child.stderr.on('data', keep);
	return new Promise((resolve, reject) => {
		child.once('error', reject);
		// 'close': after the output, whose last line is the CPU time.
		child.once('close', (code) => {
			const seconds = (performance.now() - start) / 1000;
			if (code !== 0) {
				reject(new Error(`astro build into ${options.distDir} exited ${code}:\n${output}`));
				return;
			}
			resolve({
				seconds,
				cpuSeconds: cpuSecondsIn(output),
				htmlFiles: htmlFilesUnder(join(options.distDir, 'client')),
			});
		});
	});
}
