import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
	answerHalfClosedRequests,
	gateRequest,
	refuseConnect,
} from '../../../src/server/request-gate.ts';
import { rawRequest } from '../../support/raw-http.ts';

let server: Server;
let port = 0;
const seen: string[] = [];

beforeAll(async () => {
	server = createServer((req, res) => {
		const url = gateRequest(req, res, (path) => path.startsWith('/api/'));
		if (!url) return;
		// What the handlers behind the gate do with the target: it must never throw here.
		seen.push(new URL(req.url ?? '', 'http://x').pathname);
		res.end('ok');
	});
	server.on('connect', refuseConnect);
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (method: string, target: string) =>
	rawRequest(port, `${method} ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);

describe('gateRequest', () => {
	it('answers odd targets with 400 before any handler sees them', async () => {
		for (const target of ['//', '/\\', '//?x', '//evil.example:80/x', '/de/%', '/%00']) {
			const answer = await send('GET', target);
			expect(answer.status, target).toBe(400);
			expect(answer.headers['cache-control']).toBe('no-store');
		}
		expect(seen).toEqual([]);
	});

	it('answers methods the site does not serve with 501, page methods it lacks with 405', async () => {
		for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH']) {
			expect((await send(method, '/de')).status, method).toBe(501);
		}
		const put = await send('PUT', '/de/events');
		expect(put.status).toBe(405);
		expect(put.headers['allow']).toBe('GET, HEAD, POST, OPTIONS');
		expect((await send('PUT', '/api/x')).status).toBe(200);
		expect((await send('OPTIONS', '/de')).status).toBe(204);
		expect((await send('OPTIONS', '*')).status).toBe(204);
		expect((await send('CONNECT', 'evil.example:443')).status).toBe(501);
	});

	it('hands on the normalised target', async () => {
		seen.length = 0;
		expect((await send('GET', '/de/x/../events?q=%')).status).toBe(200);
		expect(seen).toEqual(['/de/events']);
	});
});

describe('answerHalfClosedRequests', () => {
	it('answers a client that half-closes after a long request, after its FIN arrived', async () => {
		// The answer is written only once the server has seen the client's end, as a render or a
		// back-end call that outlasts it would: node:http's default aborted it and sent nothing.
		const late = createServer((req, res) => {
			req.socket.once('end', () => res.end('late'));
			req.resume();
		});
		answerHalfClosedRequests(late);
		await new Promise<void>((resolve) => late.listen(0, '127.0.0.1', resolve));
		try {
			const latePort = (late.address() as AddressInfo).port;
			for (const length of [10, 2900, 6000]) {
				const request = `GET /de?q=${'a'.repeat(length)} HTTP/1.1\r\nHost: x\r\n\r\n`;
				const answer = await rawRequest(latePort, request, { halfClose: true });
				expect(answer.status, String(length)).toBe(200);
				expect(answer.body).toBe('late');
			}
		} finally {
			await new Promise<void>((resolve) => late.close(() => resolve()));
		}
	});
});
