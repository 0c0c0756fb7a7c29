import type { Hono } from 'hono';

/** Sends one request to the content back end and returns its raw answer. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;

type EmbeddedBackend = { app: Hono; close(): Promise<void> };

const EMBEDDED_KEY = Symbol.for('venue-site.embedded-backend');
type BackendHolder = { [EMBEDDED_KEY]?: Promise<EmbeddedBackend> };
const holder = globalThis as BackendHolder;

/** The deployment whose content is served. */
export function currentSiteName(): 'castle' | 'region' {
	return process.env['SITE'] === 'region' ? 'region' : 'castle';
}

/**
 * Registers the embedded back end of this process, so the server and the rendered pages share one
 * instance (one database connection, one change feed). The first caller wins.
 */
export function provideEmbeddedBackend(
	create: () => Promise<EmbeddedBackend>,
): Promise<EmbeddedBackend> {
	holder[EMBEDDED_KEY] ??= create();
	return holder[EMBEDDED_KEY];
}

/** The embedded back end, created on first use with DATA_DIR (default ./data) and SITE. */
export function embeddedBackend(): Promise<EmbeddedBackend> {
	return provideEmbeddedBackend(async () => {
		const { createEmbeddedBackend } = await import('../../backend/embedded.ts');
		return createEmbeddedBackend({
			dataDir: process.env['DATA_DIR'] ?? './data',
			site: currentSiteName(),
		});
	});
}

/** The base URL of an external back end, or null for the embedded one. */
export function externalBaseUrl(): string | null {
	const value = process.env['CMS_API_URL']?.trim();
	return value ? value.replace(/\/+$/, '') : null;
}

/**
 * The transport for this process: HTTP to `CMS_API_URL` when set, otherwise an in-process call into
 * the embedded back end (no network hop during build and server rendering).
 */
export function defaultTransport(): Transport {
	const base = externalBaseUrl();
	if (base) return (path, init) => fetch(`${base}${path}`, init);
	return async (path, init) => {
		const backend = await embeddedBackend();
		return backend.app.request(path, init);
	};
}
