import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneCompileCache } from '../../../src/build/compile-cache.ts';

const MODULE = new URL('../../../src/build/compile-cache.ts', import.meta.url).href;

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A scratch folder with `files` in its sub-folders, e.g. `{ 'v1/a': 'x' }`. */
function scratch(files: Record<string, string> = {}): string {
	root = mkdtempSync(join(tmpdir(), 'compile-cache-'));
	for (const [path, text] of Object.entries(files)) {
		mkdirSync(join(root, path, '..'), { recursive: true });
		writeFileSync(join(root, path), text);
	}
	return root;
}

/** Runs `code` (an ES module) in a new Node process started with `env`; answers its stdout. */
function node(code: string, env: Record<string, string> = {}): string {
	return execFileSync(process.execPath, ['--input-type=module', '-e', code], {
		env: { ...process.env, NODE_COMPILE_CACHE: '', ...env },
		encoding: 'utf8',
	}).trim();
}

describe('the builds’ compile cache', () => {
	it('drops other Node versions’ folders and keeps this version’s while it is small', () => {
		const dir = scratch({ 'v-old/a': 'x', 'v-now/a': 'x', 'v-now/b': 'x' });
		pruneCompileCache(dir, join(dir, 'v-now'), 2);
		expect(readdirSync(dir)).toEqual(['v-now']);
		expect(readdirSync(join(dir, 'v-now')).sort()).toEqual(['a', 'b']);
	});

	it('starts afresh once it holds too many entries, its folder kept for the new ones', () => {
		const dir = scratch({ 'v-now/a': 'x', 'v-now/b': 'x', 'v-now/c': 'x' });
		pruneCompileCache(dir, join(dir, 'v-now'), 2);
		expect(readdirSync(join(dir, 'v-now'))).toEqual([]);
		pruneCompileCache(join(dir, 'missing'), join(dir, 'missing', 'v-now'));
		expect(existsSync(join(dir, 'missing'))).toBe(false);
	});

	it('is on for the process and, through its environment, for the workers it starts', () => {
		const dir = join(scratch(), 'cache');
		const out = node(
			`import { getCompileCacheDir } from 'node:module';
			import { Worker } from 'node:worker_threads';
			const { enableBuildCompileCache } = await import(${JSON.stringify(MODULE)});
			enableBuildCompileCache(${JSON.stringify(dir)});
			const worker = new Worker(
				"import { parentPort } from 'node:worker_threads'; import { getCompileCacheDir } from 'node:module'; parentPort.postMessage(getCompileCacheDir());",
				{ eval: true },
			);
			worker.once('message', (inWorker) => console.log(JSON.stringify([getCompileCacheDir(), inWorker])));`,
		);
		const [inMain, inWorker] = JSON.parse(out) as string[];
		expect(inMain?.startsWith(`${dir}/`)).toBe(true);
		expect(inWorker).toBe(inMain);
	});

	it('never breaks a build: damaged entries are compiled anew', () => {
		const dir = join(scratch({ 'mod.mjs': 'export const answer = 6 * 7;' }), 'cache');
		const run = `const { answer } = await import(${JSON.stringify(join(root, 'mod.mjs'))}); console.log(answer);`;
		expect(node(run, { NODE_COMPILE_CACHE: dir })).toBe('42');
		const [version] = readdirSync(dir);
		const entries = readdirSync(join(dir, version!));
		expect(entries.length).toBeGreaterThan(0);
		for (const entry of entries) writeFileSync(join(dir, version!, entry), 'damaged');
		expect(node(run, { NODE_COMPILE_CACHE: dir })).toBe('42');
	});
});
