import { sql } from 'kysely';
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
import type { Database } from '../db/database.ts';
import type { Kind } from './kinds.ts';
import { htmlToText } from '../../lib/html/html-to-text.ts';
import { collectText } from './collect-text.ts';

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
		.map((html) => htmlToText(html))
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

/**
 * The entry with NUL characters taken out of its texts: PostgreSQL text cannot hold them, and
 * both engines index the same words.
 */
function withoutNul(entry: SearchEntry | null): SearchEntry | null {
	if (entry === null) return null;
	const clean = (text: string) => text.replaceAll('\u0000', '');
	return { ...entry, title: clean(entry.title), text: clean(entry.text), url: clean(entry.url) };
}

/**
 * Replaces the index entry of one document (`body` null removes it), inside the caller's
 * transaction when there is one. SQLite keeps the text in the FTS5 table `search_fts` (rowid =
 * the entry's id), PostgreSQL in `search_entries.text`; the search index of every instance
 * (search-sync.ts) reloads the entry when it reads the change recorded with this write.
 */
export async function reindexSearch(
	db: Database,
	site: string,
	kind: Kind,
	id: number,
	locale: string,
	body: unknown,
): Promise<void> {
	const entryOfBody = ENTRY_OF[kind];
	if (entryOfBody === undefined) return;
	// An offline document (any kind with `is_online: false`) is not searchable.
	const offline = (body as { is_online?: unknown } | null)?.is_online === false;
	const entry = body === null || offline ? null : withoutNul(entryOfBody(body as never, locale));
	const key = sql`site = ${site} AND locale = ${locale} AND kind = ${kind} AND doc_id = ${id}`;
	if (db.engine === 'sqlite') {
		await db.run(
			sql`DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_entries WHERE ${key})`,
		);
	}
	await db.run(sql`DELETE FROM search_entries WHERE ${key}`);
	if (entry === null) return;
	const thumbnails =
		entry.image_thumbnails === null ? null : JSON.stringify(entry.image_thumbnails);
	const values = sql`${site}, ${locale}, ${kind}, ${id}, ${entry.category}, ${entry.title}, ${entry.url}, ${entry.date}, ${thumbnails}`;
	if (db.engine === 'postgres') {
		await db.run(
			sql`INSERT INTO search_entries (site, locale, kind, doc_id, category, title, url, date, image_thumbnails, text)
				VALUES (${values}, ${entry.text})`,
		);
		return;
	}
	const inserted = await db.one<{ id: number }>(
		sql`INSERT INTO search_entries (site, locale, kind, doc_id, category, title, url, date, image_thumbnails)
			VALUES (${values}) RETURNING id`,
	);
	await db.run(
		sql`INSERT INTO search_fts (rowid, title, text) VALUES (${inserted?.id}, ${entry.title}, ${entry.text})`,
	);
}
