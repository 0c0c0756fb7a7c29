import de from '../../../lib/i18n/de.forms.json' with { type: 'json' };
import en from '../../../lib/i18n/en.forms.json' with { type: 'json' };

/** The tables looked up by a block's field, item or option name (any string may be asked for). */
type ByName = 'kinds' | 'fields' | 'items' | 'help' | 'options';

/**
 * Every text of the block forms, finders and rich-text editor in the editor's language
 * (`de.forms.json` is the reference; placeholders are `{{n}}`, filled with `fill`).
 */
export type FormLabels = Omit<typeof de, ByName> & Record<ByName, Record<string, string>>;

const TEXTS = { de, en } satisfies Record<'de' | 'en', typeof de>;

/** The labels for the editor's interface language. */
export function formLabels(uiLocale: 'de' | 'en'): FormLabels {
	return TEXTS[uiLocale];
}

/** The option label of `value` ('Large' → 'Groß'), the value itself when there is none. */
export function optionLabel(labels: FormLabels, key: string, value: string | number): string {
	if (key === 'headline_level') return `H${value}`;
	if (key === 'layout') return String(value).split('-').join(' / ') + ' %';
	return labels.options[String(value)] ?? String(value);
}
