import type { Context } from 'hono';
import {
	clientAddress,
	isTlsConnection,
	type ConnectionFacts,
	type ProxyTrust,
} from './forwarded.ts';

/** The part of Hono node-server's `c.env` the back end reads: the Node request and its socket. */
type NodeEnv = {
	incoming?: {
		headers?: ConnectionFacts['headers'];
		socket?: { remoteAddress?: string; encrypted?: boolean };
	};
};

function connectionFacts(c: Context): ConnectionFacts | undefined {
	const incoming = (c.env as NodeEnv | undefined)?.incoming;
	if (!incoming?.socket) return undefined;
	return {
		remoteAddress: incoming.socket.remoteAddress,
		encrypted: incoming.socket.encrypted === true,
		headers: incoming.headers ?? {},
	};
}

/**
 * The client's address as the proxy rules of `forwarded.ts` see it. Without a socket (a call
 * through `app.request()`, or the site's own server-side reads) it is `unknown`: every such
 * caller shares one address, so none can pick its own; forwarding headers are then never read.
 */
export function requestAddress(c: Context, trust?: ProxyTrust): string {
	const facts = connectionFacts(c);
	return facts ? clientAddress(facts, trust) : 'unknown';
}

/**
 * True when the client reached us over TLS (its socket, or a trusted proxy's X-Forwarded-Proto).
 * Without a socket, the request URL's scheme decides: it was made in-process, not sent by a client.
 */
export function isSecureRequest(c: Context, trust?: ProxyTrust): boolean {
	const facts = connectionFacts(c);
	return facts ? isTlsConnection(facts, trust) : new URL(c.req.url).protocol === 'https:';
}
