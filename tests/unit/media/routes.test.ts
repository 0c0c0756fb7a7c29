import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import { createDemoMediaApp } from '../../../demo/pictures/routes.ts';

let dataDir: string;
let outside: string;
let app: Hono;

beforeAll(async () => {
	dataDir = await mkdtemp(join(tmpdir(), 'media-data-'));
	outside = await mkdtemp(join(tmpdir(), 'media-outside-'));
	const uploads = join(dataDir, 'media', 'uploads');
	await mkdir(join(uploads, 'programm', '2025'), { recursive: true });
	await writeFile(join(uploads, 'programm', '2025', 'plakat.pdf'), '%PDF-1.7 demo');
	await writeFile(join(uploads, 'foto mit leerzeichen.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
	await writeFile(join(uploads, 'clip.mp4'), Buffer.from('0123456789'));
	await writeFile(join(uploads, 'zeichnung.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
	await writeFile(join(uploads, '.env'), 'SECRET=1');
	await writeFile(join(dataDir, 'cms.sqlite'), 'not for the public');
	await writeFile(join(outside, 'secret.txt'), 'secret');
	await symlink(join(outside, 'secret.txt'), join(uploads, 'link.txt'));
	// The content of these tests uses two demo images.
	const used = new Set(['concert/klangwege-kirche', 'hall/gartensaal']);
	app = new Hono();
	app.route('/', createDemoMediaApp(dataDir, { refers: (p) => used.has(`${p.motif}/${p.seed}`) }));
	app.route('/', createMediaApp(dataDir));
});

afterAll(async () => {
	await rm(dataDir, { recursive: true, force: true });
	await rm(outside, { recursive: true, force: true });
});

describe('GET /media/demo/…', () => {
	const cases = [
		['jpg', 'image/jpeg', (b: Buffer) => b[0] === 0xff && b[1] === 0xd8],
		['webp', 'image/webp', (b: Buffer) => b.toString('latin1', 8, 12) === 'WEBP'],
		['avif', 'image/avif', (b: Buffer) => b.toString('latin1', 4, 12) === 'ftypavif'],
	] as const;

	it.each(cases)(
		'answers %s with its content type and a year of caching',
		async (format, type, magic) => {
			const res = await app.request(`/media/demo/concert/klangwege-kirche/16x9/320.${format}`);
			expect(res.status).toBe(200);
			expect(res.headers.get('content-type')).toBe(type);
			expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
			const body = Buffer.from(await res.arrayBuffer());
			expect(magic(body)).toBe(true);
			expect(Number(res.headers.get('content-length'))).toBe(body.length);
		},
	);

	it('caches renditions under the data dir', async () => {
		await app.request('/media/demo/hall/gartensaal/4x5/320.jpg');
		const dir = join(dataDir, 'cache', 'media-demo', 'v1', 'hall', 'gartensaal', '4x5');
		expect(await readdir(dir)).toEqual(['320.jpg']);
	});

	it.each([
		['/media/demo/selfie/a/3x2/320.jpg', 'motif'],
		['/media/demo/castle/Schloss/3x2/320.jpg', 'seed'],
		['/media/demo/castle/schloss_ost/3x2/320.jpg', 'seed'],
		[`/media/demo/castle/${'a'.repeat(81)}/3x2/320.jpg`, 'seed'],
		['/media/demo/castle/a..b/3x2/320.jpg', 'seed'],
		['/media/demo/castle/..%2f..%2fcms/3x2/320.jpg', 'seed'],
		['/media/demo/castle/a/5x4/320.jpg', 'ratio'],
		['/media/demo/castle/a/3x2/321.jpg', 'width'],
		['/media/demo/castle/a/3x2/99999.jpg', 'width'],
		['/media/demo/castle/a/3x2/abc.jpg', 'width'],
		['/media/demo/castle/a/3x2/320.bmp', 'format'],
		['/media/demo/castle/a/3x2/320.svg', 'format'],
		['/media/demo/castle/a/3x2/320', 'file'],
	])('answers %s with 400 naming %s', async (path, field) => {
		const res = await app.request(path);
		expect(res.status).toBe(400);
		expect(res.headers.get('content-type')).toMatch(/^application\/json/);
		const body = (await res.json()) as { error: string; field: string };
		expect(body.field).toBe(field);
		expect(body.error.length).toBeGreaterThan(0);
	});

	it('answers unknown shapes under /media/demo with JSON 404', async () => {
		for (const path of ['/media/demo/castle/a/3x2', '/media/demo/castle/%2e%2e/3x2/320.jpg']) {
			// (%2e%2e is a dot segment: the URL parser removes it along with the seed before it.)
			const res = await app.request(path);
			expect(res.status, path).toBe(404);
			expect(await res.json()).toMatchObject({ field: 'path' });
		}
	});
});

describe('GET /media/uploads/…', () => {
	it('serves a file with its content type', async () => {
		const res = await app.request('/media/uploads/programm/2025/plakat.pdf');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('application/pdf');
		expect(await res.text()).toBe('%PDF-1.7 demo');
		expect(res.headers.get('etag')).toBeTruthy();
	});

	it('decodes encoded names', async () => {
		const res = await app.request('/media/uploads/foto%20mit%20leerzeichen.jpg');
		expect(res.status).toBe(200);
		expect(res.headers.get('content-type')).toBe('image/jpeg');
		expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
	});

	it('answers 404 for missing files and folders', async () => {
		expect((await app.request('/media/uploads/fehlt.jpg')).status).toBe(404);
		expect((await app.request('/media/uploads/programm')).status).toBe(404);
	});

	it('keeps uploaded SVG inert', async () => {
		const res = await app.request('/media/uploads/zeichnung.svg');
		expect(res.headers.get('content-type')).toBe('image/svg+xml');
		expect(res.headers.get('content-security-policy')).toContain('sandbox');
	});

	it.each([
		'/media/uploads/../cms.sqlite',
		'/media/uploads/%2e%2e/cms.sqlite',
		'/media/uploads/..%2fcms.sqlite',
		'/media/uploads/..%2Fcms.sqlite',
		'/media/uploads/%2e%2e%2fcms.sqlite',
		'/media/uploads/programm/..%2f..%2fcms.sqlite',
		'/media/uploads/..%5ccms.sqlite',
		'/media/uploads/%2fetc%2fpasswd',
		'/media/uploads/plakat.pdf%00.jpg',
		'/media/uploads/%zz',
		'/media/uploads/.env',
		'/media/uploads/link.txt',
	])('refuses %s', async (path) => {
		const res = await app.request(path);
		expect([400, 404]).toContain(res.status);
		const text = await res.text();
		expect(text).not.toContain('not for the public');
		expect(text).not.toContain('SECRET');
		expect(text).not.toContain('secret');
	});

	it('serves byte ranges for media players', async () => {
		const res = await app.request('/media/uploads/clip.mp4', { headers: { Range: 'bytes=2-5' } });
		expect(res.status).toBe(206);
		expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
		expect(await res.text()).toBe('2345');
		const tail = await app.request('/media/uploads/clip.mp4', { headers: { Range: 'bytes=-3' } });
		expect(await tail.text()).toBe('789');
		const bad = await app.request('/media/uploads/clip.mp4', { headers: { Range: 'bytes=20-' } });
		expect(bad.status).toBe(416);
		expect(bad.headers.get('content-range')).toBe('bytes */10');
	});

	it('answers revalidation with 304', async () => {
		const first = await app.request('/media/uploads/clip.mp4');
		const etag = first.headers.get('etag') ?? '';
		const again = await app.request('/media/uploads/clip.mp4', {
			headers: { 'If-None-Match': etag },
		});
		expect(again.status).toBe(304);
	});

	it('answers HEAD without a body', async () => {
		const res = await app.request('/media/uploads/clip.mp4', { method: 'HEAD' });
		expect(res.status).toBe(200);
		expect(res.headers.get('content-length')).toBe('10');
		expect(await res.text()).toBe('');
	});
});
