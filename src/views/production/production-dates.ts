import type { Locale } from '../../lib/contract/index.ts';
import type { Translate } from '../../lib/i18n/index.ts';

// Made once: a DateTimeFormat costs far more to create than to use (0.45 s of a 5,668-page
// build made one per production page).
const long = (tag: string) =>
	new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const LONG = { de: long('de-DE'), en: long('en-GB') } as const;

/**
 * A yyyy-mm-dd day as a long date that does not break across lines: de '12. Dezember 2026',
 * en '12 December 2026' (with no-break spaces).
 */
function longDay(day: string, locale: Locale): string {
	return LONG[locale].format(Date.parse(`${day}T00:00:00Z`)).replaceAll(' ', '\u00a0');
}

/**
 * A production's run as shown: '12. Dezember 2026 – 9. Juli 2027'; with one end only 'ab …' /
 * 'bis …' (en 'from …' / 'until …'); '' when it has no dates.
 */
export function formatRun(
	from: string | null,
	to: string | null,
	locale: Locale,
	t: Translate,
): string {
	if (from && to) {
		return from === to
			? longDay(from, locale)
			: `${longDay(from, locale)} – ${longDay(to, locale)}`;
	}
	if (from) return t('production.runFrom', { date: longDay(from, locale) });
	if (to) return t('production.runUntil', { date: longDay(to, locale) });
	return '';
}
