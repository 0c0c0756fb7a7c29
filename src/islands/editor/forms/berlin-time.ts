import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';

/** The site's display time zone (SPEC §9). */
export const EDITOR_TIME_ZONE = 'Europe/Berlin';
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/;

/** An ISO date-time as the value of a datetime-local input, in Berlin time ('' when not a date). */
export function isoToBerlinInput(iso: unknown): string {
	if (typeof iso !== 'string' || iso === '') return '';
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return '';
	return formatInTimeZone(date, EDITOR_TIME_ZONE, "yyyy-MM-dd'T'HH:mm");
}

/**
 * A datetime-local input's value read as Berlin wall time, as ISO 8601 with that moment's offset
 * ('2026-12-01T19:30' → '2026-12-01T19:30:00+01:00', summer → +02:00). null when blank or partial.
 */
export function berlinInputToIso(input: string): string | null {
	if (!LOCAL_INPUT.test(input)) return null;
	const date = fromZonedTime(input, EDITOR_TIME_ZONE);
	if (Number.isNaN(date.getTime())) return null;
	return formatInTimeZone(date, EDITOR_TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * An event's start as a teaser preline, in Berlin time: 'Sa, 12.12.2026, 19:30 Uhr' (de) or
 * 'Sat 12 Dec 2026, 19:30' (other locales).
 */
export function eventDateLine(iso: string, locale: string): string {
	const date = new Date(iso);
	if (Number.isNaN(date.getTime())) return '';
	return locale === 'de'
		? formatInTimeZone(date, EDITOR_TIME_ZONE, "EEEEEE, dd.MM.yyyy, HH:mm 'Uhr'", { locale: de })
		: formatInTimeZone(date, EDITOR_TIME_ZONE, 'EEE d MMM yyyy, HH:mm', { locale: enGB });
}
