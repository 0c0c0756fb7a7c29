import { describe, expect, it } from 'vitest';
import {
	CalendarSchema,
	EventListSchema,
	ProductionListSchema,
} from '../../../src/lib/contract/index.ts';
import { FIXTURE_EVENT_COUNT } from './fixtures/seed.ts';
import { parsed, startBackend } from './harness.ts';

describe('GET /{locale}/api/events/', () => {
	it('pages ten events by start, with next/previous URLs', async () => {
		const backend = await startBackend();
		const first = await parsed(await backend.request('/de/api/events/?page=1'), EventListSchema);
		expect(first.count).toBe(FIXTURE_EVENT_COUNT);
		expect(first.results).toHaveLength(10);
		expect(first.previous).toBeNull();
		expect(first.next).toBe('/de/api/events/?page=2');
		const starts = first.results.map((event) => Date.parse(event.date_start));
		expect(starts).toEqual([...starts].sort((a, b) => a - b));

		const second = await parsed(await backend.request(first.next ?? ''), EventListSchema);
		expect(second.results).toHaveLength(FIXTURE_EVENT_COUNT - 10);
		expect(second.next).toBeNull();
		expect(second.previous).toBe('/de/api/events/?page=1');
	});

	it('narrows by room, type slug, tag, series and genre', async () => {
		const backend = await startBackend();
		const count = async (query: string) =>
			(await parsed(await backend.request(`/de/api/events/?${query}`), EventListSchema)).count;
		const all = await count('');
		for (const query of ['room=1', 'type=guided-tour', 'tag=21', 'series=31', 'genre=41']) {
			const narrowed = await count(query);
			expect(narrowed, query).toBeGreaterThan(0);
			expect(narrowed, query).toBeLessThan(all);
		}
		const rooms = await parsed(
			await backend.request('/de/api/events/?room=2&page_size=50'),
			EventListSchema,
		);
		expect(rooms.results.every((event) => event.room?.id === 2)).toBe(true);
		const tours = await parsed(
			await backend.request('/de/api/events/?type=guided-tour'),
			EventListSchema,
		);
		expect(tours.results.every((event) => event.type?.slug === 'guided-tour')).toBe(true);
	});

	it('starts at `date` and limits to the next three days or the weekend', async () => {
		const backend = await startBackend();
		const from = await parsed(
			await backend.request('/de/api/events/?date=2026-12-05&page_size=50'),
			EventListSchema,
		);
		expect(from.results.every((event) => event.date_start >= '2026-12-05')).toBe(true);
		expect(from.count).toBe(FIXTURE_EVENT_COUNT - 4);
		const three = await parsed(
			await backend.request('/de/api/events/?filter=next_3_days'),
			EventListSchema,
		);
		expect(three.results.map((event) => event.date_start.slice(0, 10))).toEqual([
			'2026-12-01',
			'2026-12-02',
			'2026-12-03',
		]);
		// 1 Dec 2026 is a Tuesday: the weekend is Friday 4 to Sunday 6 December.
		const weekend = await parsed(
			await backend.request('/de/api/events/?filter=weekend'),
			EventListSchema,
		);
		expect(weekend.results.map((event) => event.date_start.slice(0, 10))).toEqual([
			'2026-12-04',
			'2026-12-05',
			'2026-12-06',
		]);
	});

	it('ends at `date_to`, also when a quick filter reaches further', async () => {
		const backend = await startBackend();
		const days = async (query: string) =>
			(
				await parsed(await backend.request(`/de/api/events/?${query}`), EventListSchema)
			).results.map((event) => event.date_start.slice(0, 10));
		expect(await days('date=2026-12-03&date_to=2026-12-06')).toEqual([
			'2026-12-03',
			'2026-12-04',
			'2026-12-05',
			'2026-12-06',
		]);
		// The weekend of 1 Dec 2026 runs Friday 4 to Sunday 6; the window closes on Saturday.
		expect(await days('date_to=2026-12-05&filter=weekend')).toEqual(['2026-12-04', '2026-12-05']);
		expect(await days('date_to=2026-12-02&filter=next_3_days')).toEqual([
			'2026-12-01',
			'2026-12-02',
		]);
		expect(await days('date_to=2026-12-20&filter=next_3_days')).toHaveLength(3);
		expect(await days('date=2026-12-10&date_to=2026-12-05')).toEqual([]);
	});

	it.each([
		['date=2026-13-45', 'date'],
		['date_to=2026-02-30', 'date_to'],
		['date_to=05-12-2026', 'date_to'],
		['date=01-12-2026', 'date'],
		['room=abc', 'room'],
		['tag=-3', 'tag'],
		['page=0', 'page'],
		['page=abc', 'page'],
		['page_size=1000', 'page_size'],
		['type=Not A Slug', 'type'],
		['filter=tomorrow', 'filter'],
	])('answers 400 naming the field for %s', async (query, field) => {
		const backend = await startBackend();
		const response = await backend.request(`/de/api/events/?${query}`);
		expect(response.status).toBe(400);
		const body = await response.json();
		expect(body).toMatchObject({ field });
		expect(typeof body.error).toBe('string');
	});

	it.each([
		['room=99', 'room'],
		['type=unknown-type', 'type'],
		['tag=99', 'tag'],
		['series=99', 'series'],
		['genre=99', 'genre'],
	])('answers 400 for the unknown filter id %s', async (query, field) => {
		const backend = await startBackend();
		const response = await backend.request(`/de/api/events/?${query}`);
		expect(response.status).toBe(400);
		expect(await response.json()).toMatchObject({ field });
	});

	it('answers 404 for an unknown event and a page past the end', async () => {
		const backend = await startBackend();
		const unknown = await backend.request('/de/api/events/999/');
		expect(unknown.status).toBe(404);
		expect(await unknown.json()).toEqual({ error: 'Not found' });
		expect((await backend.request('/de/api/events/?page=9')).status).toBe(404);
		expect((await backend.request('/de/api/events/abc/')).status).toBe(400);
	});
});

