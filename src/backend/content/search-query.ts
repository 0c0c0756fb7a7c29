import type { SearchCategory, SearchHit } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import { excerptOf, type RankedHit } from './search-engine.ts';
import { searchIndexOf } from './search-sync.ts';

export { searchWords } from './search-text.ts';

function hitOf({ entry, terms }: RankedHit, locale: string): SearchHit {
	const { id, kind, title, url, date, image_thumbnails } = entry;
	return {
		id,
		kind,
		title,
		text: excerptOf(entry.text, terms, locale),
		url,
		date,
		image_thumbnails,
	};
}

/**
 * One page of hits of `category` for `text` in `locale`, best first, and the total count. Every
 * word must match — as a prefix, in another form of the word, with German letters spelt out or
 * not, with the typos its length allows, or two words written as one compound (search-engine.ts).
 */
export async function searchPage(
	db: Database,
	site: string,
	locale: string,
	category: SearchCategory,
	text: string,
	page: number,
	pageSize: number,
): Promise<{ count: number; hits: SearchHit[] }> {
	const index = await searchIndexOf(db, site, locale);
	const ranked = index.search(text, { category });
	const offset = (page - 1) * pageSize;
	const hits = ranked.slice(offset, offset + pageSize).map((hit) => hitOf(hit, locale));
	return { count: ranked.length, hits };
}

/** Up to `limit` distinct titles matching `text` in `locale`, best first (autocomplete). */
export async function suggestTitles(
	db: Database,
	site: string,
	locale: string,
	text: string,
	limit: number,
): Promise<string[]> {
	const index = await searchIndexOf(db, site, locale);
	const titles = new Set<string>();
	for (const { entry } of index.search(text, { titlesOnly: true })) {
		titles.add(entry.title);
		if (titles.size === limit) break;
	}
	return [...titles];
}

/**
 * 'Did you mean': the nearest text to `text` that finds something in `locale` (titles only for
 * autocomplete), or null when `text` finds something itself or nothing near it does.
 */
export async function didYouMean(
	db: Database,
	site: string,
	locale: string,
	text: string,
	options: { titlesOnly?: boolean } = {},
): Promise<string | null> {
	const index = await searchIndexOf(db, site, locale);
	if (index.search(text, options).length > 0) return null;
	return index.suggest(text, options);
}
