import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountBackend } from '../../../src/server/backend-handler.ts';
import { rawRequest } from '../../support/raw-http.ts';

const listen = async (server: Server) => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return (server.address() as AddressInfo).port;
};

let external: Server;
let front: Server;
let frontPort = 0;

beforeAll(async () => {
	// The external back end: answers with the headers it received.
	external = createServer((req, res) => {
		res.setHeader('Content-Type', 'application/json');
		res.end(JSON.stringify(req.headers));
	});
	const externalPort = await listen(external);
	const mount = await mountBackend({
		externalUrl: `http://127.0.0.1:${externalPort}`,
		dataDir: '/nonexistent',
		site: 'castle',
	});
	const listener = getRequestListener(mount.fetch);
	front = createServer((req, res) => void listener(req, res));
	frontPort = await listen(front);
});
afterAll(async () => {
	for (const server of [front, external]) {
		server.closeAllConnections();
		await new Promise((resolve) => server.close(resolve));
	}
});

describe('the proxy to an external back end', () => {
	it('sends the client address and scheme it resolved, not what the client claimed', async () => {
		const answer = await rawRequest(
			frontPort,
			[
				'GET /api/events/ HTTP/1.1',
				'Host: venue.example',
				'X-Forwarded-For: 6.6.6.6',
				'X-Forwarded-Proto: https',
				'X-Real-IP: 6.6.6.6',
				'Forwarded: for=6.6.6.6;proto=https',
				'Connection: close',
				'',
				'',
			].join('\r\n'),
		);
		expect(answer.status).toBe(200);
		const received = JSON.parse(answer.body) as Record<string, string>;
		expect(received['x-forwarded-for']).toBe('127.0.0.1');
		expect(received['x-forwarded-proto']).toBe('http');
		expect(received['x-forwarded-host']).toBe('venue.example');
		expect(received['x-real-ip']).toBeUndefined();
		expect(received['forwarded']).toBeUndefined();
	});
});
