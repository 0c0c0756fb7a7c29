import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import de from '../../../src/lib/i18n/de.json' with { type: 'json' };
import en from '../../../src/lib/i18n/en.json' with { type: 'json' };
import { offlinePageHtml } from '../../../src/lib/service-worker/offline-page.ts';
import {
	CACHE_PREFIX,
	serviceWorkerScript,
	unregisteringWorkerScript,
} from '../../../src/lib/service-worker/worker-script.ts';

const ORIGIN = 'https://www.schloss.example';

interface FakeRequest {
	method: string;
	url: string;
	mode: string;
}

type Listener = (event: unknown) => void;

/** Runs a worker script in a sandbox with fake caches and network; returns handles to drive it. */
function loadWorker(source: string, network: (url: string) => Promise<Response>) {
	const listeners = new Map<string, Listener>();
	const stores = new Map<string, Map<string, Response>>([
		[`${CACHE_PREFIX}old`, new Map()],
		['someone-else', new Map()],
	]);
	const calls = { skipWaiting: 0, claim: 0, unregister: 0, fetched: [] as string[] };
	const caches = {
		keys: () => Promise.resolve([...stores.keys()]),
		delete: (name: string) => Promise.resolve(stores.delete(name)),
		open: (name: string) => {
			const store = stores.get(name) ?? new Map<string, Response>();
			stores.set(name, store);
			return Promise.resolve({
				match: (request: FakeRequest) => Promise.resolve(store.get(request.url)?.clone()),
				put: (request: FakeRequest, response: Response) => {
					store.set(request.url, response);
					return Promise.resolve();
				},
			});
		},
	};
	const self = {
		addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
		skipWaiting: () => {
			calls.skipWaiting += 1;
			return Promise.resolve();
		},
		clients: {
			claim: () => {
				calls.claim += 1;
				return Promise.resolve();
			},
		},
		registration: {
			unregister: () => {
				calls.unregister += 1;
				return Promise.resolve(true);
			},
		},
		location: { origin: ORIGIN },
	};
	const fetch = (request: FakeRequest) => {
		calls.fetched.push(request.url);
		return network(request.url);
	};
	runInNewContext(source, { self, caches, fetch, Response, URL, Promise });

	const lifecycle = async (type: 'install' | 'activate') => {
		const waits: Promise<unknown>[] = [];
		listeners.get(type)?.({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
		await Promise.all(waits);
	};
	/** Dispatches a fetch event; the answer, or undefined when the worker did not respondWith. */
	const dispatch = async (path: string, mode = 'cors', method = 'GET') => {
		let answer: Promise<Response> | undefined;
		const waits: Promise<unknown>[] = [];
		listeners.get('fetch')?.({
			request: { method, url: `${ORIGIN}${path}`, mode },
			respondWith: (p: Promise<Response>) => {
				answer = p;
			},
			waitUntil: (p: Promise<unknown>) => waits.push(p),
		});
		const response = answer ? await answer : undefined;
		await Promise.all(waits);
		return response;
	};
	return { listeners, stores, calls, lifecycle, dispatch };
}

const offlinePages = {
	de: offlinePageHtml('de', {
		title: de['offline.title'],
		text: de['offline.text'],
		retry: de['offline.retry'],
	}),
	en: offlinePageHtml('en', {
		title: en['offline.title'],
		text: en['offline.text'],
		retry: en['offline.retry'],
	}),
};
const source = serviceWorkerScript({ buildId: 'b42', offlinePages });
/** A same-origin answer as the browser's fetch gives it (type 'basic'; Node's own are 'default'). */
const basic = (body: string, status = 200): Response =>
	Object.defineProperty(new Response(body, { status }), 'type', { value: 'basic' });
const online = (url: string) => Promise.resolve(basic(`body of ${url}`));
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('serviceWorkerScript', () => {
	it('installs at once, and on activate deletes the caches of earlier builds only', async () => {
		const worker = loadWorker(source, online);
		await worker.lifecycle('install');
		expect(worker.calls.skipWaiting).toBe(1);
		await caches(worker).open();
		await worker.lifecycle('activate');
		expect([...worker.stores.keys()].sort()).toEqual(['someone-else', `${CACHE_PREFIX}b42`]);
		expect(worker.calls.claim).toBe(1);
	});

	it('answers hashed build files from the cache after the first fetch', async () => {
		const worker = loadWorker(source, online);
		const first = await worker.dispatch('/_astro/page-runtime.Bx1.js');
		expect(await first?.text()).toBe(`body of ${ORIGIN}/_astro/page-runtime.Bx1.js`);
		const second = await worker.dispatch('/_astro/page-runtime.Bx1.js');
		expect(await second?.text()).toBe(`body of ${ORIGIN}/_astro/page-runtime.Bx1.js`);
		expect(worker.calls.fetched).toEqual([`${ORIGIN}/_astro/page-runtime.Bx1.js`]);
		expect([...(worker.stores.get(`${CACHE_PREFIX}b42`)?.keys() ?? [])]).toEqual([
			`${ORIGIN}/_astro/page-runtime.Bx1.js`,
		]);
	});

	it('does not cache a missing or failed build file', async () => {
		const worker = loadWorker(source, () => Promise.resolve(basic('', 404)));
		expect((await worker.dispatch('/_astro/gone.js'))?.status).toBe(404);
		expect((await worker.dispatch('/_astro/gone.js'))?.status).toBe(404);
		expect(worker.calls.fetched).toHaveLength(2);
		expect(worker.stores.get(`${CACHE_PREFIX}b42`)?.size ?? 0).toBe(0);
	});

	it('fetches every page navigation from the network and stores none', async () => {
		const worker = loadWorker(source, online);
		await worker.dispatch('/de/events', 'navigate');
		const again = await worker.dispatch('/de/events', 'navigate');
		expect(await again?.text()).toBe(`body of ${ORIGIN}/de/events`);
		expect(worker.calls.fetched).toEqual([`${ORIGIN}/de/events`, `${ORIGIN}/de/events`]);
		expect(worker.stores.get(`${CACHE_PREFIX}b42`)?.size ?? 0).toBe(0);
	});

	it('shows the offline page in the path’s language when a navigation fails', async () => {
		const worker = loadWorker(source, offline);
		const german = await worker.dispatch('/de/events?date=2026-05-01&x="<', 'navigate');
		expect(german?.status).toBe(503);
		expect(german?.headers.get('Cache-Control')).toBe('no-store');
		const html = (await german?.text()) ?? '';
		expect(html).toContain('<html lang="de">');
		expect(html).toContain(de['offline.title']);
		expect(html).toContain(de['offline.retry']);
		expect(html).toContain('href="/de/events?date=2026-05-01&amp;x=%22%3C"');
		expect(html).not.toMatch(/<script|<link|src=|url\(/);

		const english = (await (await worker.dispatch('/en/magazine', 'navigate'))?.text()) ?? '';
		expect(english).toContain('<html lang="en">');
		expect(english).toContain(en['offline.title']);
		expect(english).toContain(`<a href="/en/magazine"`);
	});

	it('puts a retry address with $ signs in literally', async () => {
		const worker = loadWorker(source, offline);
		const html = (await (await worker.dispatch('/de/x?q=$&y=$$', 'navigate'))?.text()) ?? '';
		expect(html).toContain('href="/de/x?q=$&amp;y=$$"');
	});

	it('does not respond to back-end, shop or hub requests, other methods or plain fetches', async () => {
		const worker = loadWorker(source, online);
		expect(await worker.dispatch('/de/api/user')).toBeUndefined();
		expect(await worker.dispatch('/accounts/login/', 'navigate')).toBeUndefined();
		expect(await worker.dispatch('/webshop/cart', 'navigate')).toBeUndefined();
		expect(await worker.dispatch('/cms-hub', 'navigate')).toBeUndefined();
		expect(await worker.dispatch('/de/formular/x', 'navigate', 'POST')).toBeUndefined();
		expect(await worker.dispatch('/de/events', 'cors')).toBeUndefined();
		expect(worker.calls.fetched).toEqual([]);
	});
});

describe('unregisteringWorkerScript', () => {
	it('deletes this site’s caches, unregisters itself and handles no fetch', async () => {
		const worker = loadWorker(unregisteringWorkerScript(), online);
		expect(worker.listeners.has('fetch')).toBe(false);
		await worker.lifecycle('install');
		await worker.lifecycle('activate');
		expect(worker.calls.skipWaiting).toBe(1);
		expect(worker.calls.unregister).toBe(1);
		expect([...worker.stores.keys()]).toEqual(['someone-else']);
	});
});

/** Opens the current build's cache, as a fetch would, before activation. */
function caches(worker: ReturnType<typeof loadWorker>) {
	return {
		open: async () => {
			await worker.dispatch('/_astro/warm.js');
		},
	};
}
