import { describe, expect, it } from 'vitest';
import type { EventTeaser } from '../../../src/lib/contract/index.ts';
import {
	formatDayHeading,
	groupEventsByDay,
	interleaveTeasers,
} from '../../../src/lib/events/event-days.ts';
import { activeFilters, eventsHref, parseEventsQuery } from '../../../src/lib/events/page-query.ts';
import { eventTimes } from '../../../src/lib/events/event-time.ts';

const at = (id: number, date_start: string) => ({ id, date_start });

const teaser = (id: number, position: string): EventTeaser => ({
	id,
	name: `Teaser ${id}`,
	link: { url: '/de/magazine/x/1' },
	preline: '',
	headline: `Teaser ${id}`,
	subline: '',
	link_text: '',
	image_obj: null,
	image_thumbnails: null,
	position,
});

describe('grouping events by day', () => {
	it('groups by the Berlin day and keeps the list order', () => {
		const days = groupEventsByDay([
			at(1, '2026-12-05T10:30:00+01:00'),
			at(2, '2026-12-05T19:30:00+01:00'),
			// 23:30 UTC on the 5th is already the 6th in Berlin.
			at(3, '2026-12-05T23:30:00Z'),
			at(4, '2026-12-07T18:00:00+01:00'),
		]);
		expect(days.map((day) => [day.day, day.events.map((event) => event.id)])).toEqual([
			['2026-12-05', [1, 2]],
			['2026-12-06', [3]],
			['2026-12-07', [4]],
		]);
	});

	it('gives no groups for no events', () => {
		expect(groupEventsByDay([])).toEqual([]);
	});
});

describe('day headings', () => {
	it('reads like "Samstag, 5. Dezember" and "Saturday, 5 December"', () => {
		expect(formatDayHeading('2026-12-05', 'de', 2026)).toBe('Samstag, 5. Dezember');
		expect(formatDayHeading('2026-12-05', 'en', 2026)).toBe('Saturday, 5 December');
	});

	it('adds the year when it is not the current one', () => {
		expect(formatDayHeading('2027-01-02', 'de', 2026)).toBe('Samstag, 2. Januar 2027');
	});
});

describe('teasers between the days', () => {
	const days = groupEventsByDay([
		at(1, '2026-12-05T10:30:00+01:00'),
		at(2, '2026-12-12T19:30:00+01:00'),
	]);

	it('puts a teaser at the end of its day, before later days', () => {
		const entries = interleaveTeasers(days, [teaser(9, '2026-12-05'), teaser(8, '2026-12-01')], {
			from: '2026-11-21',
			until: null,
		});
		expect(
			entries.map((entry) => (entry.kind === 'day' ? entry.day : `t${entry.teaser.id}`)),
		).toEqual(['t8', '2026-12-05', 't9', '2026-12-12']);
	});

	it('leaves out teasers outside the page window', () => {
		const entries = interleaveTeasers(
			days,
			[teaser(7, '2026-11-01'), teaser(6, '2026-12-12'), teaser(5, '2026-12-08')],
			{ from: '2026-11-21', until: '2026-12-12' },
		);
		expect(entries.filter((entry) => entry.kind === 'teaser')).toEqual([
			{ kind: 'teaser', teaser: teaser(5, '2026-12-08') },
		]);
	});
});

describe('the event list query (SPEC §5)', () => {
	const parse = (search: string) => parseEventsQuery(new URLSearchParams(search));

	it('reads a real dd-mm-yyyy date and numeric filters', () => {
		expect(parse('date=05-12-2026&room=31&type=konzert&tag=54&page=2')).toEqual({
			valid: true,
			query: { date: '2026-12-05', room: 31, type: 'konzert', tag: 54, page: 2 },
		});
	});

	it('rejects impossible dates and other date forms', () => {
		expect(parse('date=31-02-2026')).toMatchObject({ valid: false, key: 'date' });
		expect(parse('date=2026-12-05')).toMatchObject({ valid: false, key: 'date' });
	});

	it('rejects non-numeric filter values and bad type slugs', () => {
		expect(parse('room=abc')).toMatchObject({ valid: false, key: 'room' });
		expect(parse('series=1.5')).toMatchObject({ valid: false, key: 'series' });
		expect(parse('genre=-3')).toMatchObject({ valid: false, key: 'genre' });
		expect(parse('type=Konzert!')).toMatchObject({ valid: false, key: 'type' });
		expect(parse('page=0')).toMatchObject({ valid: false, key: 'page' });
	});

	it('rejects a filter given twice, ignores empty and unknown keys', () => {
		expect(parse('tag=1&tag=2')).toMatchObject({ valid: false, key: 'tag' });
		expect(parse('tag=&overlay=true&utm_source=x')).toEqual({ valid: true, query: {} });
	});

	it('writes the query back in URL form', () => {
		const query = { date: '2026-12-05', type: 'konzert', page: 2 };
		expect(eventsHref('/de/events', query)).toBe('/de/events?date=05-12-2026&type=konzert&page=2');
		expect(eventsHref('/de/events', { page: 1 })).toBe('/de/events');
		expect(activeFilters({ date: '2026-12-05', genre: 61, page: 3 })).toEqual({ genre: 61 });
	});
});

describe('event times', () => {
	it('shows the start with " Uhr" in German and the end when on the same day', () => {
		expect(
			eventTimes(
				{ date_start: '2026-12-04T19:30:00+01:00', date_end: '2026-12-04T21:00:00+01:00' },
				'de',
			),
		).toEqual({ date: 'Freitag, 4. Dezember 2026', start: '19:30 Uhr', end: '21:00 Uhr' });
		expect(
			eventTimes(
				{ date_start: '2026-12-04T19:30:00+01:00', date_end: '2026-12-05T01:00:00+01:00' },
				'en',
			),
		).toEqual({ date: 'Friday, 4 December 2026', start: '19:30', end: null });
	});
});
