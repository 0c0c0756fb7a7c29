import { expect, test } from '@playwright/test';
import { RENDER_CACHE_DEFAULTS } from '../../src/server/render-cache.ts';
import { declineConsent } from './consent.ts';
import {
	CASTLE_DIST,
	OWN_PORTS,
	ownDataDir,
	startNode,
	waitForOk,
	type Started,
} from './fuzz/processes.ts';

/**
 * Resilience when the back end goes away: a standalone back end (`npm run backend`) and a site
 * server pointed at it with CMS_API_URL, both started here on loopback ports of their own. With the
 * back end stopped, prebuilt pages still serve, on-demand pages answer the 503 page (promptly, not
 * 500, not a hang), the events JSON answers 502/503 and the event-list island shows its error;
 * once the back end is back on the same port, on-demand pages render again without a site restart.
 */

const BACKEND_URL = `http://127.0.0.1:${OWN_PORTS.backend}`;
const SITE_URL = `http://127.0.0.1:${OWN_PORTS.site}`;
const DATA_DIR = ownDataDir('backend-down');
/** How long a page may take while the back end is down: it must fail fast, not hang. */
const DOWN_ANSWER_MS = 10_000;

const servers: Started[] = [];
let backend: Started | undefined;

const startBackend = async () => {
	backend = startNode('src/server/serve-backend.ts', {
		SITE: 'castle',
		PORT: String(OWN_PORTS.backend),
		DATA_DIR,
	});
	servers.push(backend);
	await waitForOk(`${BACKEND_URL}/api/nav`, backend);
};

test.beforeAll(async () => {
	test.setTimeout(60_000);
	await startBackend();
	const site = startNode('src/server/start.ts', {
		SITE: 'castle',
		PORT: String(OWN_PORTS.site),
		DIST_DIR: CASTLE_DIST,
		DATA_DIR,
		CMS_API_URL: BACKEND_URL,
	});
	servers.push(site);
	await waitForOk(`${SITE_URL}/de`, site);
});

test.afterAll(async () => {
	await Promise.all(servers.map((server) => server.stop()));
});

test.beforeEach(async ({ context }) => declineConsent(context, SITE_URL));

test('pages degrade to the 503 page while the back end is down and recover after', async ({
	page,
	request,
}) => {
	test.setTimeout(60_000);
	const get = (path: string) =>
		request.get(`${SITE_URL}${path}`, { timeout: DOWN_ANSWER_MS, maxRedirects: 0 });

	await test.step('back end up: home and events render', async () => {
		expect((await get('/de')).status()).toBe(200);
		expect((await get('/de/events')).status()).toBe(200);
	});

	await test.step('the event list island is open when the back end stops', async () => {
		await page.goto(`${SITE_URL}/de/events`);
		await expect(page.locator('[data-event-list-page][data-hydrated]')).toBeAttached();
		await expect(page.locator('.event-day article')).toHaveCount(10);
		await backend?.stop();
		await page.getByRole('link', { name: 'Weitere Veranstaltungen' }).scrollIntoViewIfNeeded();
		await expect(page.locator('.event-list__failed[role="alert"]')).toBeVisible();
	});

	await test.step('back end down: prebuilt pages serve, on-demand pages say 503', async () => {
		const prebuilt = await get('/de/impressum');
		expect(prebuilt.status()).toBe(200);
		expect(prebuilt.headers()['x-prebuilt']).toBe('true');

		for (const path of ['/de/events', '/de/events/schlossfuehrung-beletage/1001']) {
			// A page rendered moments ago may still come from the render cache (1 s fresh, then up
			// to 10 s more while one request renders it anew): a visitor gets that copy during an
			// outage, and the 503 page once it is older. Rendered at the first step, /de/events may
			// still be young on a fast machine.
			await expect
				.poll(async () => (await get(path)).status(), {
					message: path,
					timeout: RENDER_CACHE_DEFAULTS.freshMs + RENDER_CACHE_DEFAULTS.staleMs + 5_000,
				})
				.toBe(503);
			const started = Date.now();
			const response = await get(path);
			expect(response.status(), path).toBe(503);
			expect(await response.text()).toMatch(/vorübergehend nicht erreichbar|Fehlerseite/);
			expect(Date.now() - started).toBeLessThan(DOWN_ANSWER_MS);
		}
		expect([502, 503]).toContain((await get('/de/events/list.json')).status());
		// The back-end paths of the site's origin are proxied: they fail as a gateway does.
		expect((await get('/api/nav')).status()).toBe(502);
	});

	await test.step('back end back on the same port: on-demand pages render again', async () => {
		await startBackend();
		await expect
			.poll(async () => (await get('/de/events')).status(), { timeout: 15_000 })
			.toBe(200);
		expect((await get('/de/events/schlossfuehrung-beletage/1001')).status()).toBe(200);
		expect((await get('/de/events/list.json')).status()).toBe(200);
	});
});
