import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LibraryImageSchema } from '../../../src/lib/contract/index.ts';
import { NO_DEMO_REFERENCES, type DemoReferences } from '../../../demo/pictures/demo-references.ts';
import { createDemoMediaApp } from '../../../demo/pictures/routes.ts';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import { mediaStorageFromEnv } from '../../../src/backend/media/store.ts';
import { loginAs, parsed, startBackend, staffJar, tempDataDir } from './harness.ts';

/** Two back-end instances on one database and one MEDIA_DIR, each with its media app. */
async function twoInstances(refersA: DemoReferences) {
	const dataDir = tempDataDir();
	const media = await mediaStorageFromEnv({ MEDIA_DIR: join(tempDataDir(), 'shared') }, dataDir);
	const a = await startBackend({
		dataDir,
		media,
		extraApps: (ctx) => [createDemoMediaApp(ctx.media, refersA), createMediaApp(ctx.media)],
	});
	// B may render no demo image at all: whatever it serves, it found in the shared store.
	const b = await startBackend({
		dataDir,
		media,
		extraApps: (ctx) => [
			createDemoMediaApp(ctx.media, NO_DEMO_REFERENCES),
			createMediaApp(ctx.media),
		],
	});
	return { a, b, media };
}

describe('media shared by several instances (MEDIA_DIR)', () => {
	it('serves an image uploaded through one instance from the other', async () => {
		const { a, b, media } = await twoInstances(NO_DEMO_REFERENCES);
		const jar = await staffJar(a);
		const form = new FormData();
		const png = await sharp({
			create: { width: 400, height: 200, channels: 3, background: '#a63' },
		})
			.png()
			.toBuffer();
		form.append('file', new File([new Uint8Array(png)], 'Hof.png', { type: 'image/png' }));
		const uploaded = await a.request('/de/pageeditor-api/images/', {
			method: 'POST',
			body: form,
			jar,
			headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
		});
		expect(uploaded.status).toBe(201);
		const entry = await parsed(uploaded, LibraryImageSchema);
		// Nothing of it in either data dir: all in the shared folder.
		expect(await readdir(join(media.files.location, 'uploads', 'library', entry.id))).toEqual([
			'320.webp',
			'original.png',
		]);
		const served = await b.request(entry.image.url);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toBe('image/webp');
		expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).width).toBe(320);
		// And B, on the same database, lists it in its library (signed in there as the same editor).
		const listed = await b.request('/de/pageeditor-api/images/?q=Hof', {
			jar: await loginAs(b, 'editor'),
		});
		expect(JSON.stringify(await listed.json())).toContain(entry.id);
	});

	it('renders a demo image once: the other instance serves it from the shared cache', async () => {
		const { a, b } = await twoInstances({ refers: () => true });
		const url = '/media/demo/hall/gartensaal/4x5/320.webp';
		expect((await b.request(url)).status).toBe(404); // not rendered yet, and B may not render
		const rendered = await a.request(url);
		expect(rendered.status).toBe(200);
		const fromB = await b.request(url);
		expect(fromB.status).toBe(200);
		expect(Buffer.from(await fromB.arrayBuffer())).toEqual(
			Buffer.from(await rendered.arrayBuffer()),
		);
	});
});
