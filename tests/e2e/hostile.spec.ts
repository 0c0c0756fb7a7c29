import { expect, test } from '@playwright/test';
import { mapConcurrent } from '../../bench/map-concurrent.ts';
import { rawGet, rawRequest } from '../support/raw-http.ts';
import {
	OWN_PORTS,
	ownDataDir,
	startNode,
	waitForOk,
	CASTLE_DIST,
	type Started,
} from './fuzz/processes.ts';
import { cacheBusters, hostileRequests, type HostileRequest } from './hostile/requests.ts';
import { PORTS } from './servers.ts';

/**
 * Hostile input over raw sockets (no client normalises it): odd request targets (`//`, `/\`,
 * absolute- and authority-form, `*`, %-garbage, NUL, overlong), methods the site does not serve,
 * header floods, huge and deep bodies to back-end paths, and 2,000 cache-busting URLs — against
 * the castle and region servers, and the split setup (`npm run backend` and a site proxying to it
 * with CMS_API_URL). No request may get a 500 or go unanswered, and every server answers
 * afterwards as before.
 */

const CONCURRENCY = 6;
const CACHE_BUSTERS = 2000;

/** The servers under attack: the e2e servers, the split setup's site and its back end. */
const TARGETS = [
	{ name: 'castle', port: PORTS.castle, alive: '/de' },
	{ name: 'region', port: PORTS.region, alive: '/de' },
	{ name: 'split site', port: OWN_PORTS.site, alive: '/de' },
	{ name: 'split back end', port: OWN_PORTS.backend, alive: '/api/nav' },
] as const;

const servers: Started[] = [];

test.beforeAll(async () => {
	// A fresh data dir is seeded first: half a minute or more on a loaded machine.
	test.setTimeout(300_000);
	const dataDir = ownDataDir('hostile');
	const backend = startNode('src/server/serve-backend.ts', {
		SITE: 'castle',
		PORT: String(OWN_PORTS.backend),
		DATA_DIR: dataDir,
	});
	servers.push(backend);
	await waitForOk(`http://127.0.0.1:${OWN_PORTS.backend}/api/nav`, backend, 150_000);
	const site = startNode('src/server/start.ts', {
		SITE: 'castle',
		PORT: String(OWN_PORTS.site),
		DIST_DIR: CASTLE_DIST,
		DATA_DIR: dataDir,
		CMS_API_URL: `http://127.0.0.1:${OWN_PORTS.backend}`,
		LOG_REQUESTS: 'false',
	});
	servers.push(site);
	await waitForOk(`http://127.0.0.1:${OWN_PORTS.site}/de`, site, 120_000);
});

test.afterAll(async () => {
	await Promise.all(servers.map((server) => server.stop()));
});

/** 501 (method not served) and 503 (render cap, back end busy) are answers by design. */
const acceptable = (status: number) =>
	status > 0 && (status < 500 || status === 501 || status === 503);

test('hostile requests never get a 500, never stop a server, and change nothing served', async () => {
	test.setTimeout(240_000);
	const runs: { target: string; request: HostileRequest }[] = [
		...TARGETS.flatMap((target) =>
			hostileRequests().map((request) => ({ target: target.name, request })),
		),
		...cacheBusters(CACHE_BUSTERS).map((request) => ({ target: 'castle', request })),
	];
	expect(runs.length - CACHE_BUSTERS).toBeGreaterThanOrEqual(1500);
	const before = await rawGet(PORTS.castle, '/de/events');
	expect(before.status).toBe(200);

	const portOf = (name: string) => TARGETS.find((target) => target.name === name)?.port ?? 0;
	const statuses = await mapConcurrent(runs, CONCURRENCY, async ({ target, request }) => {
		try {
			return (await rawRequest(portOf(target), request.bytes, { timeoutMs: 20_000 })).status;
		} catch {
			return -1;
		}
	});

	const counts = new Map<number, number>();
	for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
	test.info().annotations.push({
		type: 'hostile',
		description: `${runs.length} requests; statuses ${JSON.stringify(Object.fromEntries(counts))}`,
	});
	const failures = runs
		.map((run, index) => ({ run, status: statuses[index] ?? -1 }))
		.filter(({ run, status }) => !acceptable(status) && !(run.request.mayReset && status === 0))
		.map(({ run, status }) => `${status} ${run.target}: ${run.request.label}`);
	expect(failures, `${failures.length} of ${runs.length} got a 5xx or no answer`).toEqual([]);

	for (const server of servers) expect(server.child.exitCode, server.output()).toBeNull();
	for (const target of TARGETS) {
		expect((await rawGet(target.port, target.alive)).status, target.name).toBe(200);
	}
	// The cache busters left the page as it was for everyone.
	const after = await rawGet(PORTS.castle, '/de/events');
	expect(after.status).toBe(200);
	expect(after.body.length).toBeGreaterThan(0);
});

test('the double-slash target that used to stop the server gets 400 on every server', async () => {
	for (const target of TARGETS) {
		for (const path of ['//', '/\\', '//?x', '//evil.example:80/x']) {
			expect((await rawGet(target.port, path)).status, `${target.name} ${path}`).toBe(400);
		}
		expect((await rawGet(target.port, target.alive)).status, target.name).toBe(200);
	}
});

test('the stand-alone back end sends the same security headers as the site', async () => {
	const site = await rawGet(OWN_PORTS.site, '/api/nav');
	const backend = await rawGet(OWN_PORTS.backend, '/api/nav');
	for (const name of ['x-content-type-options', 'referrer-policy', 'permissions-policy']) {
		expect(backend.headers[name], name).toBe(site.headers[name]);
	}
	expect(backend.headers['content-security-policy']).toContain("frame-ancestors 'self'");
});
