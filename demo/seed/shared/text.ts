import type { z } from 'zod';
import type { Locale } from '../../../src/lib/contract/index.ts';
import type { Localised } from '../../../src/backend/content/seed-bundle.ts';

/** The two site locales in their canonical order. */
export const SEED_LOCALES = ['de', 'en'] as const satisfies readonly Locale[];

/** A text written in both languages. Instances are replaced by one language in `pick`. */
export class BiText {
	readonly de: string;
	readonly en: string;
	constructor(de: string, en: string) {
		this.de = de;
		this.en = en;
	}
}

/** A German and an English version of the same text. */
export function bi(de: string, en: string): BiText {
	return new BiText(de, en);
}

/** A text that is either the same in both languages or translated. */
export type Txt = string | BiText;

/** Reads a text in one language. */
export function tr(text: Txt, locale: Locale): string {
	return typeof text === 'string' ? text : text[locale];
}

/**
 * The shape `T` with every free-text string field allowed to be a `BiText`; literal string types
 * (model names, enums) stay as they are.
 */
export type Bilingual<T> = T extends string
	? string extends T
		? Txt
		: T
	: T extends readonly (infer U)[]
		? Bilingual<U>[]
		: T extends object
			? { [K in keyof T]: Bilingual<T[K]> }
			: T;

/** Replaces every `BiText` inside `value` (deeply) by its text in `locale`. */
export function pick<T>(value: Bilingual<T>, locale: Locale): T {
	return pickAny(value, locale) as T;
}

function pickAny(value: unknown, locale: Locale): unknown {
	if (value instanceof BiText) return value[locale];
	if (Array.isArray(value)) return value.map((item) => pickAny(item, locale));
	if (value !== null && typeof value === 'object') {
		const out: Record<string, unknown> = {};
		for (const [key, item] of Object.entries(value)) out[key] = pickAny(item, locale);
		return out;
	}
	return value;
}

/** The same object given explicitly per locale. */
export function localised<T>(de: T, en: T): Localised<T> {
	return { de, en };
}

/** Builds the object once per locale with the same builder. */
export function perLocale<T>(build: (locale: Locale) => T): Localised<T> {
	return { de: build('de'), en: build('en') };
}

/**
 * Turns a bilingual draft into one contract object per locale, parsed with `schema` (which fills
 * the defaults and fails loudly on anything the contract does not accept).
 */
export function localise<S extends z.ZodType>(
	schema: S,
	draft: Bilingual<z.input<S>>,
): Localised<z.output<S>> {
	return perLocale((locale) => schema.parse(pick(draft, locale)));
}

/** A URL slug from a name: lower case, umlauts transliterated, words joined by hyphens. */
export function slugify(text: string): string {
	return text
		.toLowerCase()
		.replace(/ä/g, 'ae')
		.replace(/ö/g, 'oe')
		.replace(/ü/g, 'ue')
		.replace(/ß/g, 'ss')
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.replace(/ı/g, 'i')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/(^-|-$)/g, '');
}
