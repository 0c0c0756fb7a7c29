import { describe, expect, it } from 'vitest';
import {
	CalendarQuerySchema,
	ListQuerySchema,
	OptionsQuerySchema,
	parseQuery,
} from '../../../src/lib/events/json-query.ts';

const params = (search: string) => new URLSearchParams(search);

describe('reading the event list endpoint query', () => {
	it('reads dates, filters, the quick filter and paging', () => {
		const parsed = parseQuery(
			params(
				'date=2099-12-05&date_to=2099-12-31&room=3&type=konzert&tag=4&series=5&genre=6' +
					'&filter=weekend&page=2&page_size=6&other=x',
			),
			ListQuerySchema,
		);
		expect(parsed).toEqual({
			ok: true,
			query: {
				date: '2099-12-05',
				date_to: '2099-12-31',
				room: 3,
				type: 'konzert',
				tag: 4,
				series: 5,
				genre: 6,
				filter: 'weekend',
				page: 2,
				page_size: 6,
			},
		});
	});

	it('leaves out empty keys and pages from 1 by 10', () => {
		expect(parseQuery(params('room=&date='), ListQuerySchema)).toEqual({
			ok: true,
			query: { page: 1, page_size: 10 },
		});
	});

	it.each([
		['date=05-12-2099', 'date'],
		['date_to=2099-02-30', 'date_to'],
		['room=abc', 'room'],
		['tag=-1', 'tag'],
		['series=1.5', 'series'],
		['genre=0', 'genre'],
		['type=Not%20a%20slug', 'type'],
		['filter=tomorrow', 'filter'],
		['page=0', 'page'],
		['page_size=1000', 'page_size'],
		['room=1&room=2', 'room'],
	])('refuses %s and names %s', (search, field) => {
		const parsed = parseQuery(params(search), ListQuerySchema);
		expect(parsed).toMatchObject({ ok: false, field });
	});

	it('reads the calendar query without paging', () => {
		expect(parseQuery(params('date=2099-12-05&genre=2&page=3'), CalendarQuerySchema)).toEqual({
			ok: true,
			query: { date: '2099-12-05', genre: 2 },
		});
		expect(parseQuery(params('room=x'), CalendarQuerySchema)).toMatchObject({
			ok: false,
			field: 'room',
		});
	});

	it('needs one of the five filter keys for options', () => {
		expect(parseQuery(params('key=type'), OptionsQuerySchema)).toEqual({
			ok: true,
			query: { key: 'type' },
		});
		expect(parseQuery(params(''), OptionsQuerySchema)).toMatchObject({ ok: false, field: 'key' });
		expect(parseQuery(params('key=season'), OptionsQuerySchema)).toMatchObject({
			ok: false,
			field: 'key',
		});
	});
});
