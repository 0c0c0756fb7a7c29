import type { DatabaseSync, SQLInputValue, SQLOutputValue } from 'node:sqlite';
import { LINK_TARGET_KINDS, type EventTarget, type LinkTarget } from '../../lib/contract/index.ts';

/** Results per page of the link and event finders. */
export const FINDER_PAGE_SIZE = 20;

/** Path segment of form pages per locale (other editor locales use the English one). */
const FORM_SEGMENTS: Record<string, string> = { de: 'formular', en: 'form' };

/** Link targets first by kind (pages first), then by title. */
const KIND_ORDER = `CASE d.kind ${LINK_TARGET_KINDS.map((kind, index) => `WHEN '${kind}' THEN ${index}`).join(' ')} END`;

const folding = new WeakSet<DatabaseSync>();

/**
 * Registers `editor_fold(text)`: Unicode lower case, so title matches ignore case beyond ASCII
 * (SQLite's own LIKE and lower() only fold A–Z).
 */
function withFolding(db: DatabaseSync): DatabaseSync {
	if (!folding.has(db)) {
		db.function('editor_fold', { deterministic: true }, (text) =>
			typeof text === 'string' ? text.toLocaleLowerCase('de') : null,
		);
		folding.add(db);
	}
	return db;
}

/** The title condition: the folded sort text contains the folded `q` (none when `q` is empty). */
function titleMatch(q: string): { where: string[]; params: SQLInputValue[] } {
	if (q === '') return { where: [], params: [] };
	return {
		where: ['instr(editor_fold(d.sort_text), ?) > 0'],
		params: [q.toLocaleLowerCase('de')],
	};
}

/** The columns of a link target row. */
const LINK_TARGET_COLUMNS = `d.kind, d.id, d.slug, d.url_path, d.start_day,
	COALESCE(json_extract(d.body, '$.title'), json_extract(d.body, '$.name')) AS title`;

/** The columns of an event target row. */
const EVENT_TARGET_COLUMNS = `d.id, d.sort_text, d.url_path,
	json_extract(d.body, '$.date_start') AS date_start, json_extract(d.body, '$.room.name') AS venue`;

/** Which documents a finder lists: the condition, its parameters and the order. */
type DocumentFilter = { where: string; params: SQLInputValue[]; order: string };

/** How many documents match `filter`, and `toResult` of the `columns` of its 1-based `page`. */
function documentPage<T>(
	db: DatabaseSync,
	columns: string,
	{ where, params, order }: DocumentFilter,
	page: number,
	toResult: (row: Record<string, SQLOutputValue>) => T,
): { count: number; results: T[] } {
	const counted = db.prepare(`SELECT COUNT(*) AS n FROM documents d WHERE ${where}`).get(...params);
	// The page is chosen from the index columns first; only its own bodies are read.
	const rows = db
		.prepare(
			`SELECT ${columns}
			 FROM documents d WHERE d.rowid IN (
				SELECT d.rowid FROM documents d WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?
			 ) ORDER BY ${order}`,
		)
		.all(...params, FINDER_PAGE_SIZE, (page - 1) * FINDER_PAGE_SIZE);
	return { count: Number(counted?.['n'] ?? 0), results: rows.map(toResult) };
}

/** Which finder rows to read: site, locale, title text and 1-based page. */
export type FinderRequest = { site: string; locale: string; q: string; page: number };

/**
 * One page of link targets (pages, events, articles, productions, venues, series, persons,
 * forms) of `locale` whose title contains `q`, case-insensitive: by kind, then title; with an
 * empty `q` the most recently saved first. `url` is the object's site path.
 */
export function findLinkTargets(
	database: DatabaseSync,
	request: FinderRequest,
): { count: number; results: LinkTarget[] } {
	const db = withFolding(database);
	const title = titleMatch(request.q);
	const kinds = LINK_TARGET_KINDS.map(() => '?').join(', ');
	const where = [
		'd.site = ?',
		'd.locale = ?',
		`d.kind IN (${kinds})`,
		"(d.url_path IS NOT NULL OR d.kind = 'form')",
		...title.where,
	].join(' AND ');
	const params: SQLInputValue[] = [
		request.site,
		request.locale,
		...LINK_TARGET_KINDS,
		...title.params,
	];
	const order =
		request.q === '' ? 'd.updated_at DESC, d.kind, d.id' : `${KIND_ORDER}, d.sort_text, d.id`;
	return documentPage(db, LINK_TARGET_COLUMNS, { where, params, order }, request.page, (row) => {
		const kind = String(row['kind']) as LinkTarget['kind'];
		const id = Number(row['id']);
		const url =
			kind === 'form'
				? `/${request.locale}/${FORM_SEGMENTS[request.locale] ?? 'form'}/${String(row['slug'] || 'form')}/${id}`
				: String(row['url_path']);
		const detail = kind === 'event' || kind === 'article' ? String(row['start_day'] ?? '') : '';
		return { kind, id, title: String(row['title'] ?? ''), url, detail };
	});
}

/**
 * One page of events of `locale` whose title contains `q`, case-insensitive: upcoming and running
 * ones first (soonest first), then past ones (latest first).
 */
export function findEvents(
	database: DatabaseSync,
	request: FinderRequest & { now: Date },
): { count: number; results: EventTarget[] } {
	const db = withFolding(database);
	const title = titleMatch(request.q);
	const where = ['d.site = ?', 'd.locale = ?', "d.kind = 'event'", ...title.where].join(' AND ');
	const params: SQLInputValue[] = [request.site, request.locale, ...title.params];
	const nowMs = request.now.getTime();
	const past = `(COALESCE(d.end_ts, d.start_ts) < ${nowMs})`;
	const order = `${past}, CASE WHEN ${past} THEN -d.start_ts ELSE d.start_ts END, d.id`;
	return documentPage(db, EVENT_TARGET_COLUMNS, { where, params, order }, request.page, (row) => ({
		id: Number(row['id']),
		title: String(row['sort_text'] ?? ''),
		date_start: String(row['date_start']),
		url: String(row['url_path']),
		venue: String(row['venue'] ?? ''),
	}));
}
