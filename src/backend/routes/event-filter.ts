import { EventQuerySchema, type EventQuery } from '../../lib/contract/index.ts';
import type { DocumentStore, ListFilter } from '../content/documents.ts';
import { addDays, weekendOf } from '../content/days.ts';
import { requireOption, requireOptionSlug } from '../content/read.ts';
import { accessList } from '../../lib/access/features.ts';

/** The filter part of the event query, shared by the event list and the calendar. */
export const EventFilterQuerySchema = EventQuerySchema.pick({
	room: true,
	type: true,
	tag: true,
	series: true,
	genre: true,
	date: true,
	date_to: true,
	filter: true,
	access: true,
	slug: true,
});
export type EventFilterQuery = Pick<EventQuery, keyof typeof EventFilterQuerySchema.shape>;

/** The days a quick filter keeps from `from` on: the next three days, or the weekend. */
function quickWindow(
	from: string,
	filter: EventFilterQuery['filter'],
): { from: string; to?: string } {
	if (filter === 'next_3_days') return { from, to: addDays(from, 2) };
	if (filter === 'weekend') return weekendOf(from);
	return { from };
}

/** The earlier of two days (yyyy-mm-dd); an absent one sets no limit. */
function earlier(a: string | undefined, b: string | undefined): string | undefined {
	if (a === undefined) return b;
	if (b === undefined) return a;
	return a < b ? a : b;
}

/**
 * The list conditions of an event query: from `date` (default `today`) on, up to `date_to` and
 * within the window of `filter` (both apply: a block's window narrowed to the weekend ends at
 * whichever comes first), the room/type/tag/series/genre filters, the access features and the
 * event's slug (its dates). Unknown filter ids or type
 * slugs answer 400 naming the field.
 */
export async function eventFilter(
	store: DocumentStore,
	locale: string,
	query: EventFilterQuery,
	today: string,
): Promise<ListFilter> {
	await requireOption(store, 'room', query.room, 'room');
	await requireOptionSlug(store, 'exhibition-type', locale, query.type, 'type');
	await requireOption(store, 'event-tag', query.tag, 'tag');
	await requireOption(store, 'series-option', query.series, 'series');
	await requireOption(store, 'genre', query.genre, 'genre');

	const span = quickWindow(query.date ?? today, query.filter);
	const from = span.from;
	return {
		startDayFrom: from,
		startDayTo: earlier(span.to, query.date_to),
		roomId: query.room,
		typeSlug: query.type,
		tagId: query.tag,
		seriesId: query.series,
		genreId: query.genre,
		access: accessList(query.access),
		slug: query.slug,
	};
}
