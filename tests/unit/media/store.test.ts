import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import { directoryStore } from '../../../src/backend/media/store-directory.ts';
import { s3ConfigFromEnv, s3Store } from '../../../src/backend/media/store-s3.ts';
import {
	isMediaKey,
	mediaStorageFromEnv,
	type MediaStore,
} from '../../../src/backend/media/store.ts';
import { startFakeS3, type FakeS3 } from '../../support/fake-s3.ts';

let dir: string;
let s3: FakeS3;
const client = () =>
	new S3Client({
		region: 'eu-central-1',
		endpoint: s3.endpoint,
		forcePathStyle: true,
		credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
	});

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'media-store-'));
	s3 = await startFakeS3('venue-media');
});
afterAll(async () => {
	await rm(dir, { recursive: true, force: true });
	await s3.stop();
});

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
	return new Response(stream).text();
}

const stores: [string, () => MediaStore][] = [
	['directory', () => directoryStore(join(dir, 'store'))],
	[
		'S3',
		() =>
			s3Store({
				bucket: 'venue-media',
				prefix: 'castle/',
				region: 'eu-central-1',
				client: client(),
			}),
	],
];

describe.each(stores)('the %s media store', (_name, make) => {
	it('stores, stats, reads and streams ranges of an object', async () => {
		const store = make();
		const before = Date.now() - 2000;
		await store.put(
			'uploads/library/a/320.webp',
			new TextEncoder().encode('0123456789'),
			'image/webp',
		);
		const info = await store.stat('uploads/library/a/320.webp');
		expect(info?.size).toBe(10);
		expect(info?.lastModified.getTime()).toBeGreaterThanOrEqual(before);
		expect(new TextDecoder().decode(await store.get('uploads/library/a/320.webp'))).toBe(
			'0123456789',
		);
		expect(await text(await store.stream('uploads/library/a/320.webp', { start: 2, end: 5 }))).toBe(
			'2345',
		);
	});

	it('answers undefined for what it does not hold', async () => {
		const store = make();
		expect(await store.stat('uploads/none.jpg')).toBeUndefined();
		expect(await store.get('uploads/none.jpg')).toBeUndefined();
	});

	it('replaces an object whole', async () => {
		const store = make();
		await store.put('uploads/x.txt', new TextEncoder().encode('first version'));
		await store.put('uploads/x.txt', new TextEncoder().encode('second'));
		expect(new TextDecoder().decode(await store.get('uploads/x.txt'))).toBe('second');
	});

	it('removes a folder of objects and nothing beside it', async () => {
		const store = make();
		for (const key of [
			'uploads/library/b/original.png',
			'uploads/library/b/320.webp',
			'uploads/library/bb/320.webp',
		]) {
			await store.put(key, new Uint8Array([1, 2, 3]));
		}
		await store.removeAll('uploads/library/b');
		expect(await store.stat('uploads/library/b/original.png')).toBeUndefined();
		expect(await store.stat('uploads/library/b/320.webp')).toBeUndefined();
		expect(await store.stat('uploads/library/bb/320.webp')).toBeDefined();
	});

	it('refuses keys that could leave its place', async () => {
		const store = make();
		for (const key of [
			'../secret',
			'uploads/../../x',
			'uploads/.env',
			'/abs',
			'a//b',
			'a\\b',
			'c:x',
			'',
		]) {
			await expect(store.put(key, new Uint8Array())).rejects.toThrow(/Invalid media key/);
		}
	});

	it('serves uploads through the media app with ETag and ranges', async () => {
		const store = make();
		await store.put('uploads/programm/plakat.pdf', new TextEncoder().encode('%PDF-1.7 demo'));
		const app = createMediaApp({ files: store, cache: store });
		const whole = await app.request('/media/uploads/programm/plakat.pdf');
		expect(whole.status).toBe(200);
		expect(whole.headers.get('content-type')).toBe('application/pdf');
		expect(await whole.text()).toBe('%PDF-1.7 demo');
		const etag = whole.headers.get('etag') ?? '';
		expect(
			(
				await app.request('/media/uploads/programm/plakat.pdf', {
					headers: { 'if-none-match': etag },
				})
			).status,
		).toBe(304);
		const part = await app.request('/media/uploads/programm/plakat.pdf', {
			headers: { range: 'bytes=0-3' },
		});
		expect(part.status).toBe(206);
		expect(await part.text()).toBe('%PDF');
		expect((await app.request('/media/uploads/programm/none.pdf')).status).toBe(404);
	});
});

