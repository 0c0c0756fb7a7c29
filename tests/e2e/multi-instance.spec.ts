import { expect, test, type APIRequestContext } from '@playwright/test';
import {
	CASTLE_DIST,
	OWN_PORTS,
	ownDataDir,
	startNode,
	waitForOk,
	type Started,
} from './fuzz/processes.ts';
import { loginAsStaff } from './staff.ts';
import {
	createTestDatabase,
	startTestPostgres,
	type TestPostgres,
} from '../support/postgres-server.ts';
import {
	bookableSeatGroup,
	createHeadline,
	heldTickets,
	prebuiltCmsPage,
	setSeatGroupCapacity,
	tryToReserve,
	type CartOutcome,
	type SeatGroupTarget,
} from './multi-instance/helpers.ts';

/**
 * Scale-out on PostgreSQL (issue 20): a PostgreSQL server started here, and two servers
 * (`src/server/start.ts`, each embedding its back end) with DATABASE_URL on it, as behind a load
 * balancer. Reservations are exactly-once across the processes, an edit through one reaches the
 * other's prebuilt page within a second (LISTEN/NOTIFY), and with one stopped the other keeps
 * serving every acknowledged write.
 */

const A = `http://127.0.0.1:${OWN_PORTS.postgresA}`;
const B = `http://127.0.0.1:${OWN_PORTS.postgresB}`;
/** Uploads only: everything else lives in PostgreSQL. Both instances share it, as they would a volume. */
const DATA_DIR = ownDataDir('multi-instance');
const SEATS = 50;
const CART_REQUESTS = 200;
/** How soon an edit through A must show on B's prebuilt page (the bar). */
const EDIT_REACHES_B_MS = 1000;

let postgres: TestPostgres | undefined;
let databaseUrl = '';
const instances = new Map<string, Started>();
let staff: APIRequestContext | undefined;
let csrf = '';
/** The seat group the first test sold out. */
let soldOut: SeatGroupTarget | undefined;

test.describe.configure({ mode: 'serial' });

const startSite = (port: number) =>
	startNode('src/server/start.ts', {
		SITE: 'castle',
		PORT: String(port),
		DIST_DIR: CASTLE_DIST,
		DATA_DIR,
		DATABASE_URL: databaseUrl,
		LOG_REQUESTS: 'false',
	});

test.beforeAll(async ({ playwright }) => {
	test.setTimeout(300_000);
	postgres = await startTestPostgres();
	databaseUrl = await createTestDatabase(postgres.url);
	// Both at once, as after a deploy: they migrate and seed one empty database together.
	instances.set(A, startSite(OWN_PORTS.postgresA));
	instances.set(B, startSite(OWN_PORTS.postgresB));
	await Promise.all(
		[...instances].map(([origin, server]) => waitForOk(`${origin}/healthz`, server, 240_000)),
	);
	staff = await playwright.request.newContext({ baseURL: A });
	csrf = await loginAsStaff(staff, 'multi-instance-editor', DATA_DIR, {
		DATABASE_URL: databaseUrl,
	});
});

test.afterAll(async () => {
	await staff?.dispose();
	await Promise.all([...instances.values()].map((server) => server.stop()));
	await postgres?.stop();
});

test('200 parallel cart requests over both instances for a 50-seat group reserve exactly 50', async () => {
	test.setTimeout(120_000);
	const target = await bookableSeatGroup(A);
	soldOut = target;
	await setSeatGroupCapacity(databaseUrl, target, SEATS);
	const outcomes: CartOutcome[] = await Promise.all(
		Array.from({ length: CART_REQUESTS }, (_, buyer) =>
			tryToReserve(buyer % 2 === 0 ? A : B, buyer, target),
		),
	);
	const count = (outcome: CartOutcome) => outcomes.filter((each) => each === outcome).length;
	expect({
		reserved: count('reserved'),
		soldOut: count('sold-out'),
		failed: outcomes.filter((each) => each !== 'reserved' && each !== 'sold-out'),
	}).toEqual({ reserved: SEATS, soldOut: CART_REQUESTS - SEATS, failed: [] });
	expect(await heldTickets(databaseUrl, target)).toBe(SEATS);
});

