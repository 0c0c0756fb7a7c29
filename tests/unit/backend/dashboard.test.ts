import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sql } from 'kysely';
import { setCapacity, WHOLE_SEAT_GROUP } from '../../../src/backend/ticketing/capacities.ts';
import {
	ErrorLogSummarySchema,
	PageActivitySchema,
	SearchKeywordSchema,
	TicketingEventSchema,
} from '../../../src/lib/contract/index.ts';
import { addToCart, EVENT, parkett, rangSlot, visitor } from './cart-visitor.ts';
import {
	addUser,
	jsonWrite,
	loginAs,
	NOW,
	parsed,
	startBackend,
	staffJar,
	STAFF_PASSWORD,
	type TestBackend,
} from './harness.ts';

const DASHBOARD_PATHS = [
	'/api/dashboard/page-activities/',
	'/api/dashboard/versions/?page_id=2',
	'/api/dashboard/error-log/',
	'/api/dashboard/search-keywords/',
	'/api/dashboard/ticketing-events/',
];

/** Runs the statement `text` (trusted, without parameters) on the test back end's database. */
async function onDatabase(backend: TestBackend, text: string): Promise<void> {
	await backend.db.run(sql.raw(text));
}

describe('dashboard endpoints: access and input', () => {
	it('answer 401 without a session and 403 to an account that is not staff', async () => {
		const backend = await startBackend();
		await addUser(backend, 'visitor', STAFF_PASSWORD, false);
		const jar = await loginAs(backend, 'visitor');
		for (const path of DASHBOARD_PATHS) {
			expect((await backend.request(path)).status, path).toBe(401);
			expect((await backend.request(path, { jar })).status, path).toBe(403);
			expect((await backend.request(`/en${path}`, { jar })).status, path).toBe(403);
		}
	});

	it('reject malformed queries with 400 naming the field', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const cases: [string, string][] = [
			['/api/dashboard/page-activities/?locale=fr', 'locale'],
			['/api/dashboard/page-activities/?limit=0', 'limit'],
			['/api/dashboard/page-activities/?limit=101', 'limit'],
			['/api/dashboard/error-log/?limit=abc', 'limit'],
			['/api/dashboard/search-keywords/?days=366', 'days'],
			['/api/dashboard/search-keywords/?days=1.5', 'days'],
			['/api/dashboard/ticketing-events/?limit=-1', 'limit'],
			['/api/dashboard/versions/', 'page_id'],
			['/api/dashboard/versions/?page_id=0', 'page_id'],
		];
		for (const [path, field] of cases) {
			const response = await backend.request(path, { jar });
			expect(response.status, path).toBe(400);
			expect(await response.json(), path).toMatchObject({ field });
		}
		const unknown = await backend.request('/api/dashboard/versions/?page_id=999', { jar });
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toMatchObject({ error: expect.any(String) });
	});
});

describe('page activities', () => {
	it('lists the latest page saves newest first, with title, URL, who and online state', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await onDatabase(
			backend,
			"UPDATE users SET first_name = 'Erika', last_name = 'Muster' WHERE username = 'editor'",
		);
		const edit = (id: number, body: unknown, locale = 'de') =>
			backend.request(`/${locale}/pageeditor-api/pages/${id}/`, jsonWrite(jar, 'PATCH', body));
		expect((await edit(2, { headline: 'Neu' })).status).toBe(200);
		expect((await edit(3, { headline: 'Auch neu' })).status).toBe(200);
		expect((await edit(2, { headline: 'Terms' }, 'en')).status).toBe(200);

		const german = await parsed(
			await backend.request('/api/dashboard/page-activities/?locale=de', { jar }),
			z.array(PageActivitySchema),
		);
		expect(german.map((activity) => [activity.page_id, activity.title, activity.url])).toEqual([
			[3, 'Intern', '/de/intern'],
			[2, 'AGB', '/de/agb'],
		]);
		expect(german[0]).toMatchObject({
			locale: 'de',
			created_by_name: 'Erika Muster',
			is_online: false,
			created_at: NOW.toISOString(),
		});
		expect(german[1]?.is_online).toBe(true);
		// What the save changed, as the page editor records it (migration 006).
		expect(german[0]?.summary).not.toBe('');
		expect(german[0]!.version_id).toBeGreaterThan(german[1]!.version_id);

		const limited = await parsed(
			await backend.request('/api/dashboard/page-activities/?locale=de&limit=1', { jar }),
			z.array(PageActivitySchema),
		);
		expect(limited.map((activity) => activity.page_id)).toEqual([3]);
		// Without ?locale= the path's language applies.
		const english = await parsed(
			await backend.request('/en/api/dashboard/page-activities/', { jar }),
			z.array(PageActivitySchema),
		);
		expect(english.map((activity) => [activity.page_id, activity.title])).toEqual([[2, 'Terms']]);
		const latin = await backend.request('/api/dashboard/page-activities/?locale=la', { jar });
		expect(await latin.json()).toEqual([]);
	});

	it("names a user by username without a full name, and lists one page's saves", async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		for (const headline of ['Eins', 'Zwei']) {
			await backend.request('/de/pageeditor-api/pages/2/', jsonWrite(jar, 'PATCH', { headline }));
		}
		await backend.request(
			'/de/pageeditor-api/pages/3/',
			jsonWrite(jar, 'PATCH', { headline: 'X' }),
		);
		const versions = await parsed(
			await backend.request('/de/api/dashboard/versions/?page_id=2', { jar }),
			z.array(PageActivitySchema),
		);
		expect(versions).toHaveLength(2);
		expect(versions.every((version) => version.page_id === 2)).toBe(true);
		expect(versions[0]?.created_by_name).toBe('editor');
	});
});

