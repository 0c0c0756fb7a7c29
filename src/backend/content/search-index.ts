import type { DatabaseSync } from 'node:sqlite';
import type {
	ArticleDetail,
	CmsPage,
	EventDetail,
	ImageThumbnails,
	PersonDetail,
	ProductionDetail,
	SearchCategory,
	SearchHit,
	SeriesDetail,
	VenueDetail,
} from '../../lib/contract/index.ts';
import type { Kind } from './kinds.ts';
import { collectText, plainText } from './plain-text.ts';

/** What one searchable document contributes to the index. */
type SearchEntry = {
	kind: SearchHit['kind'];
	category: SearchCategory;
	title: string;
	text: string;
	url: string;
	date: string | null;
	image_thumbnails: ImageThumbnails | null;
};

type TextPart = string | null | undefined;

const join = (...parts: TextPart[]): string =>
	parts
		.filter((part): part is string => typeof part === 'string' && part !== '')
		.map(plainText)
		.join(' ');

/** The entry of one document: events are their own search category, everything else 'others'. */
function entryOf(
	kind: SearchHit['kind'],
	title: string,
	doc: { url: string; image_thumbnails: ImageThumbnails | null },
	date: string | null,
	text: TextPart[],
): SearchEntry {
	const category = kind === 'event' ? 'events' : 'others';
	const { url, image_thumbnails } = doc;
	return { kind, category, title, text: join(...text), url, date, image_thumbnails };
}

/** An offline page, or one without a URL in `locale`, is not searchable. */
function pageEntry(page: CmsPage, locale: string): SearchEntry | null {
	const url = page.urls[locale as keyof CmsPage['urls']];
	if (!page.is_online || url === undefined) return null;
	const doc = { url, image_thumbnails: page.og_image_thumbnails };
	const text = [page.headline, page.intro, page.meta_description, ...collectText(page.modules)];
	return entryOf('page', page.title, doc, null, text);
}

/**
 * The index entry of a document per searchable kind (null: not searchable in that locale); a
 * kind missing here is not indexed at all.
 */
const ENTRY_OF: Partial<Record<Kind, (body: never, locale: string) => SearchEntry | null>> = {
	event: (e: EventDetail) =>
		entryOf('event', e.name, e, e.date_start, [
			e.preline,
			e.subline,
			e.description,
			e.room?.name,
			e.series?.name,
		]),
	production: (p: ProductionDetail) =>
		entryOf('production', p.title, p, p.date_from, [
			p.preline,
			p.subline,
			p.teaser_text,
			p.description,
		]),
	article: (a: ArticleDetail) =>
		entryOf('article', a.title, a, a.published_at, [a.preline, a.teaser_text, a.body, a.author]),
	page: pageEntry,
	person: (p: PersonDetail) =>
		entryOf('person', p.name, p, null, [p.role, p.category?.name, p.biography]),
	venue: (v: VenueDetail) =>
		entryOf('venue', v.name, v, null, [
			v.teaser_text,
			v.description,
			v.address.city,
			v.address.street,
		]),
	series: (s: SeriesDetail) => entryOf('series', s.name, s, null, [s.teaser_text, s.description]),
};

/** Replaces the index entry of one document (`body` null removes it). */
export function reindexSearch(
	db: DatabaseSync,
	site: string,
	kind: Kind,
	id: number,
	locale: string,
	body: unknown,
): void {
	const entryOfBody = ENTRY_OF[kind];
	if (entryOfBody === undefined) return;
	const existing = db
		.prepare(
			'SELECT id FROM search_entries WHERE site = ? AND locale = ? AND kind = ? AND doc_id = ?',
		)
		.get(site, locale, kind, id);
	if (existing) {
		db.prepare('DELETE FROM search_fts WHERE rowid = ?').run(Number(existing['id']));
		db.prepare('DELETE FROM search_entries WHERE id = ?').run(Number(existing['id']));
	}
	const entry = body === null ? null : entryOfBody(body as never, locale);
	if (entry === null) return;
	const inserted = db
		.prepare(
			`INSERT INTO search_entries (site, locale, kind, doc_id, category, title, url, date, image_thumbnails)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		)
		.run(
			site,
			locale,
			kind,
			id,
			entry.category,
			entry.title,
			entry.url,
			entry.date,
			entry.image_thumbnails === null ? null : JSON.stringify(entry.image_thumbnails),
		);
	db.prepare('INSERT INTO search_fts (rowid, title, text) VALUES (?, ?, ?)').run(
		inserted.lastInsertRowid,
		entry.title,
		entry.text,
	);
}

/**
 * An FTS5 query matching every word of `text` as a prefix (so 'fuhr' finds 'Führung'), or null
 * when the text has no words. Words are quoted, so no user input is read as query syntax.
 */
export function prefixQuery(text: string): string | null {
	const words = text.toLocaleLowerCase('de').match(/[\p{L}\p{N}]+/gu) ?? [];
	if (words.length === 0) return null;
	return words
		.slice(0, 12)
		.map((word) => `"${word}"*`)
		.join(' ');
}

// Title matches weigh ten times as much as body matches.
const RANK = 'bm25(search_fts, 10.0, 1.0)';

/** One page of hits of `category` for `text` in `locale`, best first, and the total count. */
export function searchPage(
	db: DatabaseSync,
	site: string,
	locale: string,
	category: SearchCategory,
	text: string,
	page: number,
	pageSize: number,
): { count: number; hits: SearchHit[] } {
	const match = prefixQuery(text);
	if (match === null) return { count: 0, hits: [] };
	const where = `search_fts MATCH ? AND e.site = ? AND e.locale = ? AND e.category = ?`;
	const params = [match, site, locale, category];
	const total = db
		.prepare(
			`SELECT COUNT(*) AS n FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid WHERE ${where}`,
		)
		.get(...params);
	const rows = db
		.prepare(
			`SELECT e.doc_id, e.kind, e.title, e.url, e.date, e.image_thumbnails,
				snippet(search_fts, 1, '', '', '…', 24) AS excerpt
			 FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
			 WHERE ${where} ORDER BY ${RANK}, e.title LIMIT ? OFFSET ?`,
		)
		.all(...params, pageSize, (page - 1) * pageSize);
	return {
		count: Number(total?.['n'] ?? 0),
		hits: rows.map((row) => ({
			id: Number(row['doc_id']),
			kind: String(row['kind']) as SearchHit['kind'],
			title: String(row['title']),
			text: String(row['excerpt'] ?? ''),
			url: String(row['url']),
			date: row['date'] === null ? null : String(row['date']),
			image_thumbnails:
				row['image_thumbnails'] === null
					? null
					: (JSON.parse(String(row['image_thumbnails'])) as ImageThumbnails),
		})),
	};
}

/** Up to `limit` distinct titles matching `text` in `locale`, best first (autocomplete). */
export function suggestTitles(
	db: DatabaseSync,
	site: string,
	locale: string,
	text: string,
	limit: number,
): string[] {
	const match = prefixQuery(text);
	if (match === null) return [];
	const rows = db
		.prepare(
			`SELECT e.title FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
			 WHERE search_fts MATCH ? AND e.site = ? AND e.locale = ?
			 ORDER BY ${RANK}, e.title LIMIT ?`,
		)
		.all(`{title} : (${match})`, site, locale, limit * 3);
	return [...new Set(rows.map((row) => String(row['title'])))].slice(0, limit);
}
