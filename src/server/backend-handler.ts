import { Hono } from 'hono';
import { proxy } from 'hono/proxy';
import type { IncomingHttpHeaders } from 'node:http';
import { clientAddress, isTlsConnection } from '../backend/http/forwarded.ts';
import { provideEmbeddedBackend } from '../lib/cms/transport.ts';
import type { ContentChange } from '../backend/app.ts';
import { createEmbeddedBackend } from '../backend/embedded.ts';
import { warmSearchIndex } from '../backend/content/search-sync.ts';
import type { Database } from '../backend/db/database.ts';

/** The client's request as @hono/node-server passes it on (`env.incoming`). */
export type ClientRequest = {
	socket: { remoteAddress?: string | undefined };
	headers: IncomingHttpHeaders;
};

/**
 * Headers that stay on the client's hop: forwarding headers it may forge (only this server's own
 * reach the back end) and the hop-by-hop ones — a client's `Connection: close` passed on made the
 * back end close while a body was still being sent (EPIPE, 502).
 */
const NOT_FORWARDED = new Set([
	'forwarded',
	'x-forwarded-for',
	'x-forwarded-proto',
	'x-forwarded-host',
	'x-real-ip',
	'connection',
	'keep-alive',
	'proxy-connection',
	'te',
	'upgrade',
]);

/**
 * The headers sent on to an external back end: the client's, without any forwarding header it
 * sent itself, plus this server's own — the client's address and scheme as this server resolved
 * them (believing a proxy in front only when TRUSTED_PROXIES lists it), and the Host asked for.
 * Requests the server makes itself (no `incoming`) carry none.
 */
export function forwardingHeaders(
	sent: Record<string, string>,
	incoming: ClientRequest | undefined,
): Record<string, string> {
	const headers = Object.fromEntries(
		Object.entries(sent).filter(([name]) => !NOT_FORWARDED.has(name.toLowerCase())),
	);
	if (!incoming) return headers;
	const facts = {
		remoteAddress: incoming.socket.remoteAddress,
		encrypted: 'encrypted' in incoming.socket,
		headers: incoming.headers,
	};
	headers['X-Forwarded-For'] = clientAddress(facts);
	headers['X-Forwarded-Proto'] = isTlsConnection(facts) ? 'https' : 'http';
	if (sent['host']) headers['X-Forwarded-Host'] = sent['host'];
	return headers;
}

/** The back end this server answers back-end paths with. */
export type BackendMount = {
	/** `env` is what @hono/node-server passes: the client's request, for its address. */
	fetch: (request: Request, env?: { incoming?: ClientRequest }) => Response | Promise<Response>;
	/** The embedded back end's database (none behind a proxy), for the health check. */
	db?: Database;
	close(): Promise<void>;
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
		const app = new Hono<{ Bindings: { incoming?: ClientRequest } }>();
		// An unreachable back end is a gateway failure, not an error of this server.
		app.onError((error, c) => {
			console.error('back end unreachable:', error.message, error.cause ?? '');
			return c.json({ error: 'Back end unreachable' }, 502);
		});
		app.all('*', (c) => {
			const url = new URL(c.req.url);
			return proxy(`${externalUrl}${url.pathname}${url.search}`, {
				...c.req,
				headers: forwardingHeaders(c.req.header(), c.env?.incoming),
			});
		});
		return { fetch: (request, env) => app.fetch(request, env), close: () => Promise.resolve() };
	}
	let db: Database | undefined;
	const backend = await provideEmbeddedBackend(async () => {
		const made = await createEmbeddedBackend({
			dataDir: options.dataDir,
			site: options.site,
			sendMail: true,
			...(options.onChange ? { onChange: options.onChange } : {}),
		});
		db = made.db;
		warmSearchIndex(made.db, options.site);
		return made;
	});
	return {
		fetch: (request, env) => backend.app.fetch(request, env),
		...(db ? { db } : {}),
		close: () => backend.close(),
	};
}