test('an edit through A shows on B’s prebuilt page within a second', async () => {
	test.setTimeout(60_000);
	const page = await prebuiltCmsPage(A);
	const before = await fetch(`${B}${page.path}`);
	expect(before.headers.get('x-prebuilt')).toBe('true');
	// B renders this route on demand once before (as a warm server would have), so what is
	// measured is hearing of the edit, not loading the renderer's code.
	expect((await fetch(`${B}${page.path}?noToolbar`)).status).toBe(200);

	const headline = `Über zwei Instanzen auf PostgreSQL ${Date.now()}`;
	expect(await createHeadline(staff!, csrf, page.id, headline)).toBe(201);
	const saved = Date.now();
	await expect
		.poll(async () => (await fetch(`${B}${page.path}`)).text(), {
			timeout: EDIT_REACHES_B_MS,
			intervals: [20],
		})
		.toContain(headline);
	console.log(`edit through A on B's prebuilt page after ${Date.now() - saved} ms`);
});

test('with one instance gone the other keeps serving, with every acknowledged write', async () => {
	test.setTimeout(120_000);
	const page = await prebuiltCmsPage(A);
	const a = instances.get(A)!;
	const acknowledged: string[] = [];
	let killed = false;
	// Four writers save through A; after the third acknowledged save A is killed outright
	// (no graceful stop), with saves still in flight.
	const writer = async (lane: number) => {
		for (let round = 0; round < 40; round += 1) {
			const headline = `Bestätigt ${lane}-${round}-${Date.now()}`;
			const status = await createHeadline(staff!, csrf, page.id, headline).catch(() => 0);
			if (status === 201) acknowledged.push(headline);
			else if (killed) return;
			if (acknowledged.length >= 3 && !killed) {
				killed = true;
				a.child.kill('SIGKILL');
			}
		}
	};
	await Promise.all([0, 1, 2, 3].map(writer));
	expect(killed).toBe(true);
	await a.stop();
	instances.delete(A);

	const health = await fetch(`${B}/healthz`);
	expect(health.status).toBe(200);
	expect(await health.json()).toMatchObject({
		status: 'ok',
		backend: 'ok',
		database: 'ok',
		changes: 'listening',
	});
	const html = await (await fetch(`${B}${page.path}`)).text();
	for (const headline of acknowledged) expect(html).toContain(headline);
	// The session made on A is one on B as well: saves go on through B.
	const onB = await staff!.post(`${B}/de/pageeditor-api/headline/`, {
		headers: { 'X-CSRFToken': csrf },
		data: {
			model: 'headline',
			slug: `headline-after-a-${Date.now()}`,
			content: 'Nach dem Ausfall von A',
			content_type: 'page',
			object_id: page.id,
		},
	});
	expect(onB.status()).toBe(201);
	// The reservations acknowledged through A are still held, and B sells no more seats.
	expect(soldOut, 'the seat group of the first test').toBeDefined();
	expect(await heldTickets(databaseUrl, soldOut!)).toBe(SEATS);
	expect(await tryToReserve(B, 9999, soldOut!)).toBe('sold-out');
});

test('with the database gone prebuilt pages still serve, on-demand ones answer 503, and it recovers by itself', async () => {
	test.setTimeout(120_000);
	const prebuilt = await fetch(`${B}/de`);
	expect(prebuilt.headers.get('x-prebuilt')).toBe('true');
	await postgres!.pause();
	try {
		const home = await fetch(`${B}/de`);
		expect(home.status).toBe(200);
		expect(home.headers.get('x-prebuilt')).toBe('true');
		const events = await fetch(`${B}/de/events`, { signal: AbortSignal.timeout(15_000) });
		expect(events.status).toBe(503);
		expect(await events.text()).toContain('<html');
		const api = await fetch(`${B}/de/api/events/`);
		expect(api.status).toBe(503);
		const health = await fetch(`${B}/healthz`);
		expect(health.status).toBe(503);
		expect(await health.json()).toMatchObject({ status: 'degraded', database: 'down' });
	} finally {
		await postgres!.resume();
	}
	// No restart: the pool and the change listener (after its back-off, ≤ 5 s) find it again.
	await expect
		.poll(async () => (await fetch(`${B}/healthz`)).json(), { timeout: 30_000 })
		.toMatchObject({ status: 'ok', database: 'ok', changes: 'listening' });
	expect((await fetch(`${B}/de/events`)).status).toBe(200);
});
