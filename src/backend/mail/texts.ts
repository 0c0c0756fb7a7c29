import type { Locale } from '../../lib/contract/common.ts';
import { fill } from '../../lib/i18n/fill.ts';
import de from '../../lib/i18n/de.mail.json' with { type: 'json' };
import en from '../../lib/i18n/en.mail.json' with { type: 'json' };
import { castle } from '../../sites/castle.ts';
import { region } from '../../sites/region.ts';
import type { SiteName } from '../context.ts';
import type { MailContent } from './layout.ts';

/** A key of the mail texts (`de.mail.json`; `en.mail.json` has the same keys, unit-tested). */
export type MailTextKey = keyof typeof de;

/** The mail texts of one language, `{{name}}` filled from `values`. */
export type MailTexts = (key: MailTextKey, values?: Record<string, string | number>) => string;

const TEXTS: Record<Locale, Record<MailTextKey, string>> = { de, en };

/** The mail texts of `locale`. */
export function mailTexts(locale: Locale): MailTexts {
	return (key, values = {}) => fill(TEXTS[locale][key], values);
}

/** The name of deployment `site` in `locale`, as the site shows it. */
export function mailSiteName(site: SiteName, locale: Locale): string {
	return (site === 'region' ? region : castle).siteName[locale];
}

/** The closing lines every mail of `site` ends with: signature and the automatic-mail note. */
export function mailClosing(
	site: SiteName,
	locale: Locale,
): Pick<MailContent, 'closing' | 'footer'> {
	const t = mailTexts(locale);
	const name = mailSiteName(site, locale);
	return { closing: [t('signature', { site: name })], footer: t('footer', { site: name }) };
}

/** Date and time in Berlin, long form, e.g. "1. Dezember 2026, 11:00". */
export function mailDateTime(value: Date, locale: Locale): string {
	return new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
		dateStyle: 'long',
		timeStyle: 'short',
		timeZone: 'Europe/Berlin',
	}).format(value);
}
