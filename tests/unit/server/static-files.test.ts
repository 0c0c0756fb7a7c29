import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../../src/server/compression.ts';
import { gateRequest } from '../../../src/server/request-gate.ts';
import { byteRange, sendStaticFile, StaticFiles } from '../../../src/server/static-files.ts';
import { rawGet, rawRequest } from '../../support/raw-http.ts';

const PAGE = `<!doctype html><title>x</title>${'<p>text</p>'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;
const BIG = Buffer.alloc(40_000, 7);
const HEADERS = {
	'Content-Security-Policy': "default-src 'self'",
	'X-Content-Type-Options': 'nosniff',
};

let root: string;
let server: Server;
let port = 0;
let files: StaticFiles;
const stale = new Set<string>();

function put(path: string, body: string | Buffer, encoded = false): void {
	const file = join(root, path);
	mkdirSync(dirname(file), { recursive: true });
	writeFileSync(file, body);
	if (encoded) {
		writeFileSync(`${file}.gz`, gzipSync(body));
		writeFileSync(`${file}.br`, brotliCompressSync(body));
	}
}

beforeAll(async () => {
	root = mkdtempSync(join(tmpdir(), 'static-files-'));
	put('index.html', PAGE, true);
	put('de/index.html', PAGE, true);
	put('de/über-uns/index.html', PAGE);
	put('de/legacy.html', PAGE);
	put('_astro/app.abc.js', SCRIPT, true);
	put('fonts/a.woff2', 'font');
	put('sw.js', 'self.x=1');
	put('big.bin', BIG);
	put('.env', 'SECRET=1');
	put('.well-known/security.txt', 'Contact: x');
	put('api/x.json', '{}');
	// Everything but big.bin fits: it is streamed from disk.
	files = new StaticFiles(root, {
		headers: HEADERS,
		maxMemoryBytes: 30_000,
		exclude: (path) => path.startsWith('/api/'),
	});
	server = createServer((req, res) => {
		const byTarget = files.byTarget(req.url ?? '');
		const url = byTarget ? null : gateRequest(req, res, () => false);
		if (!byTarget && !url) return;
		const file = byTarget ?? files.find(url!.pathname);
		if (!file || (file.page && stale.has(url?.pathname ?? req.url ?? ''))) {
			res.writeHead(404, { 'X-Rendered': 'on demand' }).end('rendered');
			return;
		}
		sendStaticFile(req, res, file, preferredEncoding(req.headers['accept-encoding']), [
			'X-Request-Id',
			'test',
		]);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
	await new Promise<void>((resolve) => server.close(() => resolve()));
	rmSync(root, { recursive: true, force: true });
});

describe('StaticFiles', () => {
	it('answers each encoding with its own length, ETag and the whole header set', async () => {
		const br = await rawGet(port, '/de/', ['Accept-Encoding: gzip, deflate, br']);
		const gzip = await rawGet(port, '/de/', ['Accept-Encoding: gzip']);
		const identity = await rawGet(port, '/de/');
		expect([br.status, gzip.status, identity.status]).toEqual([200, 200, 200]);
		expect(br.headers['content-encoding']).toBe('br');
		expect(gzip.headers['content-encoding']).toBe('gzip');
		expect(identity.headers['content-encoding']).toBeUndefined();
		expect(identity.body).toBe(PAGE);
		expect(Number(br.headers['content-length'])).toBeLessThan(PAGE.length);
		expect(new Set([br, gzip, identity].map((answer) => answer.headers.etag)).size).toBe(3);
		for (const answer of [br, gzip, identity]) {
			expect(answer.headers).toMatchObject({
				'content-type': 'text/html;charset=utf-8',
				'cache-control': 'public, max-age=0, must-revalidate',
				vary: 'Accept-Encoding',
				'x-prebuilt': 'true',
				'content-security-policy': "default-src 'self'",
				'x-content-type-options': 'nosniff',
				'x-request-id': 'test',
			});
			expect(answer.headers['last-modified']).toMatch(/GMT$/);
		}
	});

	it('sends the CSP with documents only, and the cache rules of each kind of file', async () => {
		const script = await rawGet(port, '/_astro/app.abc.js', ['Accept-Encoding: br']);
		expect(script.headers['content-encoding']).toBe('br');
		expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect(script.headers['content-security-policy']).toBeUndefined();
		expect(script.headers['x-prebuilt']).toBeUndefined();
		expect(script.headers['x-content-type-options']).toBe('nosniff');
		expect((await rawGet(port, '/fonts/a.woff2')).headers['cache-control']).toContain('immutable');
		const worker = await rawGet(port, '/sw.js');
		expect(worker.headers['cache-control']).toBe('no-cache');
		// No encoded copy: identity, whatever the client accepts.
		expect(
			(await rawGet(port, '/sw.js', ['Accept-Encoding: br'])).headers['content-encoding'],
		).toBe(undefined);
	});

	it('names a folder’s index.html with and without the slash, and x.html as x', async () => {
		for (const target of [
			'/',
			'/index.html',
			'/de',
			'/de/',
			'/de/index.html',
			'/de/legacy',
			'/de/legacy.html',
		]) {
			const answer = await rawGet(port, target);
			expect(answer.status, target).toBe(200);
			expect(answer.body, target).toBe(PAGE);
		}
	});

	it('decodes %-escapes as sirv did, and refuses traversal, dotfiles and excluded paths', async () => {
		expect((await rawGet(port, '/de/%C3%BCber-uns/')).status).toBe(200);
		for (const target of [
			'/../../etc/passwd',
			'/de/%2e%2e/%2e%2e/etc/passwd',
			'/%2e%2e%2fetc%2fpasswd',
			'/.env',
			'/de/../.env',
			'/api/x.json',
			'/de%2Findex.html',
			'/nothing',
		]) {
			const answer = await rawGet(port, target);
			expect(answer.body, target).not.toContain('SECRET');
			expect([400, 404], target).toContain(answer.status);
		}
		expect((await rawGet(port, '/.well-known/security.txt')).status).toBe(200);
		// A dot segment resolves before the lookup: the gate makes /de/x/../ into /de/.
		expect((await rawGet(port, '/de/x/../')).body).toBe(PAGE);
	});

	it('answers If-None-Match with 304 and the validators, per encoding', async () => {
		const first = await rawGet(port, '/de/', ['Accept-Encoding: gzip']);
		const again = await rawGet(port, '/de/', [
			'Accept-Encoding: gzip',
			`If-None-Match: "other", ${first.headers.etag}`,
		]);
		expect(again.status).toBe(304);
		expect(again.body).toBe('');
		expect(again.headers).toMatchObject({ etag: first.headers.etag, vary: 'Accept-Encoding' });
		expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
		// The gzip ETag does not match the brotli answer.
		const other = await rawGet(port, '/de/', [
			'Accept-Encoding: br',
			`If-None-Match: ${first.headers.etag}`,
		]);
		expect(other.status).toBe(200);
	});

	it('answers HEAD with the headers of a GET and no body', async () => {
		const head = await rawRequest(
			port,
			'HEAD /de/ HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\nConnection: close\r\n\r\n',
		);
		expect(head.status).toBe(200);
		expect(head.body).toBe('');
		expect(head.headers['content-length']).toBe(
			(await rawGet(port, '/de/', ['Accept-Encoding: gzip'])).headers['content-length'],
		);
	});

	it('serves byte ranges of the identity bytes, 416 past the end', async () => {
		const part = await rawGet(port, '/_astro/app.abc.js', [
			'Range: bytes=0-10',
			'Accept-Encoding: br',
		]);
		expect(part.status).toBe(206);
		expect(part.body).toBe(SCRIPT.slice(0, 11));
		expect(part.headers['content-range']).toBe(`bytes 0-10/${SCRIPT.length}`);
		expect(part.headers['content-encoding']).toBeUndefined();
		const tail = await rawGet(port, '/big.bin', ['Range: bytes=-5']);
		expect(tail.status).toBe(206);
		expect(tail.raw.subarray(-5)).toEqual(BIG.subarray(-5));
		expect((await rawGet(port, '/sw.js', ['Range: bytes=999-'])).status).toBe(416);
		// A stale If-Range gets the whole file.
		expect((await rawGet(port, '/sw.js', ['Range: bytes=0-1', 'If-Range: "old"'])).status).toBe(
			200,
		);
		expect(byteRange('bytes=0-1,4-5', 10)).toBeNull();
		expect(byteRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
	});

	it('streams files beyond the memory budget with the same headers', async () => {
		expect(files.memoryBytes).toBeLessThanOrEqual(30_000);
		const answer = await rawGet(port, '/big.bin');
		expect(answer.status).toBe(200);
		expect(answer.headers['content-length']).toBe(String(BIG.length));
		expect(answer.raw.subarray(-BIG.length)).toEqual(BIG);
	});

	it('keeps only the compressed copies of a file that has them in memory', async () => {
		const page = files.find('/de/')!;
		expect(page.identity.body).toBeNull();
		expect(page.gzip?.body).not.toBeNull();
		expect(page.br?.body).not.toBeNull();
		expect(files.find('/de/legacy')!.identity.body).not.toBeNull();
		// Its own bytes, streamed from disk, for a client that accepts no encoding.
		const identity = await rawGet(port, '/de/');
		expect(identity.headers['content-length']).toBe(String(PAGE.length));
		expect(identity.body).toBe(PAGE);
		const loaded = await StaticFiles.load(root, { headers: HEADERS });
		expect(loaded.find('/de/')!.identity.body).toBeNull();
		expect(loaded.find('/de/')!.br?.body?.length).toBeGreaterThan(0);
	});

	it('leaves a stale page to the renderer', async () => {
		stale.add('/de/legacy');
		expect((await rawGet(port, '/de/legacy')).headers['x-rendered']).toBe('on demand');
		stale.clear();
	});
});
