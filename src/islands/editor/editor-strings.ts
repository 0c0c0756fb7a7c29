import de from '../../lib/i18n/de.editor.json' with { type: 'json' };
import en from '../../lib/i18n/en.editor.json' with { type: 'json' };
import { htmlToText } from '../../lib/html/html-to-text.ts';
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

/** Fields that name a block, in the order their text is preferred for its title. */
const NAMING_FIELDS = ['content', 'headline', 'title', 'text', 'caption', 'name', 'alt', 'preline'];

/** At most this many words of a block's text go into its title. */
const TITLE_WORDS = 6;

/** The first words of a block's naming text ('' when it has none). */
export function blockWords(module: Record<string, unknown>): string {
	for (const field of NAMING_FIELDS) {
		const value = module[field];
		if (typeof value !== 'string') continue;
		const words = htmlToText(value).split(/\s+/).filter(Boolean);
		if (words.length === 0) continue;
		const shown = words.slice(0, TITLE_WORDS).join(' ');
		const cut = shown.length > 60 ? `${shown.slice(0, 60).trimEnd()}…` : shown;
		return words.length > TITLE_WORDS && cut === shown ? `${shown} …` : cut;
	}
	return '';
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
	const words = blockWords(module);
	const name = modelName(model, locale);
	return words === '' ? name : editorStrings(locale)('blockTitle', { model: name, words });
}
