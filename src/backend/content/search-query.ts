import { sql, type RawBuilder } from 'kysely';
import type { ImageThumbnails, SearchCategory, SearchHit } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';

/** Most words of a search text that count; the rest is ignored. */
const MAX_WORDS = 12;

/** The words of a search text, lower-cased (letters and digits; everything else separates). */
export function searchWords(text: string): string[] {
	return (text.toLocaleLowerCase('de').match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS);
}

/**
 * An FTS5 query matching every word of `text` as a prefix (so 'fuhr' finds 'Führung'), or null
 * when the text has no words. Words are quoted, so no user input is read as query syntax.
 */
export function prefixQuery(text: string): string | null {
	const words = searchWords(text);
	if (words.length === 0) return null;
	return words.map((word) => `"${word}"*`).join(' ');
}

/**
 * The PostgreSQL query of `words` in `locale`: every word as a prefix, each either stemmed by the
 * locale's configuration or as written (`simple`, so stop words and unstemmed prefixes match as
 * on FTS5), diacritics folded as in the index; `titleOnly` restricts it to title words (weight A).
 * Words are letters and digits only and bound as parameters, so none is read as query syntax.
 */
function tsQuery(locale: string, words: string[], titleOnly: boolean): RawBuilder<unknown> {
	const suffix = titleOnly ? ':*A' : ':*';
	return sql.join(
		words.map(
			(word) =>
				sql`(to_tsquery(search_config(${locale}), search_fold(${word}) || ${suffix})
					|| to_tsquery('simple'::regconfig, search_fold(${word}) || ${suffix}))`,
		),
		sql` && `,
	);
}

/**
 * Best match first: SQLite ranks with bm25, title words weighing ten times body words;
 * PostgreSQL with ts_rank_cd at the same ratio (weights D, C, B, A; title is A, body D), divided
 * by the document's length (normalisation 2) as bm25 favours short documents — of the ranking
 * functions and normalisations, the one closest to bm25 on the demo content (search.test.ts).
 * Equal ranks fall back to the title (binary order on both), then kind and id.
 */
const FTS_RANK = sql`bm25(search_fts, 10.0, 1.0)`;
const PG_RANK = (query: RawBuilder<unknown>) =>
	sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', e.search_vector, ${query}, 2)`;

/** ts_headline options matching FTS5's snippet(…, '', '', '…', 24): plain text, about 24 words. */
const HEADLINE_OPTIONS = 'StartSel="", StopSel="", MaxWords=24, MinWords=12, ShortWord=0';

type HitRow = {
	doc_id: number;
	kind: string;
	title: string;
	url: string;
	date: string | null;
	image_thumbnails: string | null;
	excerpt: string | null;
	text?: string;
};

/** FTS5 marks a cut with '…'; PostgreSQL's headline does not, so the same marks are added. */
function withEllipses(excerpt: string, text: string): string {
	const at = text.indexOf(excerpt);
	if (excerpt === '' || at < 0) return excerpt;
	return `${at > 0 ? '…' : ''}${excerpt}${at + excerpt.length < text.length ? '…' : ''}`;
}

function hitOf(row: HitRow): SearchHit {
	const excerpt = String(row.excerpt ?? '');
	return {
		id: Number(row.doc_id),
		kind: row.kind as SearchHit['kind'],
		title: row.title,
		text: row.text === undefined ? excerpt : withEllipses(excerpt, row.text),
		url: row.url,
		date: row.date,
		image_thumbnails:
			row.image_thumbnails === null ? null : (JSON.parse(row.image_thumbnails) as ImageThumbnails),
	};
}

/** One page of hits of `category` for `text` in `locale`, best first, and the total count. */
export async function searchPage(
	db: Database,
	site: string,
	locale: string,
	category: SearchCategory,
	text: string,
	page: number,
	pageSize: number,
): Promise<{ count: number; hits: SearchHit[] }> {
	const words = searchWords(text);
	if (words.length === 0) return { count: 0, hits: [] };
	const offset = (page - 1) * pageSize;
	const scope = sql`e.site = ${site} AND e.locale = ${locale} AND e.category = ${category}`;
	if (db.engine === 'postgres') {
		const query = tsQuery(locale, words, false);
		const where = sql`${scope} AND e.search_vector @@ (${query})`;
		const total = await db.one<{ n: number }>(
			sql`SELECT COUNT(*) AS n FROM search_entries e WHERE ${where}`,
		);
		const rows = await db.all<HitRow>(
			sql`SELECT e.doc_id, e.kind, e.title, e.url, e.date, e.image_thumbnails, e.text,
					ts_headline(search_config(e.locale), e.text, ${query}, ${HEADLINE_OPTIONS}) AS excerpt
				FROM search_entries e WHERE ${where}
				ORDER BY ${PG_RANK(query)} DESC, e.title, e.kind, e.doc_id LIMIT ${pageSize} OFFSET ${offset}`,
		);
		return { count: Number(total?.n ?? 0), hits: rows.map(hitOf) };
	}
	const where = sql`search_fts MATCH ${prefixQuery(text)} AND ${scope}`;
	const from = sql`search_fts JOIN search_entries e ON e.id = search_fts.rowid`;
	const total = await db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM ${from} WHERE ${where}`);
	const rows = await db.all<HitRow>(
		sql`SELECT e.doc_id, e.kind, e.title, e.url, e.date, e.image_thumbnails,
				snippet(search_fts, 1, '', '', '…', 24) AS excerpt
			FROM ${from} WHERE ${where}
			ORDER BY ${FTS_RANK}, e.title, e.kind, e.doc_id LIMIT ${pageSize} OFFSET ${offset}`,
	);
	return { count: Number(total?.n ?? 0), hits: rows.map(hitOf) };
}

/** Up to `limit` distinct titles matching `text` in `locale`, best first (autocomplete). */
export async function suggestTitles(
	db: Database,
	site: string,
	locale: string,
	text: string,
	limit: number,
): Promise<string[]> {
	const words = searchWords(text);
	if (words.length === 0) return [];
	const scope = sql`e.site = ${site} AND e.locale = ${locale}`;
	let rows: { title: string }[];
	if (db.engine === 'postgres') {
		const query = tsQuery(locale, words, true);
		rows = await db.all(
			sql`SELECT e.title FROM search_entries e WHERE ${scope} AND e.search_vector @@ (${query})
				ORDER BY ${PG_RANK(query)} DESC, e.title, e.kind, e.doc_id LIMIT ${limit * 3}`,
		);
	} else {
		rows = await db.all(
			sql`SELECT e.title FROM search_fts JOIN search_entries e ON e.id = search_fts.rowid
				WHERE search_fts MATCH ${`{title} : (${prefixQuery(text)})`} AND ${scope}
				ORDER BY ${FTS_RANK}, e.title, e.kind, e.doc_id LIMIT ${limit * 3}`,
		);
	}
	return [...new Set(rows.map((row) => row.title))].slice(0, limit);
}
