import { expect, test } from '@playwright/test';
import {
	CASTLE_DIST,
	OWN_PORTS,
	ownDataDir,
	startNode,
	waitForOk,
	type Started,
} from './fuzz/processes.ts';
import { loginAsStaff } from './staff.ts';

/**
 * Two site servers on one data dir, as behind a load balancer: a login and an edit made through
 * one are honoured by the other, with no shared memory and no restart.
 */

const A = `http://127.0.0.1:${OWN_PORTS.instanceA}`;
const B = `http://127.0.0.1:${OWN_PORTS.instanceB}`;
const DATA_DIR = ownDataDir('instances');
const servers: Started[] = [];

const startSite = async (origin: string, port: number) => {
	const site = startNode('src/server/start.ts', {
		SITE: 'castle',
		PORT: String(port),
		DIST_DIR: CASTLE_DIST,
		DATA_DIR,
		LOG_REQUESTS: 'false',
	});
	servers.push(site);
	await waitForOk(`${origin}/healthz`, site);
};

test.beforeAll(async () => {
	test.setTimeout(90_000);
	// One after the other: the first seeds the shared data dir.
	await startSite(A, OWN_PORTS.instanceA);
	await startSite(B, OWN_PORTS.instanceB);
});

test.afterAll(async () => {
	await Promise.all(servers.map((server) => server.stop()));
});

test('a login and an edit made through one instance count on the other', async ({ playwright }) => {
	test.setTimeout(60_000);
	const staffOnA = await playwright.request.newContext({ baseURL: A });
	const token = await loginAsStaff(staffOnA, 'instances-editor', DATA_DIR);

	const list = await staffOnA.get('/de/pageeditor-api/page-list');
	const pages = (await list.json()) as { id: number; urls: { de?: string } }[];
	const found = pages.find((entry) => entry.urls.de?.split('/').filter(Boolean).length === 2);
	const target = found?.urls.de ? { id: found.id, path: new URL(found.urls.de, A).pathname } : null;
	expect(target, 'a prebuilt CMS page below /de').toBeTruthy();
	if (!target) return;

	const visitor = await playwright.request.newContext();
	const before = await visitor.get(`${B}${target.path}`);
	expect(before.headers()['x-prebuilt']).toBe('true');

	const headline = `Über zwei Instanzen ${Date.now()}`;
	const created = await staffOnA.post('/de/pageeditor-api/headline/', {
		headers: { 'X-CSRFToken': token },
		data: {
			model: 'headline',
			slug: `headline-instances-${Date.now()}`,
			content: headline,
			content_type: 'page',
			object_id: target.id,
		},
	});
	expect(created.status()).toBe(201);

	// B learns of the edit from the shared change feed within its poll interval (5 s).
	await expect
		.poll(async () => (await visitor.get(`${B}${target.path}`)).text(), { timeout: 15_000 })
		.toContain(headline);

	// The session cookie from A is a session on B too (cookies ignore the port).
	const user = await staffOnA.get(`${B}/de/api/user`);
	expect(await user.json()).toMatchObject({ logged: true, is_staff: true });
	await Promise.all([staffOnA.dispose(), visitor.dispose()]);
});
