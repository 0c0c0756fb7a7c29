import { Hono } from 'hono';
import { dataDirMedia, type MediaStorage } from '../../src/backend/media/store.ts';
import { DemoImageParamError, renderDemoImage } from './demo-images.ts';
import { NO_DEMO_REFERENCES, type DemoReferences } from './demo-references.ts';

/**
 * The demo pictures' app, mounted at the root of the back end beside the media app: `GET
 * /media/demo/:motif/:seed/:ratio/:file` serves a demo image from the demo cache of `media`,
 * rendering it first only when stored content refers to it (`demo`; 404 otherwise, so made-up
 * seeds cost no CPU or disk). `media` may be a data dir: its own folders, as always.
 */
export function createDemoMediaApp(
	media: MediaStorage | string,
	demo: DemoReferences = NO_DEMO_REFERENCES,
): Hono {
	const app = new Hono();
	const { cache } = typeof media === 'string' ? dataDirMedia(media) : media;

	app.get('/media/demo/:motif/:seed/:ratio/:file', async (c) => {
		try {
			const { motif, seed, ratio, file } = c.req.param();
			const image = await renderDemoImage({ motif, seed, ratio, file }, cache, (p) =>
				demo.refers(p),
			);
			if (image === null) {
				return c.json({ error: 'No content uses this demo image', field: 'path' }, 404);
			}
			return c.body(new Uint8Array(image.body), 200, {
				'Content-Type': image.contentType,
				'Content-Length': String(image.body.length),
				'Cache-Control': 'public, max-age=31536000, immutable',
				'X-Content-Type-Options': 'nosniff',
			});
		} catch (error) {
			if (error instanceof DemoImageParamError) {
				return c.json({ error: error.message, field: error.field }, 400);
			}
			console.error('[media] rendering failed for', c.req.path, error);
			return c.json({ error: 'Rendering failed' }, 500);
		}
	});
	app.get('/media/demo/*', (c) =>
		c.json(
			{ error: 'Expected /media/demo/{motif}/{seed}/{ratio}/{width}.{format}', field: 'path' },
			404,
		),
	);

	return app;
}
