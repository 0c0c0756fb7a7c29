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
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { CACHE_MAX_AGE_MS, pruneCompressCache } from '../../../src/build/compress-cache.ts';
import { CompressPool } from '../../../src/build/compress-pool.ts';
import { SITE_INLINE_SCRIPTS } from '../../../src/components/layout/inline-scripts.ts';
import { scriptHash } from '../../../src/server/security-headers.ts';
import { precompressDir } from '../../../src/server/precompress.ts';

const dirs: string[] = [];
function tempDir(): string {
	const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
	dirs.push(dir);
	return dir;
}
afterEach(() => {
	for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const page = (body: string) =>
	`<!doctype html><html><head><script>${SITE_INLINE_SCRIPTS[0] ?? ''}</script></head><body>${body.repeat(200)}</body></html>`;

describe('precompressing the build', () => {
	it('writes br and gz copies that unpack to the very bytes of each text file', async () => {
		const dir = tempDir();
		mkdirSync(join(dir, 'de', 'a'), { recursive: true });
		mkdirSync(join(dir, '_astro'));
		const html = page('<p>Schloss Führung</p>');
		writeFileSync(join(dir, 'de', 'a', 'index.html'), html);
		writeFileSync(join(dir, '_astro', 'app.js'), 'console.log(1);\n'.repeat(500));
		writeFileSync(join(dir, 'small.css'), 'a{}');
		writeFileSync(join(dir, 'photo.png'), Buffer.alloc(5000, 7));
		expect(await precompressDir(dir, 2)).toBe(3);
		const file = join(dir, 'de', 'a', 'index.html');
		expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(html);
		expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(html);
		expect(existsSync(join(dir, '_astro', 'app.js.br'))).toBe(true);
		// Too small to gain, or not text: left as they are.
		expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
		expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
	});

	it('fails on a page with an inline script the CSP does not allow, naming page and hash', async () => {
		const dir = tempDir();
		mkdirSync(join(dir, 'de'));
		writeFileSync(join(dir, 'de', 'index.html'), page('<script>alert(1)</script>'));
		await expect(precompressDir(dir, 1)).rejects.toThrow(
			`${join('de', 'index.html')} ${scriptHash('alert(1)')}`,
		);
	});

	it('compresses pages from the bytes it is handed, and holds the sender back when workers lag', async () => {
		const dir = tempDir();
		const pool = new CompressPool(1, 2);
		const html = new TextEncoder().encode(page('<p>x</p>'));
		let waited = 0;
		for (let index = 0; index < 6; index += 1) {
			const room = pool.room();
			let ready = false;
			void room.then(() => (ready = true));
			await Promise.resolve();
			if (!ready) waited += 1;
			await room;
			// The file does not exist yet: the worker writes its copies from the bytes alone.
			pool.submit(join(dir, `${index}.html`), html);
		}
		await pool.drained();
		await pool.close();
		expect(waited).toBeGreaterThan(0);
		expect(pool.errors).toEqual([]);
		expect(gunzipSync(readFileSync(join(dir, '5.html.gz')))).toEqual(Buffer.from(html));
	});

	it('answers each page with its head rewritten in a worker, and compresses those bytes', async () => {
		const dir = tempDir();
		const module = new URL('./head-rewrite-fixture.ts', import.meta.url).href;
		const pool = new CompressPool(2, 32, undefined, {
			module,
			name: 'markHead',
			dirs: { client: '/built', server: '/server' },
		});
		const pages = ['Führung', 'Grüße'].map((title) => page(`<title>${title}</title>`));
		const written = await Promise.all(
			pages.map((html, index) =>
				pool.rewrite(join(dir, `${index}.html`), new TextEncoder().encode(html)),
			),
		);
		await pool.drained();
		await pool.close();
		expect(pool.errors).toEqual([]);
		for (const [index, html] of pages.entries()) {
			const expected = html.replace('</head>', '<meta name="client" content="/built"></head>');
			expect(Buffer.from(written[index]!).toString()).toBe(expected);
			const br = readFileSync(join(dir, `${index}.html.br`));
			expect(brotliDecompressSync(br).toString()).toBe(expected);
		}
	});

	it('starts before the build writes what the head rewrite reads: the rewrite is made for the first page', async () => {
		const dir = tempDir();
		const module = new URL('./head-rewrite-fixture.ts', import.meta.url).href;
		const dirs = { client: dir, server: dir };
		const pool = new CompressPool(1, 32, undefined, { module, name: 'markHeadFromFile', dirs });
		// A job of another kind first: the worker is up while mark.txt does not exist yet.
		writeFileSync(join(dir, 'a.css'), 'p{color:red}'.repeat(200));
		pool.submit(join(dir, 'a.css'));
		await pool.drained();
		writeFileSync(join(dir, 'mark.txt'), 'built');
		const html = new TextEncoder().encode(page('<title>Schloss</title>'));
		const written = await pool.rewrite(join(dir, 'index.html'), html);
		await pool.drained();
		await pool.close();
		expect(pool.errors).toEqual([]);
		expect(Buffer.from(written).toString()).toContain('<meta name="mark" content="built"></head>');
	});

	it('lets the process end while it has been sent no job', () => {
		const url = new URL('../../../src/build/compress-pool.ts', import.meta.url).href;
		const script = join(tempDir(), 'idle-pool.mjs');
		writeFileSync(
			script,
			`import { CompressPool } from ${JSON.stringify(url)};
			const pool = new CompressPool(2);
			process.on('exit', () => console.log(JSON.stringify(pool.errors)));`,
		);
		const child = spawnSync(process.execPath, [script], { timeout: 20_000 });
		expect(child.status).toBe(0);
		expect(child.stdout.toString().trim()).toBe('[]');
	});

	it('answers a page as sent without a head rewrite, and fails the page whose rewrite throws', async () => {
		const dir = tempDir();
		const plain = new CompressPool(1);
		const html = page('<p>x</p>');
		const sent = await plain.rewrite(join(dir, 'a.html'), new TextEncoder().encode(html));
		await plain.drained();
		await plain.close();
		expect(Buffer.from(sent).toString()).toBe(html);

		const module = new URL('./head-rewrite-fixture.ts', import.meta.url).href;
		const failing = new CompressPool(1, 32, undefined, {
			module,
			name: 'markHead',
			dirs: { client: '/built', server: '/server' },
		});
		const failed = failing.rewrite(
			join(dir, 'b.html'),
			new TextEncoder().encode(page('<title>fail</title>')),
		);
		await expect(failed).rejects.toThrow('rewrite failed');
		await failing.drained();
		await failing.close();
		expect(failing.errors.join()).toContain('b.html: rewrite failed');
		expect(existsSync(join(dir, 'b.html.br'))).toBe(false);
	});

	it('reports a file it cannot compress instead of hanging', async () => {
		const dir = tempDir();
		const pool = new CompressPool(1);
		pool.submit(join(dir, 'missing.html'));
		await pool.drained();
		await pool.close();
		expect(pool.errors.join()).toContain('missing.html');
	});
});

async function compressAll(files: string[], cacheDir: string): Promise<void> {
	const pool = new CompressPool(1, 32, { assets: cacheDir });
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

	it('keeps the pages’ copies for the site’s next build, and only the pages it used', async () => {
		const cache = { assets: join(tempDir(), 'assets'), pages: join(tempDir(), 'pages') };
		const build = (pages: Record<string, string>) => {
			const dir = tempDir();
			for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, name), text);
			return dir;
		};
		const compressPages = async (dir: string, names: string[]) => {
			const pool = new CompressPool(1, 32, cache);
			for (const name of names) pool.submit(join(dir, name));
			await pool.drained();
			await pool.close();
			expect(pool.errors).toEqual([]);
		};
		const first = build({ 'a.html': page('Alt '), 'b.html': page('Bleibt ') });
		await compressPages(first, ['a.html', 'b.html']);
		expect(readdirSync(cache.pages)).toHaveLength(2);
		// The unchanged page's entry, doctored: the next build writes its copies from it.
		const pack = (br: Buffer, gz: Buffer) => {
			const length = Buffer.alloc(4);
			length.writeUInt32BE(br.length);
			return Buffer.concat([length, br, gz]);
		};
		const br = readFileSync(join(first, 'b.html.br'));
		const gz = readFileSync(join(first, 'b.html.gz'));
		const entry = readdirSync(cache.pages).find((name) =>
			readFileSync(join(cache.pages, name)).equals(pack(br, gz)),
		);
		const marked = Buffer.concat([br, Buffer.from('cached')]);
		writeFileSync(join(cache.pages, entry!), pack(marked, gz));
		// Built an hour ago: entries the next build does not use are older than it.
		const hourAgo = new Date(Date.now() - 3_600_000);
		for (const name of readdirSync(cache.pages))
			utimesSync(join(cache.pages, name), hourAgo, hourAgo);
		const second = build({ 'a.html': page('Neu '), 'b.html': page('Bleibt ') });
		await compressPages(second, ['a.html', 'b.html']);
		expect(readFileSync(join(second, 'b.html.br'))).toEqual(marked);
		expect(gunzipSync(readFileSync(join(second, 'a.html.gz'))).toString()).toBe(page('Neu '));
		// The first build's version of the changed page is gone; the two the second used stay.
		expect(readdirSync(cache.pages)).toHaveLength(2);
		expect(readdirSync(cache.pages)).toContain(entry);
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
