import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withWholeHtmlAnswer } from '../../../src/server/whole-html-answer.ts';
import { contentSecurityPolicy, scriptHash } from '../../../src/server/security-headers.ts';

const closers: (() => void)[] = [];
afterEach(() => {
	for (const close of closers.splice(0)) close();
});

const POLICY = contentSecurityPolicy();

/** A server whose every answer carries the site's policy and goes through the wrapper. */
async function serve(respond: (res: ServerResponse) => void): Promise<string> {
	const server = createServer((_req, res) => {
		res.setHeader('Content-Security-Policy', POLICY);
		withWholeHtmlAnswer(res);
		respond(res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => server.close());
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('withWholeHtmlAnswer', () => {
	it('sends a streamed HTML answer whole, its policy untouched by the scripts in it', async () => {
		const injected = 'alert(document.cookie)';
		const second = 'document.documentElement.dataset.ready = "1"';
		const url = await serve((res) => {
			res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
			res.write(`<html><head><script>${injected}</script>`);
			res.write(Buffer.from(`</head><body><script type="module">${second}</script>`));
			res.end('<script src="/a.js"></script>ü</body></html>');
		});
		const answer = await fetch(url);
		const policy = answer.headers.get('content-security-policy') ?? '';
		expect(policy).toBe(POLICY);
		expect(policy).not.toContain(scriptHash(injected));
		expect(policy).not.toContain(scriptHash(second));
		const body = `<html><head><script>${injected}</script></head><body><script type="module">${second}</script><script src="/a.js"></script>ü</body></html>`;
		expect(await answer.text()).toBe(body);
		expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(body)));
	});

	it("sends the standard reason phrase of the status, not the renderer's", async () => {
		const url = await serve((res) => {
			// What Astro does for its 404 page: the text of the 200 it was rendered as.
			res.statusMessage = 'OK';
			res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
			res.end('<html><body>Nicht gefunden</body></html>');
		});
		const { port } = new URL(url);
		// Raw bytes: fetch does not show the reason phrase the server wrote.
		const statusLine = await new Promise<string>((resolve, reject) => {
			let received = '';
			const socket = connect(Number(port), '127.0.0.1', () =>
				socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
			);
			socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
			socket.on('end', () => resolve(received.split('\r\n')[0] ?? ''));
			socket.on('error', reject);
		});
		expect(statusLine).toBe('HTTP/1.1 404 Not Found');
	});

	it('leaves other answers alone', async () => {
		const url = await serve((res) => {
			res.writeHead(200, { 'Content-Type': 'application/json' });
			res.write('{"a":');
			res.end('1}');
		});
		const answer = await fetch(url);
		expect(answer.headers.get('content-security-policy')).toBe(POLICY);
		expect(await answer.json()).toEqual({ a: 1 });
	});

	it('passes an answer ended without writeHead straight through', async () => {
		const url = await serve((res) => {
			res.statusCode = 500;
			res.end('Internal Server Error');
		});
		const answer = await fetch(url);
		expect(answer.status).toBe(500);
		expect(answer.headers.get('content-security-policy')).toBe(POLICY);
	});
});
