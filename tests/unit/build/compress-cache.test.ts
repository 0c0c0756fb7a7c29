import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	rmSync,
	utimesSync,
	writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_MAX_AGE_MS, pruneCompressCache } from '../../../src/build/compress-cache.ts';
import { CompressPool } from '../../../src/build/compress-pool.ts';

const dirs: string[] = [];
function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'compress-cache-'));
	dirs.push(dir);
	return dir;
}
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function compressAll(files: string[], cacheDir: string): Promise<void> {
	const pool = new CompressPool(1, 32, cacheDir);
	for (const file of files) pool.submit(file);
	await pool.drained();
	await pool.close();
	expect(pool.errors).toEqual([]);
}

describe('the cache of the assets’ compressed copies', () => {
	it('gives the next build the copies the last one made, and compresses pages anew', async () => {
		const cache = join(tempDir(), 'cache');
		const script = 'export const a = 1;\n'.repeat(300);
		const page = `<!doctype html><p>${'Schloss '.repeat(300)}</p>`;
		const builds = [tempDir(), tempDir()].map((dir) => {
			mkdirSync(join(dir, '_astro'));
			writeFileSync(join(dir, '_astro', 'a.js'), script);
			writeFileSync(join(dir, 'index.html'), page);
			return dir;
		});
		await compressAll(
			['_astro/a.js', 'index.html'].map((file) => join(builds[0]!, file)),
			cache,
		);
		const asset = join(builds[0]!, '_astro', 'a.js');
		expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
		// One entry: the script's; none for the page.
		const [entry, ...others] = readdirSync(cache);
		expect(others).toEqual([]);
		// What the next build writes comes from the entry: a doctored one shows it.
		const br = readFileSync(`${asset}.br`);
		const gz = readFileSync(`${asset}.gz`);
		const marked = Buffer.concat([br, Buffer.from('cached')]);
		const length = Buffer.alloc(4);
		length.writeUInt32BE(marked.length);
		writeFileSync(join(cache, entry!), Buffer.concat([length, marked, gz]));
		await compressAll(
			['_astro/a.js', 'index.html'].map((file) => join(builds[1]!, file)),
			cache,
		);
		expect(readFileSync(join(builds[1]!, '_astro', 'a.js.br'))).toEqual(marked);
		expect(readFileSync(join(builds[1]!, '_astro', 'a.js.gz'))).toEqual(gz);
		const html = join(builds[1]!, 'index.html');
		expect(gunzipSync(readFileSync(`${html}.gz`)).toString()).toBe(page);
	});

	it('removes the entries no build has used for long', () => {
		const cache = tempDir();
		writeFileSync(join(cache, 'old'), 'x');
		writeFileSync(join(cache, 'recent'), 'x');
		const long = new Date(Date.now() - CACHE_MAX_AGE_MS - 60_000);
		utimesSync(join(cache, 'old'), long, long);
		pruneCompressCache(cache);
		expect(existsSync(join(cache, 'old'))).toBe(false);
		expect(existsSync(join(cache, 'recent'))).toBe(true);
	});
});
