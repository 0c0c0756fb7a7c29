import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RENDER_CACHE_DEFAULTS, RenderCache } from '../../../src/server/render-cache.ts';

const closers: (() => void)[] = [];
afterEach(() => {
	for (const close of closers.splice(0)) close();
});

type Renderer = (res: ServerResponse, count: number) => void;

/** A server answering every request through `cache`, rendering with `renderer`; counts renders. */
async function serve(cache: RenderCache, renderer: Renderer) {
	let renders = 0;
	const server = createServer((req, res) => {
		res.setHeader('X-Request-Id', `id-${Math.random()}`);
		cache.handle(req.url ?? '/', res, () => {
			renders += 1;
			renderer(res, renders);
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	closers.push(() => server.close());
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return { get: (path = '/de/events') => fetch(`${origin}${path}`), renders: () => renders };
}

const page: Renderer = (res, count) => {
	res.writeHead(res.statusCode, { 'Content-Type': 'text/html; charset=utf-8' });
	res.write('<h1>');
	res.end(`render ${count}</h1>`);
};

describe('RenderCache', () => {
	it('answers again from the cache while fresh, with its own request headers', async () => {
		let now = 0;
		const site = await serve(
			new RenderCache({ freshMs: 1000, staleMs: 0, maxBytes: 1e6, now: () => now }),
			page,
		);
		const first = await site.get();
		expect(await first.text()).toBe('<h1>render 1</h1>');
		now = 999;
		const second = await site.get();
		expect(await second.text()).toBe('<h1>render 1</h1>');
		expect(second.headers.get('x-render-cache')).toBe('hit');
		expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
		expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
		now = 1000;
		expect(await (await site.get()).text()).toBe('<h1>render 2</h1>');
		expect(await (await site.get('/en/events')).text()).toBe('<h1>render 3</h1>');
	});

	it('lets simultaneous requests share one render', async () => {
		const cache = new RenderCache({ freshMs: 1000, staleMs: 0, maxBytes: 1e6 });
		const site = await serve(cache, (res, count) => setTimeout(() => page(res, count), 50));
		const bodies = await Promise.all(
			Array.from({ length: 8 }, async () => (await site.get()).text()),
		);
		expect(new Set(bodies)).toEqual(new Set(['<h1>render 1</h1>']));
		expect(site.renders()).toBe(1);
	});

	it('serves the stale answer to others while one request renders it anew', async () => {
		let now = 0;
		const cache = new RenderCache({ freshMs: 1000, staleMs: 5000, maxBytes: 1e6, now: () => now });
		const site = await serve(cache, (res, count) =>
			count === 1 ? page(res, count) : setTimeout(() => page(res, count), 400),
		);
		await (await site.get()).text();
		now = 2000;
		const renewing = site.get();
		await new Promise((resolve) => setTimeout(resolve, 150));
		expect(await (await site.get()).text()).toBe('<h1>render 1</h1>');
		expect(await (await renewing).text()).toBe('<h1>render 2</h1>');
		now = 2999;
		expect(await (await site.get()).text()).toBe('<h1>render 2</h1>');
	});

	it('forgets everything on clear(), and keeps no answer that sets a cookie or fails', async () => {
		const cache = new RenderCache({ freshMs: 60_000, staleMs: 0, maxBytes: 1e6 });
		const site = await serve(cache, (res, count) => {
			if (count === 2) res.setHeader('Set-Cookie', 'a=b');
			res.statusCode = count === 3 ? 404 : 200;
			page(res, count);
		});
		await site.get();
		cache.clear();
		expect(await (await site.get()).text()).toBe('<h1>render 2</h1>');
		expect(await (await site.get()).text()).toBe('<h1>render 3</h1>');
		expect(await (await site.get()).text()).toBe('<h1>render 4</h1>');
		expect(await (await site.get()).text()).toBe('<h1>render 4</h1>');
		expect(cache.size).toBe(1);
	});

	it('drops the oldest answers beyond its byte budget', async () => {
		const cache = new RenderCache({ freshMs: 60_000, staleMs: 0, maxBytes: 40 });
		const site = await serve(cache, page);
		await site.get('/de/a');
		await site.get('/de/b');
		await site.get('/de/c');
		expect(cache.size).toBe(2);
		expect(await (await site.get('/de/a')).text()).toBe('<h1>render 4</h1>');
	});

	it('holds at most 8 MB of answers by default, however many distinct pages are asked for', async () => {
		// The soak's many query strings (dates, searches, API pages) fill any budget; each body kept
		// is resident memory.
		const cache = new RenderCache();
		const body = 'x'.repeat(100_000);
		const site = await serve(cache, (res) => {
			res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
			res.end(body);
		});
		for (let n = 0; n < 100; n += 1) await (await site.get(`/de/events?date=${n}`)).arrayBuffer();
		expect(RENDER_CACHE_DEFAULTS.maxBytes).toBe(8 * 1024 * 1024);
		expect(cache.size).toBe(Math.floor(RENDER_CACHE_DEFAULTS.maxBytes / body.length));
		await (await site.get('/de/events?date=0')).arrayBuffer();
		expect(site.renders()).toBe(101);
	});

	it('keeps at most maxEntries answers, however small', async () => {
		const cache = new RenderCache({ freshMs: 60_000, staleMs: 0, maxEntries: 3 });
		const site = await serve(cache, page);
		for (let n = 0; n < 10; n += 1) await site.get(`/de/events?x=${n}`);
		expect(cache.size).toBe(3);
	});
});
