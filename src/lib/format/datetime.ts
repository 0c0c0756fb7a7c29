import { formatInTimeZone } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import type { Locale } from '../contract/common.ts';

import { DISPLAY_TIME_ZONE } from './berlin-clock.ts';

export { berlinClock, DISPLAY_TIME_ZONE, formatClock } from './berlin-clock.ts';

const dateLocales = { de, en: enGB } as const;

type DateInput = Date | string | number;

/** A calendar date, e.g. de 'Sa, 21.11.2026', en 'Sat, 21 Nov 2026'. */
export function formatDate(value: DateInput, locale: Locale): string {
	const pattern = locale === 'de' ? 'EEEEEE, dd.MM.yyyy' : 'EEE, d MMM yyyy';
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, pattern, { locale: dateLocales[locale] });
}

/** A long date, e.g. de 'Samstag, 21. November 2026', en 'Saturday, 21 November 2026'. */
export function formatLongDate(value: DateInput, locale: Locale): string {
	const pattern = locale === 'de' ? 'EEEE, d. MMMM yyyy' : 'EEEE, d MMMM yyyy';
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, pattern, { locale: dateLocales[locale] });
}

/** A time of day: de '19:30 Uhr' (SPEC §9), en '19:30'. */
export function formatTime(value: DateInput, locale: Locale): string {
	const time = formatInTimeZone(value, DISPLAY_TIME_ZONE, 'HH:mm');
	return locale === 'de' ? `${time} Uhr` : time;
}

/** The day in Berlin as yyyy-mm-dd (the key events are grouped by). */
export function berlinDay(value: DateInput): string {
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, 'yyyy-MM-dd');
}

/** yyyy-mm-dd → the event-list URL form dd-mm-yyyy (SPEC §2). */
export function toUrlDate(isoDay: string): string {
	const [year, month, day] = isoDay.split('-');
	return `${day}-${month}-${year}`;
}

/**
 * The event-list URL form dd-mm-yyyy → yyyy-mm-dd, or null unless it is a real calendar date
 * (SPEC §5: '31-02-2026' is rejected).
 */
export function fromUrlDate(value: string): string | null {
	const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
	if (!match) return null;
	const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
	const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
	const valid =
		date.getUTCFullYear() === Number(yyyy) &&
		date.getUTCMonth() === Number(mm) - 1 &&
		date.getUTCDate() === Number(dd);
	return valid ? `${yyyy}-${mm}-${dd}` : null;
}
