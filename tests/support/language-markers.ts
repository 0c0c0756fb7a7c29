import { readFileSync } from 'node:fs';
import { seeds } from '../../demo/seed/index.ts';
import type { Locale } from '../../src/lib/contract/index.ts';
import { castle } from '../../src/sites/castle.ts';
import { region } from '../../src/sites/region.ts';

/**
 * The phrases that give a page's language away, derived from the translation files, the site
 * configurations and the demo content of both deployments — never from a hand-kept list.
 *
 * Every text of a language is cut into phrases (at tags, interpolations, sentence ends and
 * separators). A phrase marks its language unless it also occurs, as whole words, in any text of
 * the other language: that rule lets through proper names ('Stiftung Schloss Ravensau' in the
 * English footer), loan words and everything both languages spell alike, without naming a page
 * or a name.
 */
export type LanguageMarkers = Record<Locale, string[]>;

const LOCALES = ['de', 'en'] as const;

/** Strings that are addresses, slugs, keys or numbers rather than text a visitor reads. */
function isText(value: string): boolean {
	if (/^(https?:|mailto:|tel:|\/|#|data:)/.test(value)) return false;
	if (/^[a-z0-9_.:-]+$/.test(value)) return false; // slug, key, class, date, time
	return /\p{L}/u.test(value);
}

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	nbsp: ' ',
	shy: '',
	'#39': "'",
};

/** The phrases of one text: cut at tags, interpolations, sentence ends and separators. */
export function phrases(text: string): string[] {
	return text
		.replace(/<[^>]*>/g, '\n')
		.replace(/&(#?\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
		.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '\n')
		.split(/\n|(?<=[.!?:;])\s+|\s[–—|·•]\s|[()[\]"„“”«»]/)
		.map((part) => part.replace(/\s+/g, ' ').replace(/^[\s,.:;!?–—-]+|[\s,.:;–—-]+$/g, ''))
		.filter((part) => (part.match(/\p{L}/gu) ?? []).length >= 4 && isText(part));
}

/** Every string under a `de` or `en` key of `value` (or all of it, once inside one), by locale. */
function collect(value: unknown, into: Record<Locale, string[]>, locale?: Locale): void {
	if (typeof value === 'string') {
		if (locale && isText(value)) into[locale].push(value);
	} else if (Array.isArray(value)) {
		for (const item of value) collect(item, into, locale);
	} else if (value !== null && typeof value === 'object') {
		for (const [key, child] of Object.entries(value)) {
			const inner = (LOCALES as readonly string[]).includes(key) ? (key as Locale) : locale;
			collect(child, into, inner);
		}
	}
}

function translationFile(locale: Locale): Record<string, string> {
	const url = new URL(`../../src/lib/i18n/${locale}.json`, import.meta.url);
	return JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
}

/** Whether `phrase` occurs in `text` as whole words (case-sensitive). */
export function containsPhrase(text: string, phrase: string): boolean {
	if (!text.includes(phrase)) return false;
	const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
	return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

/** The names of the months and weekdays, as the site's date formats write them. */
function calendarNames(locale: Locale): string[] {
	const month = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
	const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
	const days = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, index, 1 + index)));
	return days.flatMap((day) => [month.format(day), weekday.format(day)]);
}

/**
 * The texts of each language: translation files, month and weekday names, site configurations
 * and the demo content of both deployments seeded at `now`.
 */
export function languageTexts(now: Date): Record<Locale, string[]> {
	const texts: Record<Locale, string[]> = { de: [], en: [] };
	for (const locale of LOCALES) {
		texts[locale].push(...Object.values(translationFile(locale)), ...calendarNames(locale));
	}
	collect([castle, region, seeds.castle(now), seeds.region(now)], texts);
	return texts;
}

/** The phrases that mark each language (see the module comment). */
export function languageMarkers(now: Date): LanguageMarkers {
	const texts = languageTexts(now);
	const markers: LanguageMarkers = { de: [], en: [] };
	for (const locale of LOCALES) {
		const other = texts[locale === 'de' ? 'en' : 'de'].join('\n');
		const own = new Set(texts[locale].flatMap(phrases));
		markers[locale] = [...own].filter((phrase) => !containsPhrase(other, phrase));
	}
	return markers;
}
