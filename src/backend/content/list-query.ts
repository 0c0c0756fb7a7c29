import { sql, type RawBuilder } from 'kysely';
import type { AccessFeature } from '../../lib/contract/index.ts';
import type { Engine } from '../db/database.ts';
import { offersAll } from './access-index.ts';

/**
 * Which documents a list keeps, by name: every option set narrows it (all must hold). Routes say
 * what they want with these; only the store turns them into SQL.
 */
export type ListFilter = {
	/** The start day (yyyy-mm-dd) is on or after this day. */
	startDayFrom?: string | undefined;
	/** The start day is on or before this day. */
	startDayTo?: string | undefined;
	/** The end day is on or after this day, or the document has none (runs on). */
	endDayFrom?: string | undefined;
	slug?: string | undefined;
	categoryId?: number | undefined;
	seasonId?: number | undefined;
	/** The type (exhibition type) by id, or by its slug. */
	typeId?: number | undefined;
	typeSlug?: string | undefined;
	roomId?: number | undefined;
	seriesId?: number | undefined;
	genreId?: number | undefined;
	/** The document carries this tag (events, productions, articles). */
	tagId?: number | undefined;
	/** Offers every one of these access features (events: venue ⊕ event ⊕ date). */
	access?: readonly AccessFeature[] | undefined;
	/** Online documents only (pages for visitors). */
	onlineOnly?: boolean | undefined;
};

/**
 * The orders a list can ask for; each ends with the id. `schedule` is the event order (by day,
 * then start — the listing index's order), `season` the productions' (undated last).
 */
export type ListOrder = 'id' | 'sortText' | 'newest' | 'path' | 'startDay' | 'schedule' | 'season';

/**
 * ORDER BY of each order per engine. SQLite sorts NULL first ascending and last descending;
 * PostgreSQL the other way round, so its clauses say where NULL goes.
 */
const ORDERS: Record<ListOrder, Record<Engine, string>> = {
	id: { sqlite: 'd.id', postgres: 'd.id' },
	sortText: { sqlite: 'd.sort_text, d.id', postgres: 'd.sort_text NULLS FIRST, d.id' },
	newest: { sqlite: 'd.start_ts DESC, d.id', postgres: 'd.start_ts DESC NULLS LAST, d.id' },
	path: { sqlite: 'd.url_path, d.id', postgres: 'd.url_path NULLS FIRST, d.id' },
	startDay: { sqlite: 'd.start_day, d.id', postgres: 'd.start_day NULLS FIRST, d.id' },
	schedule: {
		sqlite: 'd.start_day, d.start_ts, d.id',
		postgres: 'd.start_day NULLS FIRST, d.start_ts NULLS FIRST, d.id',
	},
	season: {
		sqlite: 'd.start_day IS NULL, d.start_day, d.sort_text, d.id',
		postgres: 'd.start_day IS NULL, d.start_day, d.sort_text NULLS FIRST, d.id',
	},
};

/** The ORDER BY clause (without the keywords) of `order` on `engine`. */
export function orderClause(engine: Engine, order: ListOrder): RawBuilder<unknown> {
	// A constant of the table above, never anything a request sent.
	return sql.raw(ORDERS[order][engine]);
}

/**
 * Whether text can equal a stored key: PostgreSQL text cannot hold NUL, so no key holds one (the
 * store strips it from the list columns on both engines) and a value with NUL matches nothing.
 */
export function matchable(text: string): boolean {
	return !text.includes('\u0000');
}

/** Whether `filter` can match anything at all (none of its texts holds NUL). */
export function satisfiable(filter: ListFilter): boolean {
	return Object.values(filter).every((value) => typeof value !== 'string' || matchable(value));
}

/** The list columns' texts without NUL, so both engines store (and compare) the same text. */
export function storableColumns<T extends Record<string, unknown>>(columns: T): T {
	const entries = Object.entries(columns).map(([key, value]) => [
		key,
		typeof value === 'string' ? value.replaceAll('\u0000', '') : value,
	]);
	return Object.fromEntries(entries) as T;
}

/** The conditions of `filter` over the documents aliased `d` (an empty list for none). */
export function filterConditions(filter: ListFilter): RawBuilder<unknown>[] {
	const conditions: RawBuilder<unknown>[] = [];
	const add = (condition: RawBuilder<unknown>) => conditions.push(condition);
	if (filter.startDayFrom !== undefined) add(sql`d.start_day >= ${filter.startDayFrom}`);
	if (filter.startDayTo !== undefined) add(sql`d.start_day <= ${filter.startDayTo}`);
	if (filter.endDayFrom !== undefined)
		add(sql`(d.end_day IS NULL OR d.end_day >= ${filter.endDayFrom})`);
	if (filter.slug !== undefined) add(sql`d.slug = ${filter.slug}`);
	if (filter.categoryId !== undefined) add(sql`d.category_id = ${filter.categoryId}`);
	if (filter.seasonId !== undefined) add(sql`d.season_id = ${filter.seasonId}`);
	if (filter.typeId !== undefined) add(sql`d.type_id = ${filter.typeId}`);
	if (filter.typeSlug !== undefined) add(sql`d.type_slug = ${filter.typeSlug}`);
	if (filter.roomId !== undefined) add(sql`d.room_id = ${filter.roomId}`);
	if (filter.seriesId !== undefined) add(sql`d.series_id = ${filter.seriesId}`);
	if (filter.genreId !== undefined) add(sql`d.genre_id = ${filter.genreId}`);
	if (filter.tagId !== undefined)
		add(sql`EXISTS (SELECT 1 FROM document_tags t WHERE t.site = d.site AND t.kind = d.kind
			AND t.id = d.id AND t.locale = d.locale AND t.tag_id = ${filter.tagId})`);
	if (filter.access !== undefined && filter.access.length > 0) add(offersAll(filter.access));
	if (filter.onlineOnly) add(sql`d.is_online = 1`);
	return conditions;
}

/** `conditions` joined with AND (TRUE-free: there is always at least one). */
export function allOf(conditions: RawBuilder<unknown>[]): RawBuilder<unknown> {
	return sql.join(conditions, sql` AND `);
}
