/**
 * `npm run bench`: builds nothing itself — run it after `npm run build:all`. Starts the real server
 * for each deployment on a temporary data dir, measures what visitors download per page type and
 * prints a table; writes bench/results.json. Only loopback traffic; ends by itself.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePage, type PageWeight } from './page-weight.ts';

const SITES = [
	{ site: 'castle', port: 4801 },
	{ site: 'region', port: 4802 },
] as const;

/** Page types and one example path each (resolved against the demo content at run time). */
async function examplePages(origin: string): Promise<Record<string, string>> {
	const first = async (path: string) => {
		const body = (await (await fetch(`${origin}${path}`)).json()) as {
			results?: { url: string }[];
		};
		return body.results?.[0]?.url ?? null;
	};
	const pages: Record<string, string> = {
		home: '/de',
		'cms page': '/de/impressum',
		'events list': '/de/events',
		magazine: '/de/magazine',
		productions: '/de/produktionen',
		team: '/de/team',
		'not found': '/de/gibt-es-nicht',
	};
	const event = await first('/de/api/events/?page=1');
	const article = await first('/de/api/articles/?page=1');
	const production = await first('/de/api/productions/?page=1');
	if (event) pages['event'] = event;
	if (article) pages['article'] = article;
	if (production) pages['production'] = production;
	return pages;
}

async function waitForServer(origin: string, timeoutMs = 60_000): Promise<void> {
	const start = Date.now();
	while (Date.now() - start < timeoutMs) {
		try {
			if ((await fetch(`${origin}/de`)).ok) return;
		} catch {
			// Not listening yet.
		}
		await new Promise((resolve) => setTimeout(resolve, 250));
	}
	throw new Error(`server at ${origin} did not start`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const results: Record<string, (PageWeight & { type: string })[]> = {};

for (const { site, port } of SITES) {
	const origin = `http://127.0.0.1:${port}`;
	const dataDir = mkdtempSync(join(tmpdir(), `bench-${site}-`));
	const server = spawn(process.execPath, ['src/server/start.ts'], {
		env: { ...process.env, SITE: site, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
		stdio: 'ignore',
	});
	try {
		await waitForServer(origin);
		const pages = await examplePages(origin);
		results[site] = [];
		for (const [type, path] of Object.entries(pages)) {
			results[site].push({ type, ...(await measurePage(origin, path)) });
		}
	} finally {
		server.kill('SIGTERM');
	}
	console.log(`\nPage weight, ${site} (gzip)`);
	console.table(
		results[site]?.map((row) => ({
			page: row.type,
			path: row.page,
			status: row.status,
			html: kb(row.htmlGzip),
			'js files': row.jsFiles,
			js: kb(row.jsGzip),
			css: kb(row.cssGzip),
		})),
	);
}

writeFileSync(
	join('bench', 'results.json'),
	JSON.stringify({ measuredAt: new Date().toISOString(), pageWeight: results }, null, 2),
);
console.log('\nWritten: bench/results.json');
