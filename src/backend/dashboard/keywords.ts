import { sql } from 'kysely';
import { venueDay } from '../content/index-columns.ts';
import type { Database } from '../db/database.ts';

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
 * The keyword a search text counts as: control characters read as spaces (PostgreSQL cannot
 * store a NUL, and none belongs in the hub's list), trimmed, lower-cased, runs of whitespace
 * collapsed to one space; null when it is shorter than KEYWORD_MIN_LENGTH or longer than
 * KEYWORD_MAX_LENGTH.
 */
export function normaliseKeyword(text: string): string | null {
	const keyword = text
		.replace(/\p{Cc}/gu, ' ')
		.trim()
		.replace(/\s+/g, ' ')
		.toLowerCase();
	const length = [...keyword].length;
	return length >= KEYWORD_MIN_LENGTH && length <= KEYWORD_MAX_LENGTH ? keyword : null;
}

/** The first venue day of the window of `days` days that ends today (today counts as one). */
function firstDayOf(days: number, now: Date): string {
	return venueDay(new Date(now.getTime() - (days - 1) * DAY_MS));
}

/**
 * Counts one full search for `text` on the venue day of `now`, and as a miss when it `found`
 * nothing (a text that is no keyword is ignored; a new keyword once the day has KEYWORDS_PER_DAY
 * is ignored too), and drops counts older than KEYWORD_MAX_DAYS. Concurrent first searches of a keyword all count (the insert
 * falls back to counting up). Throws on database errors; the caller decides whether a failed
 * log matters.
 */
export async function recordSearchKeyword(
	db: Database,
	site: string,
	text: string,
	now: Date,
	found = true,
): Promise<void> {
	const keyword = normaliseKeyword(text);
	if (keyword === null) return;
	const miss = found ? 0 : 1;
	const stamp = now.toISOString();
	const day = venueDay(now);
	const later = sql`CASE WHEN search_keywords.last_seen > ${stamp} THEN search_keywords.last_seen ELSE ${stamp} END`;
	const counted = await db.run(
		sql`UPDATE search_keywords SET count = count + 1, misses = misses + ${miss}, last_seen = ${later}
			WHERE site = ${site} AND keyword = ${keyword} AND day = ${day}`,
	);
	if (counted === 0) {
		await db.run(
			sql`INSERT INTO search_keywords (site, keyword, day, count, misses, last_seen)
				SELECT ${site}, ${keyword}, ${day}, 1, ${miss}, ${stamp}
				WHERE (SELECT COUNT(*) FROM search_keywords WHERE site = ${site} AND day = ${day}) < ${KEYWORDS_PER_DAY}
				ON CONFLICT (site, keyword, day) DO UPDATE SET count = search_keywords.count + 1,
					misses = search_keywords.misses + ${miss}, last_seen = ${later}`,
		);
	}
	await db.run(
		sql`DELETE FROM search_keywords WHERE site = ${site} AND day < ${firstDayOf(KEYWORD_MAX_DAYS, now)}`,
	);
}

/** One keyword's total over a window: searches, and those of them that found nothing. */
export type KeywordTotal = { keyword: string; count: number; misses: number; last_seen: string };

/**
 * The `limit` most searched keywords of `site` in the last `days` venue days up to `now`, most
 * often first (ties: most recently searched first, then alphabetically); with `misses`, only
 * keywords searched in vain in the window, those searched in vain most often first.
 */
export async function topSearchKeywords(
	db: Database,
	site: string,
	window: { days: number; limit: number; misses?: boolean },
	now: Date,
): Promise<KeywordTotal[]> {
	const order =
		window.misses === true
			? sql`HAVING SUM(misses) > 0 ORDER BY missed DESC, last_seen DESC, keyword`
			: sql`ORDER BY total DESC, last_seen DESC, keyword`;
	const rows = await db.all<{ keyword: string; total: number; missed: number; last_seen: string }>(
		sql`SELECT keyword, SUM(count) AS total, SUM(misses) AS missed, MAX(last_seen) AS last_seen
			FROM search_keywords WHERE site = ${site} AND day >= ${firstDayOf(window.days, now)}
			GROUP BY keyword ${order} LIMIT ${window.limit}`,
	);
	return rows.map((row) => ({
		keyword: row.keyword,
		count: Number(row.total),
		misses: Number(row.missed),
		last_seen: row.last_seen,
	}));
}
