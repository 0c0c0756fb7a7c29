import { expect, test, type Page } from '@playwright/test';
import de from '../../src/lib/i18n/de.json' with { type: 'json' };
import en from '../../src/lib/i18n/en.json' with { type: 'json' };
import { CASTLE_URL } from './servers.ts';

/**
 * The service worker (/sw.js, src/lib/service-worker/) on the castle site: hashed build files from
 * its cache, pages always from the network, the offline page in the page's language when the
 * network is gone. The other specs block service workers (playwright.config.ts); this one allows
 * them.
 */
test.use({ serviceWorkers: 'allow' });

/** Opens `path`, waits for the worker to be active and the page to be controlled by it. */
async function controlledPage(page: Page, path: string): Promise<void> {
	await page.goto(`${CASTLE_URL}${path}`);
	await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
	// clients.claim() takes over the open page; reload once if the claim has not landed yet.
	if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
		await page.reload();
	}
	await expect
		.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
		.toBe(true);
}

/** The URLs in the site's caches (the worker's asset cache). */
function cachedUrls(page: Page): Promise<string[]> {
	return page.evaluate(async () => {
		const urls: string[] = [];
		for (const name of await caches.keys()) {
			const cache = await caches.open(name);
			urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
		}
		return urls;
	});
}

test('serves build files from its cache and the offline page in the page’s language', async ({
	page,
	context,
}) => {
	await controlledPage(page, '/de');

	// A controlled load: the page's /_astro/ files go through the worker into its cache.
	const fromWorker: string[] = [];
	page.on('response', (response) => {
		if (new URL(response.url()).pathname.startsWith('/_astro/') && response.fromServiceWorker()) {
			fromWorker.push(new URL(response.url()).pathname);
		}
	});
	await page.reload();
	await expect.poll(() => fromWorker.length).toBeGreaterThan(0);
	await expect.poll(async () => (await cachedUrls(page)).length).toBeGreaterThan(0);
	const cached = await cachedUrls(page);
	// Only build files are stored, never a page.
	for (const path of cached) expect(path, path).toMatch(/^\/(?:_astro|fonts)\//);
	const asset = cached.find((path) => path.endsWith('.js')) ?? cached[0] ?? '';

	await context.setOffline(true);
	try {
		// A build file still loads without network: it comes from the worker's cache.
		const offlineAsset = await page.evaluate(
			(path) => fetch(path).then((response) => response.status),
			asset,
		);
		expect(offlineAsset).toBe(200);

		const german = await page.goto(`${CASTLE_URL}/de/events`);
		expect(german?.status()).toBe(503);
		expect(german?.fromServiceWorker()).toBe(true);
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(de['offline.title']);
		await expect(page.getByText(de['offline.text'])).toBeVisible();
		await expect(page.getByRole('link', { name: de['offline.retry'] })).toHaveAttribute(
			'href',
			'/de/events',
		);

		await page.goto(`${CASTLE_URL}/en/magazine`);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['offline.title']);
		await expect(page.getByText(en['offline.text'])).toBeVisible();
		await expect(page.getByRole('link', { name: en['offline.retry'] })).toHaveAttribute(
			'href',
			'/en/magazine',
		);
	} finally {
		await context.setOffline(false);
	}

	// Back online, 'Try again' loads the real page from the server (no copy kept by the worker).
	const [online] = await Promise.all([
		page.waitForResponse((response) => new URL(response.url()).pathname === '/en/magazine'),
		page.getByRole('link', { name: en['offline.retry'] }).click(),
	]);
	expect(online.status()).toBe(200);
	expect(await online.headerValue('x-request-id')).toBeTruthy();
	await expect(page.locator('[data-offline-retry]')).toHaveCount(0);
	await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	await expect(page.locator('header').first()).toBeVisible();
	for (const path of await cachedUrls(page)) expect(path, path).toMatch(/^\/(?:_astro|fonts)\//);
});

test('leaves back-end calls to the network', async ({ page }) => {
	await controlledPage(page, '/de');
	const api: { path: string; fromWorker: boolean }[] = [];
	page.on('response', (response) => {
		const path = new URL(response.url()).pathname;
		if (/^\/(?:(?:de|en)\/)?api\//.test(path)) {
			api.push({ path, fromWorker: response.fromServiceWorker() });
		}
	});
	await page.evaluate(() => fetch('/de/api/user').then((response) => response.status));
	await expect.poll(() => api.length).toBeGreaterThan(0);
	for (const entry of api) expect(entry.fromWorker, entry.path).toBe(false);
});

test('is not registered on the webshop paths', async ({ page }) => {
	// Every registration the page asks for, counted before the browser starts it.
	await page.addInitScript(() => {
		const container = ServiceWorkerContainer.prototype;
		const register = container.register;
		let calls = 0;
		Object.defineProperty(window, 'serviceWorkerRegistrations', { get: () => calls });
		container.register = function (...args: Parameters<typeof register>) {
			calls += 1;
			return register.apply(this, args);
		};
	});
	await page.goto(`${CASTLE_URL}/webshop/cart`);
	// The runtime registers the worker at 'load', or at once if it starts later: past both, any
	// registration would have been asked for.
	await page.waitForLoadState('load');
	await expect(page.locator('html')).toHaveAttribute('data-page-runtime', 'started');
	const registrations = () =>
		page.evaluate(
			() =>
				(window as unknown as { serviceWorkerRegistrations: number }).serviceWorkerRegistrations,
		);
	expect(await registrations()).toBe(0);
	expect(
		await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
	).toBe(0);
	// The same count on a page of the site sees the registration: the check above could fail.
	await page.goto(`${CASTLE_URL}/de`);
	await expect.poll(registrations).toBe(1);
});

test('/sw.js is the worker of this build and is always revalidated', async ({ request }) => {
	const response = await request.get(`${CASTLE_URL}/sw.js`);
	expect(response.status()).toBe(200);
	expect(response.headers()['content-type']).toMatch(/javascript/);
	expect(await response.text()).toMatch(/const CACHE = "venue-assets-[0-9a-z]+";/);
	// Set in src/server/start.ts (sirv setHeaders): browsers must ask for a new worker every time.
	expect(response.headers()['cache-control']).toMatch(/\bno-cache\b/);
});