describe('the directory store', () => {
	it('follows no link out of its directory', async () => {
		const root = join(dir, 'linked');
		await mkdir(join(root, 'uploads'), { recursive: true });
		await writeFile(join(dir, 'secret.txt'), 'secret');
		await symlink(join(dir, 'secret.txt'), join(root, 'uploads', 'link.txt'));
		const store = directoryStore(root);
		expect(await store.stat('uploads/link.txt')).toBeUndefined();
		expect(await store.get('uploads/link.txt')).toBeUndefined();
	});

	it('keeps objects as files at their key, leaving no temporary file', async () => {
		const root = join(dir, 'files');
		await directoryStore(root).put('uploads/a/b.txt', new TextEncoder().encode('b'));
		expect(await readFile(join(root, 'uploads', 'a', 'b.txt'), 'utf8')).toBe('b');
	});
});

describe('the S3 store', () => {
	it('puts every object under the prefix with its content type', async () => {
		const store = s3Store({
			bucket: 'venue-media',
			prefix: 'region/',
			region: 'x',
			client: client(),
		});
		await store.put('uploads/library/c/original.jpg', new Uint8Array([0xff, 0xd8]), 'image/jpeg');
		expect(s3.objects.get('region/uploads/library/c/original.jpg')?.contentType).toBe('image/jpeg');
	});

	it('answers 503, not 500, when the bucket cannot be reached', async () => {
		const gone = new S3Client({
			region: 'x',
			endpoint: 'http://127.0.0.1:9',
			forcePathStyle: true,
			maxAttempts: 1,
			credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
		});
		const store = s3Store({ bucket: 'venue-media', prefix: '', region: 'x', client: gone });
		const app = createMediaApp({ files: store, cache: store });
		expect((await app.request('/media/uploads/a.jpg')).status).toBe(503);
	});
});

describe('choosing the media store from the environment', () => {
	it('keeps the data dir layout when nothing is set', async () => {
		const media = await mediaStorageFromEnv({}, '/srv/data');
		expect(media.files.location).toBe('/srv/data/media');
		expect(media.cache.location).toBe('/srv/data/cache/media-demo');
	});

	it('uses MEDIA_DIR, with the demo cache inside it', async () => {
		const media = await mediaStorageFromEnv({ MEDIA_DIR: '/mnt/shared/media' }, '/srv/data');
		expect(media.files.location).toBe('/mnt/shared/media');
		expect(media.cache.location).toBe('/mnt/shared/media/cache/media-demo');
	});

	it('uses the bucket when MEDIA_S3_BUCKET is set, over MEDIA_DIR', async () => {
		const media = await mediaStorageFromEnv(
			{
				MEDIA_S3_BUCKET: 'venue',
				MEDIA_S3_ENDPOINT: 'https://s3.example.org',
				MEDIA_S3_PREFIX: '/castle/',
				MEDIA_DIR: '/mnt/shared',
			},
			'/srv/data',
		);
		expect(media.files.location).toBe('s3://venue/castle/ at https://s3.example.org');
		expect(media.cache.location).toBe(
			's3://venue/castle/cache/media-demo/ at https://s3.example.org',
		);
	});

	it('reads region and prefix as documented', () => {
		expect(s3ConfigFromEnv({ AWS_REGION: 'eu-west-1' }, 'b')).toEqual({
			bucket: 'b',
			prefix: '',
			endpoint: undefined,
			region: 'eu-west-1',
		});
		expect(s3ConfigFromEnv({ MEDIA_S3_REGION: 'auto', AWS_REGION: 'eu-west-1' }, 'b').region).toBe(
			'auto',
		);
		expect(() => s3ConfigFromEnv({ MEDIA_S3_PREFIX: '../x' }, 'b')).toThrow(/Invalid media key/);
	});

	it('tells keys apart', () => {
		expect(isMediaKey('uploads/library/x/320.webp')).toBe(true);
		expect(isMediaKey('uploads/ä ö.pdf')).toBe(true);
		expect(isMediaKey('uploads/\u0001x')).toBe(false);
	});
});
