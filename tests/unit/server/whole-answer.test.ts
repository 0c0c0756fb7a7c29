import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { JSON_ANSWER, withWholeAnswer } from '../../../src/server/whole-answer.ts';
import { contentSecurityPolicy, scriptHash } from '../../../src/server/security-headers.ts';

const closers: (() => void)[] = [];
afterEach(() => {
	for (const close of closers.splice(0)) close();
});

const POLICY = contentSecurityPolicy();

/** A server whose every answer carries the site's policy and goes through the wrapper. */
async function serve(
	respond: (res: ServerResponse) => void,
	wrap: (res: ServerResponse) => void = (res) => withWholeAnswer(res),
): Promise<string> {
	const server = createServer((_req, res) => {
		res.setHeader('Content-Security-Policy', POLICY);
		wrap(res);
		respond(res);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => server.close());
	return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

describe('withWholeAnswer', () => {
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

	it('compresses a JSON answer of the back end whole, a tiny one not', async () => {
		const events = {
			count: 40,
			results: Array.from({ length: 40 }, (_, id) => ({ id, name: `Konzert ${id}` })),
		};
		const json = JSON.stringify(events);
		const wrap = (res: ServerResponse) => withWholeAnswer(res, 'br', JSON_ANSWER);
		const url = await serve((res) => {
			const tiny = res.req.url === '/tiny';
			res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': 999 });
			res.write(tiny ? '{"a":' : json.slice(0, 100));
			res.end(tiny ? '1}' : json.slice(100));
		}, wrap);
		const raw = await new Promise<Buffer>((resolve, reject) => {
			const chunks: Buffer[] = [];
			const socket = connect(Number(new URL(url).port), '127.0.0.1', () =>
				socket.end('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
			);
			socket.on('data', (chunk: Buffer) => chunks.push(chunk));
			socket.on('end', () => resolve(Buffer.concat(chunks)));
			socket.on('error', reject);
		});
		const split = raw.indexOf('\r\n\r\n');
		const head = raw.subarray(0, split).toString('latin1');
		const body = raw.subarray(split + 4);
		expect(head).toMatch(/\r\ncontent-encoding: br\r\n/i);
		expect(head).toMatch(/\r\nvary: accept-encoding\r\n/i);
		expect(head).toContain(`\r\nContent-Length: ${body.length}`);
		expect(body.length).toBeLessThan(json.length / 3);
		expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(events);

		const tiny = await fetch(`${url}tiny`);
		expect(tiny.headers.get('content-encoding')).toBeNull();
		expect(await tiny.json()).toEqual({ a: 1 });
	});
});
