import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import type { Locale } from '../../../src/lib/contract/index.ts';
import { bi, type BiText } from './text.ts';

/** Every date of the demo content is a wall-clock time in this zone (SPEC §9). */
export const TIME_ZONE = 'Europe/Berlin';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Adds whole calendar days to a yyyy-mm-dd day. */
export function addDays(day: string, days: number): string {
	const [y, m, d] = day.split('-').map(Number) as [number, number, number];
	return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The ISO weekday of a yyyy-mm-dd day. */
export function weekdayOf(day: string): Weekday {
	const sundayZero = new Date(`${day}T12:00:00Z`).getUTCDay();
	return (sundayZero === 0 ? 7 : sundayZero) as Weekday;
}

/** A Berlin wall-clock time on a day as ISO 8601 with offset, e.g. 2026-12-05T19:30:00+01:00. */
export function berlinDateTime(day: string, time: string): string {
	const instant = fromZonedTime(`${day}T${time}:00`, TIME_ZONE);
	return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Adds minutes to an ISO date-time and answers it again in Berlin time. */
export function addMinutes(dateTime: string, minutes: number): string {
	const instant = new Date(new Date(dateTime).getTime() + minutes * 60_000);
	return formatInTimeZone(instant, TIME_ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** 'Samstag, 5. Dezember 2026, 19:30 Uhr' / 'Saturday 5 December 2026, 19:30'. */
export function longDateTime(dateTime: string): BiText {
	return bi(
		formatInTimeZone(dateTime, TIME_ZONE, "EEEE, d. MMMM yyyy, HH:mm 'Uhr'", { locale: de }),
		formatInTimeZone(dateTime, TIME_ZONE, 'EEEE d MMMM yyyy, HH:mm', { locale: enGB }),
	);
}

/** 'Sa, 5. Dez. 2026' style short date of a day, per locale. */
export function shortDate(day: string, locale: Locale): string {
	const instant = fromZonedTime(`${day}T12:00:00`, TIME_ZONE);
	return locale === 'de'
		? formatInTimeZone(instant, TIME_ZONE, 'd. MMMM yyyy', { locale: de })
		: formatInTimeZone(instant, TIME_ZONE, 'd MMMM yyyy', { locale: enGB });
}

/** 'bis 12. April 2027' / 'until 12 April 2027'. */
export function untilDate(day: string): BiText {
	return bi(`bis ${shortDate(day, 'de')}`, `until ${shortDate(day, 'en')}`);
}

/** '5. Dezember 2026 bis 12. April 2027' / '5 December 2026 to 12 April 2027'. */
export function dateRange(from: string, to: string | null): BiText {
	if (to === null) return bi(`ab ${shortDate(from, 'de')}`, `from ${shortDate(from, 'en')}`);
	return bi(
		`${shortDate(from, 'de')} bis ${shortDate(to, 'de')}`,
		`${shortDate(from, 'en')} to ${shortDate(to, 'en')}`,
	);
}

/**
 * The demo calendar anchored at `now`: days are counted in Berlin from `now`'s Berlin day, so
 * 'day 1, 19:30' is always tomorrow evening in Berlin whatever the server's zone.
 */
export type Calendar = {
	/** The Berlin day of `now`, yyyy-mm-dd. */
	today: string;
	/** The day `offset` days after today. */
	day(offset: number): string;
	/** The first day on or after `fromOffset` that falls on `weekday`. */
	next(weekday: Weekday, fromOffset?: number): string;
	/**
	 * Every `weekday` from `fromOffset` on, every `step` weeks, as many times as fit between the
	 * offsets whatever weekday today is: always the same count, so event ids, given in date
	 * order, stay the same from one day to the next.
	 */
	weekly(weekday: Weekday, fromOffset: number, toOffset: number, step?: number): string[];
	/** A Berlin wall-clock time on a day, ISO with offset. */
	at(day: string, time: string): string;
	/** The first year of the season (September to August) `now` lies in. */
	seasonStartYear: number;
	/** The first day of a season starting in `year`. */
	seasonStart(year: number): string;
};

/** Creates the demo calendar for `now`. */
export function createCalendar(now: Date): Calendar {
	const today = formatInTimeZone(now, TIME_ZONE, 'yyyy-MM-dd');
	const [year, month] = today.split('-').map(Number) as [number, number];
	const day = (offset: number) => addDays(today, offset);
	const next = (weekday: Weekday, fromOffset = 0) => {
		const start = day(fromOffset);
		return addDays(start, (weekday - weekdayOf(start) + 7) % 7);
	};
	return {
		today,
		day,
		next,
		weekly(weekday, fromOffset, toOffset, step = 1) {
			const count = Math.floor((toOffset - fromOffset) / (7 * step));
			const first = next(weekday, fromOffset);
			return Array.from({ length: Math.max(count, 0) }, (_, week) =>
				addDays(first, 7 * step * week),
			);
		},
		at: berlinDateTime,
		seasonStartYear: month >= 9 ? year : year - 1,
		seasonStart: (startYear) => `${startYear}-09-01`,
	};
}

/** 'Saison 2026/27' / 'Season 2026/27'; theatres say 'Spielzeit' in German. */
export function seasonName(startYear: number, german: 'Saison' | 'Spielzeit' = 'Saison'): BiText {
	const label = `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
	return bi(`${german} ${label}`, `Season ${label}`);
}
