import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withManyEvents } from '../../../bench/backend/volume-seed.ts';
import { assembleBackend, type Backend } from '../../../src/backend/backend.ts';
import { venueDay } from '../../../src/backend/content/index-columns.ts';
import {
	CalendarSchema,
	EventListSchema,
	type EventDetail,
} from '../../../src/lib/contract/index.ts';
import { fixtureSeeds } from './fixtures/seed.ts';
import { NOW, parsed } from './harness.ts';
import { packWith } from '../../../demo/pack.ts';

/**
 * The event list over a large programme: 5,000 events (the fixture events cloned over a year)
 * are counted, paged and filtered exactly as a plain reading of the seeded events says.
 * Correctness only; how fast is `npm run bench`'s business.
 */

const VOLUME = 5000;
const bundle = withManyEvents(fixtureSeeds.castle, VOLUME)(NOW);
const seeded = bundle.events.map((event) => event.de);

/** The ids of `events` in list order: by start, then id. */
const listOrder = (events: readonly EventDetail[]) =>
	[...events]
		.sort((a, b) => Date.parse(a.date_start) - Date.parse(b.date_start) || a.id - b.id)
		.map((event) => event.id);

let dataDir = '';
let backend: Backend;

beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'events-volume-'));
	backend = await assembleBackend({
		dataDir,
		site: 'castle',
		now: () => NOW,
		content: packWith({ ...fixtureSeeds, castle: () => bundle }),
	});
}, 120_000);

afterAll(async () => {
	await backend.close();
	rmSync(dataDir, { recursive: true, force: true });
});

const list = async (query: string) =>
	parsed(await backend.app.request(`/de/api/events/?${query}`), EventListSchema);

describe(`GET /{locale}/api/events/ over ${VOLUME} events`, () => {
	it('counts every event and pages them by start', async () => {
		const order = listOrder(seeded);
		const first = await list('page=1');
		expect(first.count).toBe(VOLUME);
		expect(first.results.map((event) => event.id)).toEqual(order.slice(0, 10));
		expect(first.next).toBe('/de/api/events/?page=2');

		const twentieth = await list('page=20');
		expect(twentieth.results.map((event) => event.id)).toEqual(order.slice(190, 200));

		const last = await list(`page=${VOLUME / 10}`);
		expect(last.results.map((event) => event.id)).toEqual(order.slice(-10));
		expect(last.next).toBeNull();
		expect((await backend.app.request(`/de/api/events/?page=${VOLUME / 10 + 1}`)).status).toBe(404);

		const english = await parsed(await backend.app.request('/en/api/events/'), EventListSchema);
		expect(english.count).toBe(VOLUME);
	});

	it('filters by room, tag, and by room with a date and a type', async () => {
		const inRoom = seeded.filter((event) => event.room?.id === 2);
		const room = await list('room=2&page=3');
		expect(room.count).toBe(inRoom.length);
		expect(room.results.map((event) => event.id)).toEqual(listOrder(inRoom).slice(20, 30));

		const tagged = seeded.filter((event) => event.tags.some((tag) => tag.id === 21));
		const tag = await list('tag=21');
		expect(tag.count).toBe(tagged.length);
		expect(tag.results.map((event) => event.id)).toEqual(listOrder(tagged).slice(0, 10));

		const from = venueDay(seeded[VOLUME / 2]?.date_start ?? '');
		const combined = seeded.filter(
			(event) =>
				event.room?.id === 1 &&
				event.type?.slug === 'guided-tour' &&
				venueDay(event.date_start) >= from,
		);
		const narrowed = await list(`room=1&type=guided-tour&date=${from}`);
		expect(narrowed.count).toBe(combined.length);
		expect(narrowed.count).toBeGreaterThan(0);
		expect(narrowed.results.map((event) => event.id)).toEqual(listOrder(combined).slice(0, 10));
	});

	it('answers every day with events in the calendar', async () => {
		const days = new Set(seeded.map((event) => venueDay(event.date_start)));
		const calendar = await parsed(await backend.app.request('/de/api/calendar/'), CalendarSchema);
		expect(calendar.dates).toEqual([...days].sort());
		const roomDays = new Set(
			seeded.filter((event) => event.room?.id === 1).map((event) => venueDay(event.date_start)),
		);
		const inRoom = await parsed(
			await backend.app.request('/de/api/calendar/?room=1'),
			CalendarSchema,
		);
		expect(inRoom.dates).toEqual([...roomDays].sort());
	});
});
