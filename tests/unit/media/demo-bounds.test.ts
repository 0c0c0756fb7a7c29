import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createBackend } from '../../../src/backend/app.ts';
import { demoReferencesIn } from '../../../demo/pictures/demo-references.ts';
import { createDemoMediaApp } from '../../../demo/pictures/routes.ts';
import { jsonWrite, NOW, startBackend, staffJar, tempDataDir } from '../backend/harness.ts';
import { loadDemoPack } from '../../../src/backend/demo-loader.ts';

const DEMO_URL = /\/media\/demo\/[a-z]+\/[a-z0-9-]+\/[0-9]+x[0-9]+\/[0-9]+\.[a-z]+/g;

/** Where a seed's renditions would be cached. */
const seedFolder = (dataDir: string, motif: string, seed: string) =>
	join(dataDir, 'cache', 'media-demo', 'v1', motif, seed);

describe('demo images are rendered only for content that uses them', () => {
	it('serves the images of the demo pages and 404s made-up seeds without rendering', async () => {
		const dataDir = tempDataDir();
		const backend = await createBackend({
			dataDir,
			site: 'castle',
			now: () => NOW,
			content: loadDemoPack,
		});
		try {
			const events = await (await backend.app.request('/de/api/events/?page=1')).text();
			const used = [...new Set(events.match(DEMO_URL) ?? [])];
			expect(used.length).toBeGreaterThan(0);
			for (const url of used.filter((u) => u.endsWith('/320.webp')).slice(0, 2)) {
				const res = await backend.app.request(url);
				expect(res.status, url).toBe(200);
				expect(res.headers.get('content-type')).toBe('image/webp');
			}

			const [, motif = '', seed = '', ratio = ''] = used[0]?.split('/').slice(2) ?? [];
			for (const path of [
				'/media/demo/castle/made-up-seed-1/3x2/320.jpg',
				'/media/demo/portrait/zz-9999/4x5/1920.avif',
				// A seed the content uses, in a width or format it does not:
				`/media/demo/${motif}/${seed}/${ratio}/1920.png`,
				`/media/demo/${motif}/${seed}/21x9/320.gif`,
			]) {
				const started = performance.now();
				const res = await backend.app.request(path);
				expect(res.status, path).toBe(404);
				expect(await res.json()).toMatchObject({ field: 'path' });
				// Rendering a rendition takes hundreds of ms; a refusal takes a lookup.
				expect(performance.now() - started, path).toBeLessThan(100);
			}
			expect(existsSync(seedFolder(dataDir, 'castle', 'made-up-seed-1'))).toBe(false);
			expect(existsSync(seedFolder(dataDir, 'portrait', 'zz-9999'))).toBe(false);
			expect(existsSync(join(seedFolder(dataDir, motif, seed), ratio, '1920.png'))).toBe(false);
		} finally {
			await backend.close();
		}
	});

	it('renders a demo image once an editor puts it into content, and keeps serving it after', async () => {
		const backend = await startBackend({
			extraApps: ({ db, dataDir }) => [createDemoMediaApp(dataDir, demoReferencesIn(db))],
		});
		const jar = await staffJar(backend);
		const url = '/media/demo/stage/neue-premiere/16x9/320.webp';
		expect((await backend.request(url)).status).toBe(404);

		const created = await backend.request(
			'/de/pageeditor-api/html/',
			jsonWrite(jar, 'POST', {
				slug: 'premiere',
				parent: 100,
				html_code: `<figure><img src="${url}" alt="Premiere"></figure>`,
			}),
		);
		expect(created.status).toBe(201);
		const { id } = (await created.json()) as { id: number; html_code: string };
		const served = await backend.request(url);
		expect(served.status).toBe(200);
		expect(served.headers.get('content-type')).toBe('image/webp');

		const removed = await backend.request(
			`/de/pageeditor-api/html/${id}/`,
			jsonWrite(jar, 'PATCH', { html_code: '<p>Bühne</p>' }),
		);
		expect(removed.status).toBe(200);
		// Already rendered: still served from the cache, as pages built earlier may show it.
		expect((await backend.request(url)).status).toBe(200);
		expect((await backend.request(url.replace('320.webp', '640.webp'))).status).toBe(404);
	});
});
