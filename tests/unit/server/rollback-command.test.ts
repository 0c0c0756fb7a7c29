import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src/backend/cli/run-cli.ts';
import { Releases } from '../../../src/server/rebuild/releases.ts';

const FAKE = join(import.meta.dirname, '../../support/fake-astro-build.mjs');
let root: string;
let releases: Releases;

beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'rollback-'));
	releases = new Releases(join(root, 'castle'));
	for (const dir of [
		releases.baseDir,
		releases.dirOf('20261126T120000000Z'),
		releases.dirOf('20261126T120100000Z'),
	]) {
		execFileSync(process.execPath, [FAKE], { env: { ...process.env, DIST_DIR: dir } });
	}
	await releases.point('20261126T120100000Z');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function rollback(): Promise<{ code: number; out: string[]; err: string[] }> {
	const out: string[] = [];
	const err: string[] = [];
	const io = { out: (line: string) => out.push(line), err: (line: string) => err.push(line) };
	const code = await runCli(['rollback'], { DIST_DIR: releases.baseDir }, io);
	return { code, out, err };
}

describe('npm run cms -- rollback', () => {
	it('steps back one build at a time, to DIST_DIR last, and then says there is nothing left', async () => {
		expect((await rollback()).code).toBe(0);
		expect(await releases.current()).toBe('20261126T120000000Z');
		const second = await rollback();
		expect(second.out.join('')).toContain(releases.baseDir);
		expect(await releases.current()).toBeNull();
		expect(await releases.servedDir()).toBe(releases.baseDir);
		const third = await rollback();
		expect(third).toMatchObject({ code: 1, err: [expect.stringMatching(/Nothing to roll back/)] });
		// Nothing was deleted: Publish removes old builds, a rollback never does.
		expect(await releases.builds()).toEqual(['20261126T120000000Z', '20261126T120100000Z']);
	});
});
