import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
	EventTargetPageSchema,
	LIBRARY_IMAGE_MAX_BYTES,
	LibraryImagePageSchema,
	LibraryImageSchema,
	LinkTargetPageSchema,
} from '../../../src/lib/contract/index.ts';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import { demoImage } from '../../../demo/pictures/demo-images.ts';
import { jsonWrite, NOW, parsed, startBackend, staffJar, type CookieJar } from './harness.ts';

/** A multipart upload of `bytes` as `name` with the jar's CSRF token. */
function upload(
	jar: CookieJar,
	name: string,
	bytes: Uint8Array,
	type = 'application/octet-stream',
) {
	const form = new FormData();
	form.append('file', new File([new Uint8Array(bytes)], name, { type }));
	return {
		method: 'POST',
		body: form,
		jar,
		headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
	};
}

const png = (width: number, height: number) =>
	sharp({ create: { width, height, channels: 3, background: '#3a6' } })
		.png()
		.toBuffer();

describe('image library', () => {
	it('stores an uploaded PNG with WebP renditions and lists it newest first', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const response = await backend.request(
			'/de/pageeditor-api/images/',
			upload(jar, 'Garten Blick.png', new Uint8Array(await png(700, 350)), 'image/png'),
		);
		expect(response.status).toBe(201);
		const image = await parsed(response, LibraryImageSchema);
		expect(image).toMatchObject({
			name: 'Garten Blick.png',
			image: { width: 700, height: 350, alt: '' },
		});
		expect(image.image.variants.map((v) => [v.width, v.height, v.format])).toEqual([
			[320, 160, 'webp'],
			[640, 320, 'webp'],
		]);
		expect(image.image_thumbnails).toEqual({
			large: image.image.variants[1]!.url,
			medium: image.image.variants[1]!.url,
			small: image.image.variants[0]!.url,
		});
		// The media app (mounted next to the back end by createBackend) serves the renditions.
		const served = await createMediaApp(backend.dataDir).request(image.image.url);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toBe('image/webp');
		expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(640);

		await backend.request(
			'/de/pageeditor-api/images/',
			upload(jar, 'tiny.png', new Uint8Array(await png(40, 30))),
		);
		const all = await parsed(
			await backend.request('/de/pageeditor-api/images/', { jar }),
			LibraryImagePageSchema,
		);
		expect(all.count).toBe(2);
		expect(all.results.map((entry) => entry.name)).toEqual(['tiny.png', 'Garten Blick.png']);
		expect(all.results[0]?.image.variants.map((v) => v.width)).toEqual([40]);
		const filtered = await parsed(
			await backend.request('/de/pageeditor-api/images/?q=garten', { jar }),
			LibraryImagePageSchema,
		);
		expect(filtered.results.map((entry) => entry.id)).toEqual([image.id]);
		expect((await backend.request('/de/pageeditor-api/images/?page=0', { jar })).status).toBe(400);
		expect((await backend.request('/de/pageeditor-api/images/')).status).toBe(401);
	});

	it('judges the type by the bytes, not the name', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const text = await backend.request(
			'/de/pageeditor-api/images/',
			upload(jar, 'x.png', new TextEncoder().encode('not an image at all'), 'image/png'),
		);
		expect(text.status).toBe(400);
		expect(await text.json()).toMatchObject({
			field: 'file',
			error: expect.stringMatching(/JPEG/),
		});
		const broken = new Uint8Array(await png(50, 50)).slice(0, 40);
		const truncated = await backend.request(
			'/de/pageeditor-api/images/',
			upload(jar, 'broken.png', broken),
		);
		expect(truncated.status).toBe(400);
		expect(await truncated.json()).toMatchObject({ field: 'file' });
		const list = await parsed(
			await backend.request('/de/pageeditor-api/images/', { jar }),
			LibraryImagePageSchema,
		);
		expect(list.count).toBe(0);
	});

	it('refuses files over 10 MB, a missing file, and uploads without CSRF or session', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const big = new Uint8Array(LIBRARY_IMAGE_MAX_BYTES + 1);
		big.set(new Uint8Array(await png(10, 10)));
		const tooBig = await backend.request('/de/pageeditor-api/images/', upload(jar, 'big.png', big));
		expect(tooBig.status).toBe(400);
		expect(await tooBig.json()).toMatchObject({ field: 'file' });
		const form = new FormData();
		form.append('other', 'x');
		const missing = await backend.request('/de/pageeditor-api/images/', {
			method: 'POST',
			body: form,
			jar,
			headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
		});
		expect(await missing.json()).toMatchObject({ field: 'file' });
		const bytes = new Uint8Array(await png(10, 10));
		const noCsrf = await backend.request('/de/pageeditor-api/images/', {
			...upload(jar, 'a.png', bytes),
			headers: {},
		});
		expect(noCsrf.status).toBe(403);
		const { jar: _session, ...withoutSession } = upload(jar, 'a.png', bytes);
		const anonymous = await backend.request('/de/pageeditor-api/images/', {
			...withoutSession,
			headers: { 'x-csrftoken': 't', cookie: 'csrftoken=t' },
		});
		expect(anonymous.status).toBe(401);
	});

	it('offers the demo images the content uses after the uploads', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const image = demoImage({
			motif: 'castle',
			seed: 'garden-view',
			ratio: '3x2',
			alt: 'Schlossgarten',
		});
		const block = await backend.request(
			'/de/pageeditor-api/image/',
			jsonWrite(jar, 'POST', { slug: 'garden', parent: 100, image }),
		);
		expect(block.status).toBe(201);
		await backend.request(
			'/de/pageeditor-api/images/',
			upload(jar, 'upload.png', new Uint8Array(await png(40, 30))),
		);
		const list = await parsed(
			await backend.request('/de/pageeditor-api/images/', { jar }),
			LibraryImagePageSchema,
		);
		expect(list.count).toBe(2);
		expect(list.results.map((entry) => entry.name)).toEqual(['upload.png', 'Schlossgarten']);
		expect(list.results[1]).toMatchObject({
			image: { url: image.url, width: image.width },
			image_thumbnails: { small: expect.stringMatching(/\/320\.webp$/) },
		});
		const filtered = await parsed(
			await backend.request('/de/pageeditor-api/images/?q=SCHLOSS', { jar }),
			LibraryImagePageSchema,
		);
		expect(filtered.results.map((entry) => entry.name)).toEqual(['Schlossgarten']);
	});
});

