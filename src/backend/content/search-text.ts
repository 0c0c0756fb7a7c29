import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as germanStem } from '@orama/stemmers/german';

/** Most words of a search text that count; the rest is ignored. */
export const MAX_WORDS = 12;

/** One word of a text as written, and where it ends (for the join with the next word). */
type Word = { text: string; start: number; end: number };

const WORD = /[\p{L}\p{N}]+/gu;
// Words written apart by a space or hyphen may be one compound ('Goldberg-Variationen').
const COMPOUND_GAP = /^[\s\-\u2010\u2011\u2013]+$/u;

/** The words of `text` as written, with their positions. */
export function wordsOf(text: string): Word[] {
	return [...text.matchAll(WORD)].map((match) => ({
		text: match[0],
		start: match.index,
		end: match.index + match[0].length,
	}));
}

/** The words of a search text as written (letters and digits; everything else separates). */
export function searchWords(text: string): string[] {
	return wordsOf(text)
		.slice(0, MAX_WORDS)
		.map((word) => word.text);
}

/**
 * Every word of `text` and every two neighbours written apart by a space or hyphen as one word,
 * so 'Goldberg-Variationen' is found by 'Goldbergvariationen' too (index side of compounds).
 */
export function indexTokens(text: string): string[] {
	const words = wordsOf(text);
	const tokens = words.map((word) => word.text);
	for (let i = 1; i < words.length; i += 1) {
		const [before, after] = [words[i - 1]!, words[i]!];
		if (COMPOUND_GAP.test(text.slice(before.end, after.start))) {
			tokens.push(before.text + after.text);
		}
	}
	return tokens;
}

const MARKS = /\p{M}+/gu;

/**
 * German spelling folded: ä/ae, ö/oe, ü/ue are one letter, ß is ss, case and every other
 * diacritic dropped ('Führung', 'Fuehrung' and 'FUHRUNG' all read 'fuhrung').
 */
function foldGerman(word: string): string {
	return word
		.toLocaleLowerCase('de')
		.replace(/ä|ae/g, 'a')
		.replace(/ö|oe/g, 'o')
		.replace(/ü|ue/g, 'u')
		.replaceAll('ß', 'ss')
		.normalize('NFD')
		.replace(MARKS, '');
}

/**
 * English text keeps its own 'ae/oe/ue' ('venue', 'does'); German letters in it are written out
 * ('Müller' reads 'mueller', as English writers spell it) and other diacritics dropped.
 */
function foldEnglish(word: string): string {
	return word
		.toLocaleLowerCase('en')
		.replaceAll('ä', 'ae')
		.replaceAll('ö', 'oe')
		.replaceAll('ü', 'ue')
		.replaceAll('ß', 'ss')
		.normalize('NFD')
		.replace(MARKS, '');
}

/** How many letters a word typed with `length` letters may have wrong: one from 5, two from 9. */
export function typoAllowance(length: number): number {
	return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** A word folded as its locale spells it, before stemming (its length sets the typo allowance). */
export function foldWord(word: string, locale: string): string {
	return locale === 'de' ? foldGerman(word) : foldEnglish(word);
}

/** Words whose terms are remembered per locale (stemming is most of the indexing time). */
const TERM_MEMO_SIZE = 50_000;
const GERMAN_TERMS = new Map<string, string>();
const ENGLISH_TERMS = new Map<string, string>();

/**
 * The term a word of `locale` is indexed and searched as: folded, then stemmed by the locale's
 * Snowball stemmer ('Konzerts' and 'Konzerte' read 'konzert'; 'exhibitions' 'exhibit').
 */
export function termOf(word: string, locale: string): string {
	const memo = locale === 'de' ? GERMAN_TERMS : ENGLISH_TERMS;
	let term = memo.get(word);
	if (term === undefined) {
		const folded = foldWord(word, locale);
		term = locale === 'de' ? germanStem(folded) : englishStem(folded);
		// Indexed texts repeat their words; a flood of new words only empties the memo.
		if (memo.size >= TERM_MEMO_SIZE) memo.clear();
		memo.set(word, term);
	}
	return term;
}