describe('GET /api/calendar/', () => {
	it('lists the days with matching events from `date` on', async () => {
		const backend = await startBackend();
		const all = await parsed(
			await backend.request('/api/calendar/?date=2026-12-10'),
			CalendarSchema,
		);
		expect(all.dates[0]).toBe('2026-12-10');
		expect(all.dates.every((day) => day >= '2026-12-10')).toBe(true);
		const rooms = await parsed(
			await backend.request('/api/calendar/?room=1&tag=21'),
			CalendarSchema,
		);
		expect(rooms.dates.length).toBeGreaterThan(0);
		expect(rooms.dates.length).toBeLessThan(all.dates.length);
		expect((await backend.request('/api/calendar/?date=2026-02-30')).status).toBe(400);
	});
});

describe('GET /{locale}/api/productions/', () => {
	it('filters by season, type and tag and answers results only for other parameters', async () => {
		const backend = await startBackend();
		const all = await parsed(await backend.request('/de/api/productions/'), ProductionListSchema);
		expect(all.count).toBe(3);
		const tagged = await parsed(
			await backend.request('/de/api/productions/?tag=61'),
			ProductionListSchema,
		);
		expect(tagged.results.map((production) => production.id)).toEqual([2]);
		const typed = await parsed(
			await backend.request('/de/api/productions/?exhibition_type=11'),
			ProductionListSchema,
		);
		expect(typed.results.map((production) => production.id)).toEqual([1]);
		const extra = await (await backend.request('/de/api/productions/?season=51&free=1')).json();
		expect(Array.isArray(extra)).toBe(true);
		expect((await backend.request('/de/api/productions/?season=7')).status).toBe(400);
	});
});

describe('GET /{locale}/api/articles/', () => {
	it('filters by category and tag, newest first, and rejects unknown ids', async () => {
		const backend = await startBackend();
		const list = await (await backend.request('/de/api/articles/')).json();
		expect(list.results.map((article: { id: number }) => article.id)).toEqual([1, 2, 3]);
		const tagged = await (await backend.request('/de/api/articles/?tag=81')).json();
		expect(tagged.count).toBe(1);
		const unknown = await backend.request('/de/api/articles/?category=5');
		expect(unknown.status).toBe(400);
		expect(await unknown.json()).toMatchObject({ field: 'category' });
	});
});