describe('finders', () => {
	it('finds link targets of every kind by title, case-insensitive, with their site URLs', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const search = async (query: string, locale = 'de') =>
			parsed(
				await backend.request(`/${locale}/pageeditor-api/link-search/?${query}`, { jar }),
				LinkTargetPageSchema,
			);
		const agb = await search('q=agb');
		expect(agb.results).toEqual([
			{ kind: 'page', id: 2, title: 'AGB', url: '/de/agb', detail: '' },
		]);
		const tours = await search('q=F%C3%9CHRUNG');
		expect(tours.results.length).toBeGreaterThan(0);
		expect(
			tours.results.every((hit) => hit.kind === 'event' && hit.title.startsWith('Führung')),
		).toBe(true);
		expect(tours.results[0]?.url).toMatch(/^\/de\/events\/fuehrung-\d+\/\d+$/);
		const person = await search('q=zander');
		expect(person.results).toMatchObject([{ kind: 'person', title: 'Anna Zander' }]);
		const form = await search('q=kontakt');
		expect(form.results).toMatchObject([
			{ kind: 'form', url: expect.stringMatching(/^\/de\/formular\//) },
		]);
		const english = await search('q=terms', 'en');
		expect(english.results).toMatchObject([{ kind: 'page', url: '/en/agb' }]);
		const all = await search('');
		expect(all.results).toHaveLength(20);
		expect(all.count).toBeGreaterThan(20);
		const second = await search('page=2');
		expect(second.results.map((r) => `${r.kind}${r.id}`)).not.toContain(
			`${all.results[0]!.kind}${all.results[0]!.id}`,
		);
		expect((await search('q=nichts-dergleichen')).count).toBe(0);
		expect((await backend.request('/de/pageeditor-api/link-search/?page=x', { jar })).status).toBe(
			400,
		);
		expect((await backend.request('/de/pageeditor-api/link-search/')).status).toBe(401);
	});

	it('finds events, upcoming ones first, then past ones latest first', async () => {
		const seeded = await startBackend();
		const dataDir = seeded.dataDir;
		await seeded.close();
		// Five days later the fixture's first five daily events lie in the past.
		const later = new Date(NOW.getTime() + 5 * 24 * 3600 * 1000);
		const backend = await startBackend({ dataDir, now: later });
		const jar = await staffJar(backend);
		const found = await parsed(
			await backend.request('/de/pageeditor-api/event-search/?q=konzert', { jar }),
			EventTargetPageSchema,
		);
		const starts = found.results.map((event) => Date.parse(event.date_start));
		const firstPast = starts.findIndex((start) => start < later.getTime());
		expect(firstPast).toBeGreaterThan(0);
		const upcoming = starts.slice(0, firstPast);
		const past = starts.slice(firstPast);
		expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
		expect(past.length).toBeGreaterThan(0);
		expect(past.every((start) => start < later.getTime())).toBe(true);
		expect(past).toEqual([...past].sort((a, b) => b - a));
		expect(found.results[0]).toMatchObject({ title: expect.stringMatching(/^Konzert/) });
		expect(found.results.every((event) => event.venue !== '')).toBe(true);
		expect((await backend.request('/de/pageeditor-api/event-search/?q=x')).status).toBe(401);
	});
});
