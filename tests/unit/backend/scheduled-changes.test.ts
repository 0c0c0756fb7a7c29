import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
	EventDetailSchema,
	ScheduledChangeListSchema,
	ScheduledChangeSchema,
} from '../../../src/lib/contract/index.ts';
import {
	insertChange,
	type PlannedChange,
} from '../../../src/backend/schedule/scheduled-changes.ts';
import { createTestClock, testClockFromEnv } from '../../../src/backend/schedule/test-clock.ts';
import {
	jsonWrite,
	NOW,
	parsed,
	startBackend,
	staffJar,
	tempDataDir,
	type TestBackend,
} from './harness.ts';

const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();

/** A change planned directly in the database, due `dueIn` ms from NOW (negative: overdue). */
const plan = (
	backend: TestBackend,
	change: Omit<PlannedChange, 'runAt' | 'createdBy'>,
	dueIn = -1000,
) =>
	insertChange(
		backend.db,
		'castle',
		{ ...change, createdBy: null, runAt: new Date(NOW.getTime() + dueIn) },
		NOW,
	);

const outcomes = async (backend: TestBackend) =>
	(
		await backend.db.all<{ id: number; outcome: string; done_at: string | null }>(
			sql`SELECT id, outcome, done_at FROM scheduled_changes ORDER BY id`,
		)
	).map((row) => ({ id: Number(row.id), outcome: row.outcome, done: row.done_at !== null }));

describe('the scheduled-changes API', () => {
	it('validates every field (400 naming it, 404 for unknown ids), lists and cancels', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const post = (body: unknown) =>
			backend.request('/de/pageeditor-api/scheduled-changes/', jsonWrite(jar, 'POST', body));
		const valid = { kind: 'event', doc_id: 2, action: 'offline', run_at: at(HOUR) };

		const bad: [unknown, string][] = [
			[{ ...valid, run_at: at(-HOUR) }, 'run_at'],
			[{ ...valid, run_at: at(0) }, 'run_at'],
			[{ ...valid, run_at: at(3 * 366 * 24 * HOUR) }, 'run_at'],
			[{ ...valid, run_at: 'morgen' }, 'run_at'],
			[{ ...valid, doc_id: 9999 }, 'doc_id'],
			[{ ...valid, doc_id: -1 }, 'doc_id'],
			[{ ...valid, action: 'delete' }, 'action'],
			[{ ...valid, action: 'publish' }, 'action'],
			[{ ...valid, kind: 'page', doc_id: 2, action: 'publish' }, 'action'],
			[{ ...valid, kind: 'person' }, 'kind'],
		];
		for (const [body, field] of bad) {
			const response = await post(body);
			expect(response.status, JSON.stringify(body)).toBe(400);
			expect(((await response.json()) as { field?: string }).field).toBe(field);
		}
		expect((await backend.request('/de/pageeditor-api/scheduled-changes/')).status).toBe(401);
		const noCsrf = await backend.request('/de/pageeditor-api/scheduled-changes/', {
			method: 'POST',
			jar,
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(valid),
		});
		expect(noCsrf.status).toBe(403);

		const created = await parsed(await post(valid), ScheduledChangeSchema);
		expect(created).toMatchObject({ kind: 'event', doc_id: 2, locale: null, title: 'Konzert 2' });
		expect(created.created_by_name).toBe('editor');
		const page = await parsed(
			await post({ kind: 'page', doc_id: 2, action: 'offline', run_at: at(2 * HOUR) }),
			ScheduledChangeSchema,
		);
		expect(page).toMatchObject({ locale: 'de', url: '/de/agb', title: 'AGB' });

		const list = (query = '') =>
			backend.request(`/de/pageeditor-api/scheduled-changes/${query}`, { jar });
		const all = await parsed(await list(), ScheduledChangeListSchema);
		expect(all.map((change) => change.id)).toEqual([created.id, page.id]);
		const ofPage = await parsed(await list('?kind=page&id=2'), ScheduledChangeListSchema);
		expect(ofPage.map((change) => change.id)).toEqual([page.id]);
		for (const query of ['?kind=page', '?kind=page&id=x', '?kind=blog&id=2']) {
			expect((await list(query)).status, query).toBe(400);
		}

		const cancel = (id: string | number) =>
			backend.request(`/de/pageeditor-api/scheduled-changes/${id}/`, jsonWrite(jar, 'DELETE', {}));
		expect((await cancel('abc')).status).toBe(400);
		expect((await cancel(99999)).status).toBe(404);
		expect((await cancel(page.id)).status).toBe(204);
		expect((await cancel(page.id)).status).toBe(404);
		const left = await parsed(await list(), ScheduledChangeListSchema);
		expect(left.map((change) => change.id)).toEqual([created.id]);
		const actions = await backend.db.all<{ action: string }>(
			sql`SELECT action FROM audit_log WHERE action LIKE 'schedule_%' ORDER BY id`,
		);
		expect(actions.map((row) => row.action)).toEqual([
			'schedule_created',
			'schedule_created',
			'schedule_cancelled',
		]);
	});
});

