import type { EventDetail } from '../../src/lib/contract/index.ts';
import { addDays } from '../../demo/seed/shared/dates.ts';
import { venueDay } from '../../src/backend/content/index-columns.ts';

/** One timed call: a label and the path with query, as the site's event list asks it. */
export type BenchQuery = { label: string; path: string };

/** The value shared by most of `events` (ties: the first seen), or undefined when none has one. */
function mostCommon<T>(
	events: readonly EventDetail[],
	pick: (event: EventDetail) => T[],
): T | undefined {
	const counts = new Map<T, number>();
	for (const event of events) {
		for (const value of pick(event)) counts.set(value, (counts.get(value) ?? 0) + 1);
	}
	let best: T | undefined;
	let bestCount = 0;
	for (const [value, count] of counts) {
		if (count > bestCount) [best, bestCount] = [value, count];
	}
	return best;
}

const present = <T>(value: T | null | undefined): T[] =>
	value === null || value === undefined ? [] : [value];

/**
 * The event-list and calendar calls to time over `events` (the seeded ones, in one locale):
 * page 1 and deep pages, each filter with its most common value (the largest result to count
 * and sort), a date and a date range, the quick filters, combinations, and the calendar.
 */
export function eventQueries(
	locale: string,
	events: readonly EventDetail[],
	now: Date,
): BenchQuery[] {
	const room = mostCommon(events, (event) => present(event.room?.id));
	const type = mostCommon(events, (event) => present(event.type?.slug));
	const tag = mostCommon(events, (event) => event.tags.map((item) => item.id));
	const series = mostCommon(events, (event) => present(event.series?.id));
	const genre = mostCommon(events, (event) => present(event.genre?.id));
	const pair = mostCommon(events, (event) =>
		event.room && event.type ? [`room=${event.room.id}&type=${event.type.slug}`] : [],
	);
	const middle = events[Math.floor(events.length / 2)];
	const everyFilter = middle
		? [
				...present(middle.room?.id).map((id) => `room=${id}`),
				...present(middle.type?.slug).map((slug) => `type=${slug}`),
				...middle.tags.slice(0, 1).map((item) => `tag=${item.id}`),
				...present(middle.series?.id).map((id) => `series=${id}`),
				...present(middle.genre?.id).map((id) => `genre=${id}`),
				`date=${addDays(venueDay(middle.date_start), -30)}`,
			].join('&')
		: undefined;
	const today = venueDay(now);
	const lastPage = Math.max(1, Math.ceil(events.length / 10));
	const list = (query: string) => `/${locale}/api/events/?${query}`;

	const queries: (BenchQuery | false)[] = [
		{ label: 'page 1', path: list('page=1') },
		{ label: 'page 20', path: list('page=20') },
		{ label: `page ${lastPage} (last)`, path: list(`page=${lastPage}`) },
		room !== undefined && { label: 'room', path: list(`room=${room}`) },
		type !== undefined && { label: 'type', path: list(`type=${type}`) },
		tag !== undefined && { label: 'tag', path: list(`tag=${tag}`) },
		series !== undefined && { label: 'series', path: list(`series=${series}`) },
		genre !== undefined && { label: 'genre', path: list(`genre=${genre}`) },
		{ label: 'date', path: list(`date=${addDays(today, 60)}`) },
		{
			label: 'date range (a week)',
			path: list(`date=${addDays(today, 60)}&date_to=${addDays(today, 66)}`),
		},
		{ label: 'next_3_days', path: list('filter=next_3_days') },
		{ label: 'weekend', path: list('filter=weekend') },
		pair !== undefined && { label: 'room + type, page 2', path: list(`${pair}&page=2`) },
		everyFilter !== undefined && { label: 'every filter + date', path: list(everyFilter) },
		{ label: 'calendar', path: `/${locale}/api/calendar/` },
		room !== undefined && {
			label: 'calendar, room',
			path: `/${locale}/api/calendar/?room=${room}`,
		},
	];
	return queries.filter((query): query is BenchQuery => query !== false);
}