describe('error log summary', () => {
	it('groups 404 views by URL, most frequent first, with the last time seen', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const log = (url: string) =>
			backend.request('/api/dashboard-error-log/', jsonWrite(visitor(), 'POST', { url }));
		for (const url of ['/de/alt', '/de/weg', '/de/alt', '/de/alt', '/de/weg', '/en/old']) {
			expect((await log(url)).status).toBe(201);
		}
		await onDatabase(
			backend,
			"UPDATE error_log SET created_at = '2026-11-30T08:00:00.000Z' WHERE url = '/de/weg'",
		);
		const summary = await parsed(
			await backend.request('/api/dashboard/error-log/', { jar }),
			z.array(ErrorLogSummarySchema),
		);
		expect(summary).toEqual([
			{ url: '/de/alt', count: 3, last_seen: NOW.toISOString() },
			{ url: '/de/weg', count: 2, last_seen: '2026-11-30T08:00:00.000Z' },
			{ url: '/en/old', count: 1, last_seen: NOW.toISOString() },
		]);
		const top = await parsed(
			await backend.request('/api/dashboard/error-log/?limit=1', { jar }),
			z.array(ErrorLogSummarySchema),
		);
		expect(top.map((entry) => entry.url)).toEqual(['/de/alt']);
	});
});

describe('search keywords', () => {
	it('counts full searches by normalised text, not autocomplete or later pages', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		const searches = [
			'/api/search/?query=Schloss',
			'/de/api/search/?query=%20%20schloss%20',
			'/de/api/search/events/?query=SCHLOSS&page=1',
			'/de/api/search/others/?query=schloss',
			'/de/api/search/events/?query=schloss&page=2',
			'/de/api/search/autocomplete/?query=schloss',
			'/de/api/search/?query=Konzert%20%20%20Abend',
			'/de/api/search/?query=k',
			`/de/api/search/?query=${'a'.repeat(101)}`,
		];
		for (const path of searches) expect((await backend.request(path)).status, path).toBe(200);
		const keywords = await parsed(
			await backend.request('/api/dashboard/search-keywords/', { jar }),
			z.array(SearchKeywordSchema),
		);
		expect(keywords).toEqual([
			{ keyword: 'schloss', count: 4, misses: 0, last_seen: NOW.toISOString() },
			{ keyword: 'konzert abend', count: 1, misses: 0, last_seen: NOW.toISOString() },
		]);
	});

	it('sums the chosen window of days only', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request('/de/api/search/?query=konzert');
		await onDatabase(
			backend,
			`INSERT INTO search_keywords (site, keyword, day, count, last_seen) VALUES
			 ('castle', 'führung', '2026-11-25', 5, '2026-11-25T09:00:00.000Z'),
			 ('castle', 'konzert', '2026-11-29', 2, '2026-11-29T09:00:00.000Z'),
			 ('region', 'führung', '2026-12-01', 9, '2026-12-01T09:00:00.000Z')`,
		);
		const window = async (days: number) =>
			parsed(
				await backend.request(`/api/dashboard/search-keywords/?days=${days}`, { jar }),
				z.array(SearchKeywordSchema),
			);
		expect(await window(1)).toEqual([
			{ keyword: 'konzert', count: 1, misses: 0, last_seen: NOW.toISOString() },
		]);
		expect((await window(3)).map((k) => [k.keyword, k.count])).toEqual([['konzert', 3]]);
		expect((await window(7)).map((k) => [k.keyword, k.count])).toEqual([
			['führung', 5],
			['konzert', 3],
		]);
	});

	it('never fails a search when the keyword log cannot be written', async () => {
		const backend = await startBackend();
		await onDatabase(backend, 'DROP TABLE search_keywords');
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
		const response = await backend.request('/de/api/search/?query=schloss');
		expect(response.status).toBe(200);
		expect(logged).toHaveBeenCalledOnce();
		logged.mockRestore();
	});
});

describe('ticketing events', () => {
	it('lists upcoming ticketed events with capacity, reserved seats and sold out', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await setCapacity(backend.db, 'castle', {
			idJet: EVENT.idJet,
			seatGroupId: EVENT.parkett,
			blockId: WHOLE_SEAT_GROUP,
			capacity: 2,
		});
		await setCapacity(backend.db, 'castle', {
			idJet: EVENT.idJet,
			seatGroupId: EVENT.rang,
			blockId: EVENT.slot,
			capacity: 1,
		});
		const before = await parsed(
			await backend.request('/de/api/dashboard/ticketing-events/?limit=3', { jar }),
			z.array(TicketingEventSchema),
		);
		expect(before.map((event) => event.id)).toEqual([1, 2, 3]);
		// Parkett 2 + Rang's timeslots 1 (stored) and 15 (the plan's default).
		expect(before[1]).toMatchObject({
			id_jet: EVENT.idJet,
			title: 'Konzert 2',
			url: '/de/events/konzert-2/2',
			capacity: 18,
			reserved: 0,
			sold_out: false,
		});
		// The plan's defaults: Parkett 60, Rang two timeslots of 15.
		expect(before[2]).toMatchObject({ capacity: 90, reserved: 0, sold_out: false });

		const buyer = visitor();
		expect((await addToCart(backend, buyer, parkett(2))).status).toBe(200);
		expect((await addToCart(backend, buyer, rangSlot(1))).status).toBe(200);
		const after = await parsed(
			await backend.request('/en/api/dashboard/ticketing-events/?limit=3', { jar }),
			z.array(TicketingEventSchema),
		);
		expect(after[1]).toMatchObject({ title: 'Concert 2', reserved: 3, sold_out: true });
		expect(after[0]).toMatchObject({ reserved: 0, sold_out: false });
	});
});
