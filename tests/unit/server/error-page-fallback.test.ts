import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { withErrorPageFallback } from '../../../src/server/error-page-fallback.ts';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
	for (const server of servers.splice(0)) server.close();
});

/** Serves `handler` behind the fallback on a loopback port and GETs it once. */
async function answer(handler: RequestListener): Promise<Response> {
	const server = createServer((req, res) => {
		withErrorPageFallback(res, 'en');
		handler(req, res);
	});
	servers.push(server);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return fetch(`http://127.0.0.1:${port}/en/x`);
}

describe('error page failure fallback', () => {
	it('replaces an empty 5xx answer with the SPEC page and a way home', async () => {
		const response = await answer((_req, res) => {
			res.writeHead(500, { 'Content-Type': 'text/plain' });
			res.end();
		});
		expect(response.status).toBe(500);
		expect(response.headers.get('content-type')).toContain('text/html');
		const html = await response.text();
		expect(html).toContain('An error occurred while showing the error page');
		expect(html).toContain('href="/en"');
	});

	it('replaces the bare text the renderer sends when rendering failed', async () => {
		const response = await answer((_req, res) => {
			res.statusCode = 500;
			res.end('Internal Server Error');
		});
		expect(await response.text()).toContain('An error occurred while showing the error page');
	});

	it('leaves rendered error pages and normal pages alone', async () => {
		const rendered = await answer((_req, res) => {
			res.writeHead(503, { 'Content-Type': 'text/html' });
			res.write('<p>Website offline</p>');
			res.end();
		});
		expect(rendered.status).toBe(503);
		expect(await rendered.text()).toBe('<p>Website offline</p>');
		const empty = await answer((_req, res) => {
			res.writeHead(204);
			res.end();
		});
		expect(empty.status).toBe(204);
	});
});
