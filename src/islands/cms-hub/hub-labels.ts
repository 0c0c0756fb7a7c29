import type { Locale } from '../../lib/contract/common.ts';
import de from '../../lib/i18n/de.hub.json' with { type: 'json' };
import en from '../../lib/i18n/en.hub.json' with { type: 'json' };

/**
 * Every text of the editor hub (`de.hub.json`), translated on the server and passed as props.
 * Placeholders stay `{{name}}` ('{{count}}× aufgerufen, zuletzt {{date}}') and are filled in the
 * browser with `fill`.
 */
export type HubLabels = typeof de;

const TEXTS = { de, en } satisfies Record<Locale, HubLabels>;

/** The hub's texts in `locale`. */
export function hubLabels(locale: Locale): HubLabels {
	return TEXTS[locale];
}
