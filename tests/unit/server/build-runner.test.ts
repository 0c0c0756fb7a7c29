import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildRunner, type BuildCommand } from '../../../src/server/rebuild/build-runner.ts';
import { Releases } from '../../../src/server/rebuild/releases.ts';

const FAKE = join(import.meta.dirname, '../../support/fake-astro-build.mjs');
const fake =
	(env: Record<string, string> = {}): BuildCommand =>
	() => ({ command: process.execPath, args: [FAKE], env });

let root: string;
let releases: Releases;
let switched: string[];
beforeEach(async () => {
	root = await mkdtemp(join(tmpdir(), 'rebuild-'));
	releases = new Releases(join(root, 'castle'));
	switched = [];
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A runner whose builds are 1 ms apart in name, switching by pointing the releases. */
function runner(command: BuildCommand, onBuilt?: (dir: string, name: string) => Promise<void>) {
	let clock = Date.parse('2026-11-26T12:00:00Z');
	return new BuildRunner({
		releases,
		command,
		expectedPages: () => 3,
		now: () => new Date((clock += 1)),
		onBuilt:
			onBuilt ??
			(async (_dir, name) => {
				switched.push(name);
				await releases.point(name);
			}),
	});
}

describe('the node server’s rebuild', () => {
	it('builds into a new folder, follows phase and pages, switches to it and keeps its log', async () => {
		const gate = join(root, 'gate');
		const builds = runner(fake({ FAKE_GATE: gate, FAKE_PAGES: '4' }));
		expect(builds.request()).toBe('started');
		const running = builds.status().run!;
		expect(running).toMatchObject({ state: 'running', expected_pages: 3, finished_at: null });
		await writeFile(gate, '');
		await builds.idle();
		const { run, queued } = builds.status();
		expect(queued).toBe(false);
		expect(run).toMatchObject({ state: 'succeeded', pages: 4, error: null, id: running.id });
		expect(switched).toEqual([running.id]);
		expect(await releases.current()).toBe(running.id);
		expect(await releases.servedDir()).toBe(join(root, 'castle-builds', running.id));
		const log = await readFile(releases.logOf(running.id), 'utf8');
		expect(log).toContain('/de/p4/index.html');
	});

	it('queues one build behind the running one, however often Publish is pressed', async () => {
		const gate = join(root, 'gate');
		const builds = runner(fake({ FAKE_GATE: gate }));
		expect(builds.request()).toBe('started');
		expect([builds.request(), builds.request(), builds.request()]).toEqual([
			'queued',
			'queued',
			'queued',
		]);
		expect(builds.status().queued).toBe(true);
		await writeFile(gate, '');
		await builds.idle();
		expect(switched).toHaveLength(2);
		expect(builds.status()).toMatchObject({ queued: false, run: { state: 'succeeded' } });
		expect(builds.request()).toBe('started');
		await builds.idle();
		// Three builds made, the last two kept (the served one and one to roll back to).
		expect(switched).toHaveLength(3);
		expect(await releases.builds()).toEqual(switched.slice(1));
		expect(existsSync(releases.dirOf(switched[0]!))).toBe(false);
	});

	it('keeps the served build after a failure, reports the first error line and keeps the log', async () => {
		const good = runner(fake());
		good.request();
		await good.idle();
		const served = await releases.current();
		const bad = runner(fake({ FAKE_FAIL: '1', FAKE_PAGES: '6' }));
		bad.request();
		await bad.idle();
		const { run } = bad.status();
		expect(run).toMatchObject({
			state: 'failed',
			phase: 'prerendering',
			pages: 3,
			error: "[ERROR] [build] Cannot read properties of undefined (reading 'title')",
		});
		expect(await releases.current()).toBe(served);
		expect(existsSync(releases.dirOf(run!.id))).toBe(false);
		expect(await readFile(releases.logOf(run!.id), 'utf8')).toContain('at page 3');
	});

	it('fails without switching when the command cannot start or the switch refuses the build', async () => {
		const missing = runner(() => ({ command: join(root, 'no-such-command'), args: [] }));
		missing.request();
		await missing.idle();
		expect(missing.status().run).toMatchObject({
			state: 'failed',
			error: expect.stringMatching(/could not start/),
		});
		const refused = runner(fake(), async () => {
			throw new Error('entry failed to load');
		});
		refused.request();
		await refused.idle();
		expect(refused.status().run).toMatchObject({ state: 'failed', error: 'entry failed to load' });
		expect(await releases.current()).toBeNull();
		expect((await readdir(releases.root)).filter((name) => /^\d/.test(name))).toEqual([]);
	});
});
