import MiniSearch, { type Query, type SearchResult as MiniResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { LRUCache } from 'lru-cache';
import { measured } from '../work/work-meter.ts';
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

/**
 * How far 'did you mean' looks beyond the typo allowance of a word, and at most (three edits
 * of a long word cost tens of milliseconds over the vocabulary).
 */
const SUGGESTION_REACH = 1;
const MAX_SUGGESTION_REACH = 2;

/** Words of a query that may have typos (the first ones); later ones must be written right. */
const FUZZY_WORDS = 4;

/** Neighbours (the first ones, of at least COMPOUND_MIN_LETTERS each) also tried as one word. */
const COMPOUND_PAIRS = 3;
const COMPOUND_MIN_LETTERS = 3;

/** A word shorter than this matches longer words only as the last word of a text. */
const PREFIX_MIN_LETTERS = 2;

/** Answers remembered per index (until it changes), by text and whether titles only. */
const ANSWERS_KEPT = 500;

/** A MiniSearch query and, per term, its typo allowance and whether it may be a prefix. */
type Made = { query: Query; allowance: Map<string, number>; prefixes: Set<string> };

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
	readonly #answers = new LRUCache<string, readonly RankedHit[]>({ max: ANSWERS_KEPT });
	readonly #suggestions = new LRUCache<string, { text: string | null }>({ max: ANSWERS_KEPT });

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
		this.#forgetAnswers();
		this.#entries.set(entry.key, entry);
		this.#mini.add(entry);
		this.#count(entry, 1);
	}

	/** Removes the entry `key`, if indexed. */
	remove(key: string): void {
		const old = this.#entries.get(key);
		if (old === undefined) return;
		this.#forgetAnswers();
		this.#mini.discard(key);
		this.#entries.delete(key);
		this.#count(old, -1);
	}

	#forgetAnswers(): void {
		this.#answers.clear();
		this.#suggestions.clear();
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
	 * 'Familienwerkstatt'. Its cost is bounded whatever the text: only the first FUZZY_WORDS words
	 * may have typos, only the first COMPOUND_PAIRS neighbours are tried as one word, and a word
	 * shorter than PREFIX_MIN_LETTERS is a prefix only as the last word (still being typed).
	 */
	#query(words: string[]): Made | null {
		if (words.length === 0) return null;
		const allowance = new Map<string, number>();
		const prefixes = new Set<string>();
		const term = (word: string, position: number, last: boolean) => {
			const made = termOf(word, this.locale);
			const letters = [...foldWord(word, this.locale)].length;
			const typos = position < FUZZY_WORDS ? typoAllowance(letters) : 0;
			allowance.set(made, Math.max(allowance.get(made) ?? 0, typos));
			if (last || letters >= PREFIX_MIN_LETTERS) prefixes.add(made);
			return made;
		};
		// Positions count in the text as typed, whichever neighbours a variant joins.
		const termsOf = (variant: [word: string, position: number][]) =>
			variant.map(([word, at], i) => term(word, at, i === variant.length - 1)).join(' ');
		const typed = words.map((word, at): [string, number] => [word, at]);
		const variants = [termsOf(typed)];
		const joinable = (word: string) => [...word].length >= COMPOUND_MIN_LETTERS;
		for (let i = 1; i < Math.min(words.length, COMPOUND_PAIRS + 1); i += 1) {
			if (!joinable(words[i - 1]!) || !joinable(words[i]!)) continue;
			const joined: [string, number] = [words[i - 1]! + words[i]!, i - 1];
			variants.push(termsOf([...typed.slice(0, i - 1), joined, ...typed.slice(i + 1)]));
		}
		const queries = variants.map((variant): Query => ({ queries: [variant], combineWith: 'AND' }));
		return { query: { queries, combineWith: 'OR' }, allowance, prefixes };
	}

	/**
	 * The entries matching every word of `text`, best first: exact words rank above prefixes and
	 * those above typos; title words weigh TITLE_BOOST times body words. `titlesOnly` searches
	 * titles alone (autocomplete); `category` keeps one category. Answers are remembered until
	 * the index changes.
	 */
	search(
		text: string,
		options: { titlesOnly?: boolean; category?: SearchCategory } = {},
	): readonly RankedHit[] {
		const { category } = options;
		const titlesOnly = options.titlesOnly === true;
		const words = [...new Set(searchWords(text))];
		const key = `${titlesOnly ? 't' : 'a'}\u0000${words.join('\u0000')}`;
		let ranked = this.#answers.get(key);
		if (ranked === undefined) {
			ranked = measured(() => this.#search(words, titlesOnly));
			this.#answers.set(key, ranked);
		}
		return category === undefined
			? ranked
			: ranked.filter((hit) => hit.entry.category === category);
	}

	#search(words: string[], titlesOnly: boolean): RankedHit[] {
		const made = this.#query(words);
		if (made === null) return [];
		const results = this.#mini.search(made.query, {
			fields: titlesOnly ? ['title'] : ['title', 'text'],
			boost: { title: TITLE_BOOST },
			weights: MATCH_WEIGHTS,
			prefix: (term) => made.prefixes.has(term),
			fuzzy: (term) => made.allowance.get(term) ?? 0,
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
	 * SUGGESTION_REACH edits, at least two for words of 4 letters, at most MAX_SUGGESTION_REACH)
	 * — if that finds something. Null when there is no such text, or more than FUZZY_WORDS words are unknown (not a typo).
	 * Answers are remembered until the index changes.
	 */
	suggest(text: string, options: { titlesOnly?: boolean } = {}): string | null {
		const titlesOnly = options.titlesOnly === true;
		const words = searchWords(text);
		const key = `${titlesOnly ? 't' : 'a'}\u0000${words.join('\u0000')}`;
		let known = this.#suggestions.get(key);
		if (known === undefined) {
			known = { text: measured(() => this.#suggest(words, titlesOnly)) };
			this.#suggestions.set(key, known);
		}
		return known.text;
	}

	#suggest(words: string[], titlesOnly: boolean): string | null {
		const unknown = words.filter((word) => !this.#vocabulary.has(termOf(word, this.locale)));
		if (unknown.length === 0 || unknown.length > FUZZY_WORDS) return null;
		let changed = false;
		const suggested = words.map((word) => {
			if (!unknown.includes(word)) return word;
			const length = [...foldWord(word, this.locale)].length;
			if (length < 3) return word;
			const reach = Math.min(
				MAX_SUGGESTION_REACH,
				Math.max(typoAllowance(length) + SUGGESTION_REACH, length >= 4 ? 2 : 1),
			);
			const best = this.#candidates(termOf(word, this.locale), reach)[0];
			if (best === undefined) return word;
			changed = true;
			return this.#written(best.term);
		});
		if (!changed) return null;
		const suggestion = suggested.join(' ');
		return this.search(suggestion, { titlesOnly }).length > 0 ? suggestion : null;
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
