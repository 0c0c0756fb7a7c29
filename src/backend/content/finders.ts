import { sql, type RawBuilder } from 'kysely';
import { LINK_TARGET_KINDS, type EventTarget, type LinkTarget } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { matchable } from './list-query.ts';

/** Results per page of the link and event finders. */
export const FINDER_PAGE_SIZE = 20;

/** Path segment of form pages per locale (other editor locales use the English one). */
const FORM_SEGMENTS: Record<string, string> = { de: 'formular', en: 'form' };

/** Link targets first by kind (pages first), then by title (a constant over trusted names). */
const KIND_ORDER = sql.raw(
	`CASE d.kind ${LINK_TARGET_KINDS.map((kind, index) => `WHEN '${kind}' THEN ${index}`).join(' ')} END`,
);

/** The title condition: the folded sort text contains the folded `q` (none when `q` is empty). */
function titleMatch(db: Database, q: string): RawBuilder<unknown>[] {
	if (q === '') return [];
	// No title holds NUL (PostgreSQL text cannot): such a `q` finds nothing on either engine.
	if (!matchable(q)) return [sql`1 = 0`];
	const folded = q.toLocaleLowerCase('de');
	return db.engine === 'postgres'
		? [sql`strpos(editor_fold(d.sort_text), ${folded}) > 0`]
		: [sql`instr(editor_fold(d.sort_text), ${folded}) > 0`];
}

/** A text field of a stored JSON body (`path` as a list of keys), null when absent or not text. */
function bodyField(body: string, ...path: string[]): string | null {
	// Read here rather than in SQL: the same on both engines, and PostgreSQL's JSON functions
	// refuse a body holding an escaped NUL.
	let value: unknown = JSON.parse(body);
	for (const key of path) {
		value =
			typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : null;
	}
	return typeof value === 'string' ? value : null;
}

/** A row of the link finder's query. */
type LinkTargetRow = {
	kind: string;
	id: number;
	slug: string | null;
	url_path: string | null;
	start_day: string | null;
	body: string;
};

/** A row of the event finder's query. */
type EventTargetRow = {
	id: number;
	sort_text: string | null;
	url_path: string | null;
	body: string;
};

/** Which documents a finder lists: the conditions and the order. */
type DocumentFilter = { where: RawBuilder<unknown>[]; order: RawBuilder<unknown> };

/** How many documents match `filter`, and `toResult` of the `columns` of its 1-based `page`. */
async function documentPage<R, T>(
	db: Database,
	columns: RawBuilder<unknown>,
	{ where: conditions, order }: DocumentFilter,
	page: number,
	toResult: (row: R) => T,
): Promise<{ count: number; results: T[] }> {
	const where = sql.join(conditions, sql` AND `);
	const counted = await db.one<{ n: number }>(
		sql`SELECT COUNT(*) AS n FROM documents d WHERE ${where}`,
	);
	const offset = (page - 1) * FINDER_PAGE_SIZE;
	const rows =
		db.engine === 'sqlite'
			? // The page is chosen from the index columns first; only its own bodies are read.
				await db.all<R>(
					sql`SELECT ${columns} FROM documents d WHERE d.rowid IN (
						SELECT d.rowid FROM documents d WHERE ${where} ORDER BY ${order}
						LIMIT ${FINDER_PAGE_SIZE} OFFSET ${offset}
					) ORDER BY ${order}`,
				)
			: await db.all<R>(
					sql`SELECT ${columns} FROM documents d WHERE ${where} ORDER BY ${order}
						LIMIT ${FINDER_PAGE_SIZE} OFFSET ${offset}`,
				);
	return { count: Number(counted?.n ?? 0), results: rows.map(toResult) };
}

/** Which finder rows to read: site, locale, title text and 1-based page. */
export type FinderRequest = { site: string; locale: string; q: string; page: number };

/**
 * One page of link targets (pages, events, articles, productions, venues, series, persons,
 * forms) of `locale` whose title contains `q`, case-insensitive: by kind, then title; with an
 * empty `q` the most recently saved first. `url` is the object's site path.
 */
export function findLinkTargets(
	db: Database,
	request: FinderRequest,
): Promise<{ count: number; results: LinkTarget[] }> {
	const where = [
		sql`d.site = ${request.site}`,
		sql`d.locale = ${request.locale}`,
		sql`d.kind IN (${sql.join([...LINK_TARGET_KINDS])})`,
		sql`(d.url_path IS NOT NULL OR d.kind = 'form')`,
		...titleMatch(db, request.q),
	];
	const order =
		request.q === ''
			? sql`d.updated_at DESC, d.kind, d.id`
			: db.engine === 'postgres'
				? sql`${KIND_ORDER}, d.sort_text NULLS FIRST, d.id`
				: sql`${KIND_ORDER}, d.sort_text, d.id`;
	const columns = sql`d.kind, d.id, d.slug, d.url_path, d.start_day, d.body`;
	return documentPage(db, columns, { where, order }, request.page, (row: LinkTargetRow) => {
		const kind = String(row['kind']) as LinkTarget['kind'];
		const id = Number(row['id']);
		const url =
			kind === 'form'
				? `/${request.locale}/${FORM_SEGMENTS[request.locale] ?? 'form'}/${String(row['slug'] || 'form')}/${id}`
				: String(row['url_path']);
		const detail = kind === 'event' || kind === 'article' ? String(row['start_day'] ?? '') : '';
		const title = bodyField(row.body, 'title') ?? bodyField(row.body, 'name') ?? '';
		return { kind, id, title, url, detail };
	});
}

/**
 * One page of events of `locale` whose title contains `q`, case-insensitive: upcoming and running
 * ones first (soonest first), then past ones (latest first).
 */
export function findEvents(
	db: Database,
	request: FinderRequest & { now: Date },
): Promise<{ count: number; results: EventTarget[] }> {
	const where = [
		sql`d.site = ${request.site}`,
		sql`d.locale = ${request.locale}`,
		sql`d.kind = 'event'`,
		...titleMatch(db, request.q),
	];
	// A number written into the query (not bound), so both engines compare it as an integer.
	const nowMs = sql.raw(String(Math.trunc(request.now.getTime())));
	const past = sql`(COALESCE(d.end_ts, d.start_ts) < ${nowMs})`;
	const order = sql`${past}, CASE WHEN ${past} THEN -d.start_ts ELSE d.start_ts END, d.id`;
	const columns = sql`d.id, d.sort_text, d.url_path, d.body`;
	return documentPage(db, columns, { where, order }, request.page, (row: EventTargetRow) => ({
		id: Number(row['id']),
		title: String(row['sort_text'] ?? ''),
		date_start: String(bodyField(row.body, 'date_start')),
		url: String(row['url_path']),
		venue: bodyField(row.body, 'room', 'name') ?? '',
	}));
}
