/**
 * Sends bytes to a server exactly as given — no client normalises the path, the method or the
 * headers — and reads the answer until the server closes the connection (requests should carry
 * `Connection: close`) or `timeoutMs` passes. For hostile-input tests; loopback only.
 */
import { connect } from 'node:net';

export type RawAnswer = {
	/** The status code, or 0 when the server closed without an answer. */
	status: number;
	/** Header names in lower case; a repeated header keeps its last value. */
	headers: Record<string, string>;
	body: string;
	/** Everything the server sent. */
	raw: Buffer;
};

export function rawRequest(
	port: number,
	bytes: string | Buffer,
	options: {
		host?: string;
		timeoutMs?: number;
		localAddress?: string;
		/** End the client's side after the bytes (half-close), as some clients do. */
		halfClose?: boolean;
	} = {},
): Promise<RawAnswer> {
	const { host = '127.0.0.1', timeoutMs = 10_000, localAddress, halfClose = false } = options;
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		// A loopback source such as 127.0.0.2 plays a client at another address.
		const socket = connect({ port, host, ...(localAddress ? { localAddress } : {}) });
		const timer = setTimeout(() => {
			socket.destroy();
			reject(new Error(`no end of answer within ${timeoutMs} ms`));
		}, timeoutMs);
		socket.on('data', (chunk) => chunks.push(chunk));
		// A server may reset a connection it refuses: what arrived before still counts.
		socket.on('error', () => socket.destroy());
		socket.on('close', () => {
			clearTimeout(timer);
			resolve(parseAnswer(Buffer.concat(chunks)));
		});
		if (halfClose) socket.end(bytes);
		else socket.write(bytes);
	});
}

/** A GET of `target` as written, with `Connection: close` and any extra header lines. */
export function rawGet(
	port: number,
	target: string,
	extraHeaders: string[] = [],
): Promise<RawAnswer> {
	const lines = [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', ...extraHeaders, 'Connection: close'];
	return rawRequest(port, `${lines.join('\r\n')}\r\n\r\n`);
}

function parseAnswer(raw: Buffer): RawAnswer {
	const text = raw.toString('latin1');
	const headEnd = text.indexOf('\r\n\r\n');
	const head = headEnd < 0 ? text : text.slice(0, headEnd);
	const [statusLine = '', ...headerLines] = head.split('\r\n');
	const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
	const headers: Record<string, string> = {};
	for (const line of headerLines) {
		const colon = line.indexOf(':');
		if (colon > 0)
			headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
	}
	const body = headEnd < 0 ? '' : raw.subarray(headEnd + 4).toString('utf8');
	return { status, headers, body, raw };
}
