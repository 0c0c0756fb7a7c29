import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { startRealServer } from '../load/processes.ts';
import { ensureDebianTool, loadUrl, type LoadRun } from '../load/wrk.ts';

/** One search answer under load and the p99 bar it is held to. */
export type SearchLoadTarget = { label: string; path: string; maxP99Ms: number; run: LoadRun };

/** The search answers of the real server under load. */
export type SearchLoad = {
	site: string;
	connections: number;
	seconds: number;
	loadAverage: number;
	targets: SearchLoadTarget[];
};

/**
 * Starts the real server for `site` (build in `distDir`, a fresh data dir with the demo content)
 * and loads the autocomplete call and the search page (rendered on demand), each with a query
 * that needs the forgiving parts (a typo, a compound), with `connections` connections from one
 * wrk thread after `warmupSeconds` of warm-up (which also builds the index).
 */
export async function benchSearchLoad(options: {
	site: string;
	distDir: string;
	port: number;
	connections: number;
	seconds: number;
	warmupSeconds: number;
	maxP99Ms: { autocomplete: number; searchPage: number };
}): Promise<SearchLoad> {
	ensureDebianTool('wrk', 'wrk');
	const dataDir = mkdtempSync(`${tmpdir()}/bench-search-`);
	const server = await startRealServer({
		site: options.site,
		port: options.port,
		distDir: options.distDir,
		dataDir,
	});
	try {
		const targets = [
			{
				label: 'autocomplete',
				path: `/de/api/search/autocomplete/?query=${encodeURIComponent('porzelan')}`,
				maxP99Ms: options.maxP99Ms.autocomplete,
			},
			{
				label: 'search page',
				path: `/de/search?q=${encodeURIComponent('Familien Werkstatt')}`,
				maxP99Ms: options.maxP99Ms.searchPage,
			},
		];
		const measured: SearchLoadTarget[] = [];
		for (const target of targets) {
			const answer = await fetch(`${server.origin}${target.path}`);
			if (answer.status !== 200) throw new Error(`GET ${target.path} answered ${answer.status}`);
			const run = await loadUrl({
				url: `${server.origin}${target.path}`,
				pids: [server.pid],
				connections: options.connections,
				seconds: options.seconds,
				warmupSeconds: options.warmupSeconds,
			});
			measured.push({ ...target, run });
		}
		return {
			site: options.site,
			connections: options.connections,
			seconds: options.seconds,
			loadAverage: loadavg()[0] ?? 0,
			targets: measured,
		};
	} finally {
		await server.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}
