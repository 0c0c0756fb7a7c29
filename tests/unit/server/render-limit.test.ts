import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RenderLimit } from '../../../src/server/render-limit.ts';

const closers: (() => void)[] = [];
afterEach(() => {
	for (const close of closers.splice(0)) close();
});

/** A server whose renders wait until `finishAll()`; /static answers at once, outside the limit. */
async function serve(limit: RenderLimit) {
	const held: ServerResponse[] = [];
	const server = createServer((req, res) => {
		if (req.url === '/static') {
			res.end('file');
			return;
		}
		limit.run(res, () => held.push(res));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => {
		server.closeAllConnections();
		server.close();
	});
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		get: (path: string) => fetch(`${origin}${path}`),
		held,
		finishAll: () => {
			for (const res of held.splice(0)) res.end('rendered');
		},
	};
}

const until = async (check: () => boolean) => {
	while (!check()) await new Promise((resolve) => setImmediate(resolve));
};

describe('RenderLimit', () => {
	it('runs a few renders at once, queues a few, and turns the rest away with 503', async () => {
		const limit = new RenderLimit({ concurrency: 2, queue: 3, retryAfterSeconds: 2 });
		const site = await serve(limit);
		const answers = Array.from({ length: 8 }, (_, n) => site.get(`/page?${n}`));
		// Two render, three wait: the other three are answered at once.
		await until(() => site.held.length === 2 && limit.waiting === 3);
		for (const answer of await Promise.all(answers.slice(5))) {
			expect(answer.status).toBe(503);
			expect(answer.headers.get('retry-after')).toBe('2');
		}
		// Cached and static answers never wait for a render slot.
		expect((await site.get('/static')).status).toBe(200);
		while (limit.active + limit.waiting > 0) {
			await until(() => site.held.length > 0);
			site.finishAll();
			await new Promise((resolve) => setImmediate(resolve));
		}
		for (const answer of await Promise.all(answers.slice(0, 5))) {
			expect(answer.status).toBe(200);
		}
	});
});
