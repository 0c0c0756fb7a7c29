import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchCategory, SearchHit } from '../../lib/contract/index.ts';
import {
	foldWord,
	indexTokens,
	searchWords,
	termOf,
	typoAllowance,
	wordsOf,
} from './search-text.ts';

/** One searchable document of a site in one locale, as `search_entries` keeps it. */
export type IndexedEntry = Omit<SearchHit, 'text'> & {
	/** `${kind}:${id}`, unique within a locale. */
	key: string;
	category: SearchCategory;
	text: string;
};

/** A ranked hit: the entry and the document terms that matched (for the excerpt). */
export type RankedHit = { entry: IndexedEntry; terms: string[] };

/** Title words weigh this many times body words (as bm25's weights did before). */
const TITLE_BOOST = 10;

/**
 * Score factors of a word found as a prefix and with typos (an exact word: 1; MiniSearch's
 * defaults are 0.375 and 0.45): a typo in a title must not outrank the word itself in a text.
 */
const MATCH_WEIGHTS = { prefix: 0.375, fuzzy: 0.05 };

/** Words around the first match in an excerpt (as FTS5's snippet of 24 tokens). */
const EXCERPT_WORDS = 24;

/** How far 'did you mean' looks beyond the typo allowance of a word. */
const SUGGESTION_REACH = 1;

/** Fuzzy results of the vocabulary for `term`, nearest first, then most frequent. */
type Candidate = { term: string; distance: number; count: number };

/**
 * The in-process search index of one site in one locale (MiniSearch: BM25, prefix and fuzzy
 * matching; terms folded and stemmed by `termOf`). It also keeps a vocabulary of every indexed
 * word with how it is written, for 'did you mean'. Both database engines feed it the same
 * entries, so both search alike.
 */
export class LocaleIndex {
	readonly locale: string;
	readonly #entries = new Map<string, IndexedEntry>();
	readonly #mini: MiniSearch<IndexedEntry>;
	// term → how each word of that term is written → how often.
	readonly #vocabulary = new SearchableMap<Map<string, number>>();

