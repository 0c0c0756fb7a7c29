import type { Locale as DateFnsLocale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { ja } from 'date-fns/locale/ja';
import { formatInTimeZone } from 'date-fns-tz';
import type { EditorLocale } from '../contract/common.ts';
import { DISPLAY_TIME_ZONE } from './berlin-clock.ts';

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
] as const;
const DAYS = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
] as const;

/**
 * The page editor's Latin locale (SPEC §1, §9): date-fns has none, so it is English formatting with
 * its own day and month names, written out here rather than borrowed from `enGB`.
 */
export const latin: DateFnsLocale = {
	...enGB,
	code: 'la',
	localize: {
		...enGB.localize,
		month: (index, options) => {
			const name = MONTHS[index] ?? '';
			return options?.width === 'abbreviated' ? name.slice(0, 3) : name;
		},
		day: (index, options) => {
			const name = DAYS[index] ?? '';
			if (options?.width === 'abbreviated' || options?.width === 'short') return name.slice(0, 3);
			if (options?.width === 'narrow') return name.slice(0, 1);
			return name;
		},
	},
};

const LOCALES: Record<EditorLocale, DateFnsLocale> = { de, en: enGB, ja, la: latin };

/** Date-and-time patterns per editor locale. */
const PATTERNS: Record<EditorLocale, { dateTime: string; date: string }> = {
	de: { dateTime: "EEEE, d. MMMM yyyy, HH:mm 'Uhr'", date: 'EEEE, d. MMMM yyyy' },
	en: { dateTime: 'EEEE, d MMMM yyyy, HH:mm', date: 'EEEE, d MMMM yyyy' },
	ja: { dateTime: 'yyyy年M月d日(EEE) HH:mm', date: 'yyyy年M月d日(EEE)' },
	la: { dateTime: 'EEEE, d MMMM yyyy, HH:mm', date: 'EEEE, d MMMM yyyy' },
};

/** A moment in the page editor (versions, activities) in Berlin time, in `locale`'s words. */
export function formatEditorDateTime(value: Date | string, locale: EditorLocale): string {
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, PATTERNS[locale].dateTime, {
		locale: LOCALES[locale],
	});
}

/** A day in the page editor, in Berlin, in `locale`'s words. */
export function formatEditorDate(value: Date | string, locale: EditorLocale): string {
	return formatInTimeZone(value, DISPLAY_TIME_ZONE, PATTERNS[locale].date, {
		locale: LOCALES[locale],
	});
}
