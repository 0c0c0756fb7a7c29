import de from '../../lib/i18n/de.editor.json' with { type: 'json' };
import en from '../../lib/i18n/en.editor.json' with { type: 'json' };
import { blockWords } from '../../lib/html/block-words.ts';
import { fill } from '../../lib/i18n/fill.ts';

/** The page editor's interface languages (the page's locale). */
export type EditorUiLocale = 'de' | 'en';

/** A text of the editor interface (`de.editor.json` is the reference; `models` holds block names). */
export type EditorStringKey = Exclude<keyof typeof de, 'models'>;

const TEXTS = { de, en } satisfies Record<EditorUiLocale, typeof de>;

/** A text of the editor interface: `key` in `locale` with `{{name}}` values filled in. */
export type EditorText = (key: EditorStringKey, values?: Record<string, string | number>) => string;

/** The editor's texts in `locale`. */
export function editorStrings(locale: EditorUiLocale): EditorText {
	const table = TEXTS[locale];
	return (key, values = {}) => fill(table[key], values);
}

/** The editor's name of block `model` in `locale` (the model itself when unknown). */
export function modelName(model: string, locale: EditorUiLocale): string {
	const names: Record<string, string> = TEXTS[locale].models;
	return names[model] ?? model;
}

/**
 * A block's name in control labels: 'Headline 12' — the model's name and the module id, so each
 * button of a page has a name of its own (stable for tests and screen readers).
 */
export function moduleLabel(model: string, id: number, locale: EditorUiLocale): string {
	return `${modelName(model, locale)} ${id}`;
}

/**
 * A block's name for people (dialog titles): its type and first words, 'Headline “Welcome to
 * the castle”' — never its internal id; the type alone when it has no text.
 */
export function blockTitle(
	model: string,
	module: Record<string, unknown>,
	locale: EditorUiLocale,
): string {
	return namedBlock(model, blockWords(module), locale);
}

/** A block's name for people from its type and first words (`blockWords`), as `blockTitle`. */
export function namedBlock(model: string, words: string, locale: EditorUiLocale): string {
	const name = modelName(model, locale);
	return words === '' ? name : editorStrings(locale)('blockTitle', { model: name, words });
}
