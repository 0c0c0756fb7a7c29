import type { Locale } from '../../lib/contract/common.ts';
import de from '../../lib/i18n/de.events.json' with { type: 'json' };
import en from '../../lib/i18n/en.events.json' with { type: 'json' };
import type { Translate } from '../../lib/i18n/index.ts';
import { accessNames } from '../../lib/access/names.ts';

const TEXTS = { de, en } satisfies Record<Locale, typeof de>;

/**
 * Every text the event-list island shows, translated on the server and passed as props: its own
 * (`de.events.json`, placeholders `{{name}}`, `{{date}}`, `{{total}}` filled in the browser with
 * `fill`) and the few it shares with server-rendered pages, borrowed from the site's texts.
 */
export type EventListLabels = ReturnType<typeof eventListLabels>;

/** The labels in `locale`; `t` translates the site's texts in the same locale. */
export function eventListLabels(locale: Locale, t: Translate) {
	return {
		...TEXTS[locale],
		all: t('list.all'),
		resetFilters: t('list.resetFilters'),
		emptyFiltered: t('list.emptyFiltered'),
		emptyFilteredHint: t('list.emptyFilteredHint'),
		soldOut: t('events.soldOut'),
		fewLeft: t('events.fewLeft'),
		cancelled: t('events.cancelled'),
		teaserMore: t('block.teaser.more'),
		externalHint: t('block.externalHint'),
		access: accessNames(t),
	};
}
