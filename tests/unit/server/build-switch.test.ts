import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildSwitch } from '../../../src/server/rebuild/build-switch.ts';
import { Releases } from '../../../src/server/rebuild/releases.ts';
import { loadServedBuild, type LoadOptions } from '../../../src/server/rebuild/served-build.ts';
import { sendStaticFile } from '../../../src/server/static-files.ts';

const FAKE = join(import.meta.dirname, '../../support/fake-astro-build.mjs');
const CONNECTIONS = 50;

let root: string;
let releases: Releases;
let server: Server;
let builds: BuildSwitch;
let port: number;
const feedReads: string[] = [];

/** A fake build named `name` whose pages say `text`. */
function fakeBuild(dir: string, text: string): void {
	execFileSync(process.execPath, [FAKE], {
		env: { ...process.env, DIST_DIR: dir, FAKE_TEXT: text, FAKE_PAGES: '2' },
	});
}

const options: LoadOptions = {
	staticFiles: { headers: {} },
	onChange: () => {},
	fetchFeed: async (path) => {
		feedReads.push(path);
		return Response.json({ now: new Date().toISOString(), changes: [] });
	},
};

beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'switch-'));
	releases = new Releases(join(root, 'castle'));
	fakeBuild(releases.baseDir, 'A');
	fakeBuild(releases.dirOf('20261126T120000000Z'), 'B');
	fakeBuild(releases.dirOf('20261126T120100000Z'), 'C');
	builds = new BuildSwitch(await loadServedBuild(releases.baseDir, options), options, () => {});
	// The server's own path for a prebuilt page (src/server/start.ts): one build per request.
	server = createServer((req, res) => {
		const build = builds.current;
		const file = build.staticFiles.byTarget(req.url ?? '');
		if (file) sendStaticFile(req, res, file, null);
		else build.handler(req, res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
	server.closeAllConnections();
	await new Promise((resolve) => server.close(resolve));
	await rm(root, { recursive: true, force: true });
});

/** One GET over `agent`: the body, or the error as 'failed: …'. */
function get(agent: Agent, path: string): Promise<string> {
	return new Promise((resolve) => {
		const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
			let body = '';
			res.setEncoding('utf8');
			res.on('data', (chunk: string) => (body += chunk));
			res.on('end', () => resolve(res.statusCode === 200 ? body : `failed: ${res.statusCode}`));
			res.on('error', (error) => resolve(`failed: ${error.message}`));
		});
		req.on('error', (error) => resolve(`failed: ${error.message}`));
		req.end();
	});
}

describe('switching the served build', () => {
	it('fails no request of 50 keep-alive connections while builds switch back and forth', async () => {
		const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
		let switching = true;
		const seen: string[] = [];
		const client = async () => {
			while (switching) seen.push(await get(agent, '/de/p1/'));
		};
		const clients = Array.from({ length: CONNECTIONS }, client);
		const order = [
			releases.dirOf('20261126T120000000Z'),
			releases.baseDir,
			releases.dirOf('20261126T120100000Z'),
		];
		for (let round = 0; round < 6; round++) {
			const before = seen.length;
			await builds.switchTo(order[round % 3]!);
			// Answers flowed after this switch before the next one.
			while (seen.length < before + CONNECTIONS * 2) await new Promise((r) => setImmediate(r));
		}
		switching = false;
		await Promise.all(clients);
		agent.destroy();
		expect(seen.filter((body) => !body.includes('<p>'))).toEqual([]);
		expect(new Set(seen.map((body) => /<p>(\w)/.exec(body)?.[1]))).toEqual(
			new Set(['A', 'B', 'C']),
		);
		// The last build is served, pages and on-demand answers alike.
		const last = new Agent({ keepAlive: false });
		expect(await get(last, '/de/p2/')).toContain('C 2');
		expect(await get(last, '/de/unknown')).toBe('rendered');
	});

	it('reads the change feed from each build’s start, and follows the pointer another process moves', async () => {
		feedReads.length = 0;
		await builds.switchTo(releases.baseDir);
		expect(builds.current.dir).toBe(releases.baseDir);
		// From the build's start (less the feed's 10 s overlap).
		const since = new Date(Date.parse(builds.current.builtAt.toISOString()) - 10_000);
		expect(feedReads[0]).toBe(
			`/pageeditor-api/changes?since=${encodeURIComponent(since.toISOString())}`,
		);
		await builds.follow(releases); // notes the pointer: none
		await releases.point('20261126T120000000Z'); // e.g. `npm run cms -- rollback`
		await builds.follow(releases);
		expect(builds.current.dir).toBe(releases.dirOf('20261126T120000000Z'));
		await releases.point(null);
		await builds.follow(releases);
		expect(builds.current.dir).toBe(releases.baseDir);
		// A build that cannot load is refused; the served one stays.
		await expect(builds.switchTo(join(root, 'missing'))).rejects.toThrow();
		expect(builds.current.dir).toBe(releases.baseDir);
	});
});