	constructor(locale: string) {
		this.locale = locale;
		this.#mini = new MiniSearch<IndexedEntry>({
			idField: 'key',
			fields: ['title', 'text'],
			tokenize: (text) => indexTokens(text),
			processTerm: (word) => termOf(word, locale),
			searchOptions: {
				// Queries arrive as terms already (see #query).
				tokenize: (text) => text.split(' '),
				processTerm: (term) => term,
			},
		});
	}

	get size(): number {
		return this.#entries.size;
	}

	/** Adds or replaces an entry. */
	put(entry: IndexedEntry): void {
		this.remove(entry.key);
		this.#entries.set(entry.key, entry);
		this.#mini.add(entry);
		this.#count(entry, 1);
	}

	/** Removes the entry `key`, if indexed. */
	remove(key: string): void {
		const old = this.#entries.get(key);
		if (old === undefined) return;
		this.#mini.discard(key);
		this.#entries.delete(key);
		this.#count(old, -1);
	}

	#count(entry: IndexedEntry, delta: 1 | -1): void {
		for (const { text } of [...wordsOf(entry.title), ...wordsOf(entry.text)]) {
			const term = termOf(text, this.locale);
			const forms = this.#vocabulary.get(term) ?? new Map<string, number>();
			const count = (forms.get(text) ?? 0) + delta;
			if (count > 0) forms.set(text, count);
			else forms.delete(text);
			if (forms.size > 0) this.#vocabulary.set(term, forms);
			else this.#vocabulary.delete(term);
		}
	}

	/**
	 * The MiniSearch query of `words`: every word must match (as a prefix, or with the typos its
	 * length allows) — or two neighbours written together, so 'Familien Werkstatt' finds
	 * 'Familienwerkstatt'. Null when there are no words.
	 */
	#query(words: string[]): { query: Query; allowance: Map<string, number> } | null {
		if (words.length === 0) return null;
		const allowance = new Map<string, number>();
		const term = (word: string) => {
			const made = termOf(word, this.locale);
			const typos = typoAllowance([...foldWord(word, this.locale)].length);
			allowance.set(made, Math.max(allowance.get(made) ?? 0, typos));
			return made;
		};
		const variants = [words.map(term).join(' ')];
		for (let i = 1; i < words.length; i += 1) {
			const joined = [...words.slice(0, i - 1), words[i - 1]! + words[i]!, ...words.slice(i + 1)];
			variants.push(joined.map(term).join(' '));
		}
		const queries = variants.map((variant): Query => ({ queries: [variant], combineWith: 'AND' }));
		return { query: { queries, combineWith: 'OR' }, allowance };
	}

	/**
	 * The entries matching every word of `text`, best first: exact words rank above prefixes and
	 * those above typos; title words weigh TITLE_BOOST times body words. `titlesOnly` searches
	 * titles alone (autocomplete); `category` keeps one category.
	 */
	search(text: string, options: { titlesOnly?: boolean; category?: SearchCategory } = {}) {
		const made = this.#query(searchWords(text));
		if (made === null) return [];
		const { category } = options;
		const results = this.#mini.search(made.query, {
			fields: options.titlesOnly === true ? ['title'] : ['title', 'text'],
			boost: { title: TITLE_BOOST },
			weights: MATCH_WEIGHTS,
			prefix: true,
			fuzzy: (term) => made.allowance.get(term) ?? 0,
			...(category === undefined
				? {}
				: {
						filter: (result: MiniResult) =>
							this.#entries.get(String(result.id))?.category === category,
					}),
		});
		return results.map((result) => this.#ranked(result));
	}

	#ranked(result: MiniResult): RankedHit {
		const entry = this.#entries.get(String(result.id))!;
		return { entry, terms: result.terms };
	}

	/** The nearest indexed terms of `term` within `reach` edits, nearest and most frequent first. */
	#candidates(term: string, reach: number): Candidate[] {
		const near = this.#vocabulary.fuzzyGet(term, reach);
		return [...near.entries()]
			.map(([found, [forms, distance]]) => ({
				term: found,
				distance,
				count: [...forms.values()].reduce((sum, n) => sum + n, 0),
			}))
			.sort((a, b) => a.distance - b.distance || b.count - a.count || (a.term < b.term ? -1 : 1));
	}

	/** The most frequent way the term is written in the indexed texts. */
	#written(term: string): string {
		const forms = [...(this.#vocabulary.get(term)?.entries() ?? [])];
		forms.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
		return forms[0]?.[0] ?? term;
	}

	/**
	 * 'Did you mean': for a text that finds nothing, the text with each word that no indexed
	 * word is written like replaced by the nearest one (within its typo allowance plus
	 * SUGGESTION_REACH edits, at least two for words of 4 letters) — if that finds something.
	 * Null when there is no such text.
	 */
	suggest(text: string, options: { titlesOnly?: boolean } = {}): string | null {
		const words = searchWords(text);
		if (words.length === 0) return null;
		let changed = false;
		const suggested = words.map((word) => {
			const term = termOf(word, this.locale);
			if (this.#vocabulary.has(term)) return word;
			const length = [...foldWord(word, this.locale)].length;
			if (length < 3) return word;
			const reach = Math.max(typoAllowance(length) + SUGGESTION_REACH, length >= 4 ? 2 : 1);
			const best = this.#candidates(term, reach)[0];
			if (best === undefined) return word;
			changed = true;
			return this.#written(best.term);
		});
		if (!changed) return null;
		const suggestion = suggested.join(' ');
		return this.search(suggestion, options).length > 0 ? suggestion : null;
	}
}

/**
 * The excerpt of `text` around the first word whose term is one of `terms` (about EXCERPT_WORDS
 * words, '…' where it is cut); the text's start when none is.
 */
export function excerptOf(text: string, terms: readonly string[], locale: string): string {
	const words = wordsOf(text);
	if (words.length === 0) return '';
	const wanted = new Set(terms);
	const hit = Math.max(
		0,
		words.findIndex((word) => wanted.has(termOf(word.text, locale))),
	);
	const first = Math.max(
		0,
		Math.min(hit - Math.floor(EXCERPT_WORDS / 4), words.length - EXCERPT_WORDS),
	);
	const last = Math.min(words.length, first + EXCERPT_WORDS) - 1;
	const start = first === 0 ? 0 : words[first]!.start;
	const end = last === words.length - 1 ? text.length : words[last]!.end;
	return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