describe('the runner', () => {
	it('applies due changes once, marks a failing one and never retries it', async () => {
		const backend = await startBackend();
		const missing = await plan(
			backend,
			{ kind: 'event', docId: 9999, locale: null, action: 'offline' },
			-3000,
		);
		const noDraft = await plan(
			backend,
			{ kind: 'page', docId: 2, locale: 'de', action: 'publish' },
			-2000,
		);
		const offline = await plan(backend, {
			kind: 'event',
			docId: 2,
			locale: null,
			action: 'offline',
		});
		const later = await plan(
			backend,
			{ kind: 'page', docId: 2, locale: 'de', action: 'offline' },
			HOUR,
		);

		expect(await backend.schedule.runNow()).toBe(3);
		expect(await backend.schedule.runNow()).toBe(0);
		const rows = await outcomes(backend);
		expect(rows.find((row) => row.id === missing)?.outcome).toMatch(/no longer exists/);
		expect(rows.find((row) => row.id === noDraft)?.outcome).toMatch(/draft/i);
		expect(rows.find((row) => row.id === offline)).toMatchObject({ outcome: 'done', done: true });
		expect(rows.find((row) => row.id === later)).toMatchObject({ outcome: '', done: false });
		// Every locale of the event went offline; visitors get 404 in both.
		for (const locale of ['de', 'en']) {
			expect((await backend.request(`/${locale}/api/events/2/`)).status).toBe(404);
		}
		const jar = await staffJar(backend);
		const stored = await parsed(
			await backend.request('/de/api/events/2/', { jar }),
			EventDetailSchema,
		);
		expect(stored.is_online).toBe(false);
	});

	it('publishes a page draft planned through the API', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const draft = await backend.request(
			'/de/pageeditor-api/pages/2/draft/',
			jsonWrite(jar, 'POST', {}),
		);
		expect(draft.status).toBe(201);
		const planned = await backend.request(
			'/de/pageeditor-api/scheduled-changes/',
			jsonWrite(jar, 'POST', { kind: 'page', doc_id: 2, action: 'publish', run_at: at(HOUR) }),
		);
		expect(planned.status).toBe(201);
		expect(await backend.schedule.runNow()).toBe(0);
		// Due now: moved into the past directly (the unit tests' clock stands still).
		await backend.db.run(sql`UPDATE scheduled_changes SET run_at = ${at(-1000)}`);
		expect(await backend.schedule.runNow()).toBe(1);
		expect((await outcomes(backend))[0]).toMatchObject({ outcome: 'done', done: true });
		// The draft is gone (GET answers null without one) and the page has a 'Draft published' version.
		const draftAfter = await backend.request('/de/pageeditor-api/pages/2/draft/', { jar });
		expect(await draftAfter.json()).toBeNull();
		const versions = await backend.request('/de/pageeditor-api/pages/2/versions/', { jar });
		expect(JSON.stringify(await versions.json())).toContain('Draft published');
	});

	it('applies each of 40 due changes exactly once when two instances race', async () => {
		const dataDir = tempDataDir();
		const first = await startBackend({ dataDir });
		// SQLite: one connection per file in this process — the race is between two runs on it.
		const second = first.db.engine === 'postgres' ? await startBackend({ dataDir }) : first;
		for (let index = 0; index < 40; index += 1) {
			await plan(
				first,
				{
					kind: 'event',
					docId: (index % 14) + 1,
					locale: null,
					action: index < 20 ? 'offline' : 'online',
				},
				-40_000 + index * 1000,
			);
		}
		const [a, b] = await Promise.all([first.schedule.runNow(), second.schedule.runNow()]);
		expect(a + b).toBe(40);
		const rows = await outcomes(first);
		expect(rows.every((row) => row.done && row.outcome === 'done')).toBe(true);
		const runs = await first.db.one<{ n: number }>(
			sql`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'schedule_run'`,
		);
		expect(Number(runs?.n)).toBe(40);
	});
});

describe('the test clock', () => {
	it('exists only when the server was started with it; staff move it and run the due changes', async () => {
		expect(testClockFromEnv({ VENUE_TEST_CLOCK: '1' })).toBe(true);
		expect(testClockFromEnv({ VENUE_TEST_CLOCK: 'true' })).toBe(false);
		expect(testClockFromEnv({})).toBe(false);
		const plain = await startBackend();
		const plainJar = await staffJar(plain);
		const advance = { advance_ms: 2 * HOUR };
		const refused = await plain.request(
			'/pageeditor-api/test-clock/',
			jsonWrite(plainJar, 'POST', advance),
		);
		expect(refused.status).toBe(404);

		const backend = await startBackend({ testClock: createTestClock(() => NOW) });
		const jar = await staffJar(backend);
		await plan(backend, { kind: 'event', docId: 3, locale: null, action: 'offline' }, HOUR);
		const move = (body: unknown, init = jsonWrite(jar, 'POST', body)) =>
			backend.request('/pageeditor-api/test-clock/', init);
		// A staff session without the CSRF header.
		const noCsrf = { method: 'POST', jar, body: JSON.stringify(advance) };
		expect((await move(advance, noCsrf)).status).toBe(403);
		expect((await move({ advance_ms: -5 })).status).toBe(400);
		const moved = await move(advance);
		expect(moved.status).toBe(200);
		expect(await moved.json()).toEqual({ now: at(2 * HOUR), applied: 1 });
		expect((await backend.request('/de/api/events/3/')).status).toBe(404);
		// Reset: back to the system clock (here the fixed NOW).
		expect(await (await move({ reset: true })).json()).toEqual({ now: at(0), applied: 0 });
		expect((await move({ reset: false })).status).toBe(400);
	});
});
