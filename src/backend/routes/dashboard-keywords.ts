import type { DatabaseSync } from 'node:sqlite';
import { venueDay } from '../content/index-columns.ts';
import { statement } from '../ticketing/statements.ts';

/** Shortest and longest keyword kept; shorter or longer search texts are not logged. */
export const KEYWORD_MIN_LENGTH = 2;
export const KEYWORD_MAX_LENGTH = 100;

/** The longest window the hub can ask for; older daily counts are dropped. */
export const KEYWORD_MAX_DAYS = 365;

/**
 * Most distinct keywords counted per venue day: beyond it only keywords already seen that day
 * are counted, so a flood of unique searches adds no rows while the popular ones still count.
 */
export const KEYWORDS_PER_DAY = 1000;

const DAY_MS = 86_400_000;

/**
 * The keyword a search text counts as: trimmed, lower-cased, runs of whitespace collapsed to one
 * space; null when it is shorter than KEYWORD_MIN_LENGTH or longer than KEYWORD_MAX_LENGTH.
 */
export function normaliseKeyword(text: string): string | null {
	const keyword = text.trim().replace(/\s+/g, ' ').toLowerCase();
	const length = [...keyword].length;
	return length >= KEYWORD_MIN_LENGTH && length <= KEYWORD_MAX_LENGTH ? keyword : null;
}

/** The first venue day of the window of `days` days that ends today (today counts as one). */
function firstDayOf(days: number, now: Date): string {
	return venueDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

/**
 * Counts one full search for `text` on the venue day of `now` (a text that is no keyword is
 * ignored; a new keyword once the day has KEYWORDS_PER_DAY is ignored too) and drops counts
 * older than KEYWORD_MAX_DAYS. Throws on database errors; the caller
 * decides whether a failed log matters.
 */
export function recordSearchKeyword(db: DatabaseSync, site: string, text: string, now: Date): void {
	const keyword = normaliseKeyword(text);
	if (keyword === null) return;
	const stamp = now.toISOString();
	const day = venueDay(now);
	const counted = statement(
		db,
		`UPDATE search_keywords SET count = count + 1, last_seen = max(last_seen, ?4)
		 WHERE site = ?1 AND keyword = ?2 AND day = ?3`,
	).run(site, keyword, day, stamp);
	if (Number(counted.changes) === 0) {
		statement(
			db,
			`INSERT OR IGNORE INTO search_keywords (site, keyword, day, count, last_seen)
			 SELECT ?1, ?2, ?3, 1, ?4
			 WHERE (SELECT COUNT(*) FROM search_keywords WHERE site = ?1 AND day = ?3) < ?5`,
		).run(site, keyword, day, stamp, KEYWORDS_PER_DAY);
	}
	statement(db, 'DELETE FROM search_keywords WHERE site = ? AND day < ?').run(
		site,
		firstDayOf(KEYWORD_MAX_DAYS, now),
	);
}

/** One keyword's total over a window. */
export type KeywordTotal = { keyword: string; count: number; last_seen: string };

/**
 * The `limit` most searched keywords of `site` in the last `days` venue days up to `now`, most
 * often first (ties: most recently searched first, then alphabetically).
 */
export function topSearchKeywords(
	db: DatabaseSync,
	site: string,
	window: { days: number; limit: number },
	now: Date,
): KeywordTotal[] {
	return statement(
		db,
		`SELECT keyword, SUM(count) AS total, MAX(last_seen) AS last_seen FROM search_keywords
		 WHERE site = ? AND day >= ?
		 GROUP BY keyword ORDER BY total DESC, last_seen DESC, keyword LIMIT ?`,
	)
		.all(site, firstDayOf(window.days, now), window.limit)
		.map((row) => ({
			keyword: String(row['keyword']),
			count: Number(row['total']),
			last_seen: String(row['last_seen']),
		}));
}
