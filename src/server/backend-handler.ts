import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { provideEmbeddedBackend } from '../lib/cms/transport.ts';
import { createBackend, type ContentChange } from '../backend/app.ts';

/** The back end this server answers back-end paths with. */
export type BackendMount = {
	/** `env` is Hono node-server's (`incoming`, `outgoing`): the back end reads the client's socket from it. */
	fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
	close(): void;
};

/**
 * Creates the embedded back end (shared with the page renderer through the process-wide holder),
 * or a proxy to `externalUrl` when one is configured.
 */
export async function mountBackend(options: {
	externalUrl: string | null;
	dataDir: string;
	site: 'castle' | 'region';
	/** Hears of every content change of the embedded back end as it is committed. */
	onChange?: (change: ContentChange) => void;
}): Promise<BackendMount> {
	const { externalUrl } = options;
	if (externalUrl) {
		const app = new Hono();
		// An unreachable back end is a gateway failure, not an error of this server.
		app.onError((error, c) => {
			console.error('back end unreachable:', error.message);
			return c.json({ error: 'Back end unreachable' }, 502);
		});
		app.all('*', (c) => {
			const url = new URL(c.req.url);
			return proxy(`${externalUrl}${url.pathname}${url.search}`, {
				...c.req,
				headers: { ...c.req.header(), 'X-Forwarded-Host': c.req.header('host') },
			});
		});
		return { fetch: (request) => app.fetch(request), close: () => {} };
	}
	const backend = await provideEmbeddedBackend(async () =>
		createBackend({
			dataDir: options.dataDir,
			site: options.site,
			...(options.onChange ? { onChange: options.onChange } : {}),
		}),
	);
	return {
		fetch: (request, env) => backend.app.fetch(request, env),
		close: () => backend.close(),
	};
}
