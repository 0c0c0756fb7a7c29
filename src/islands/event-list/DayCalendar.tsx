import { DayPicker } from 'react-day-picker';
import { de, enGB } from 'react-day-picker/locale';
import type { Locale } from '../../lib/contract/common.ts';

/** yyyy-mm-dd of a local calendar date (the picker works with local midnights). */
function dayOf(date: Date): string {
	const pad = (value: number) => String(value).padStart(2, '0');
	return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a yyyy-mm-dd day. */
function dateOf(day: string): Date {
	const [year, month, date] = day.split('-').map(Number) as [number, number, number];
	return new Date(year, month - 1, date);
}

/**
 * The localised, keyboard-usable month calendar of the event list (react-day-picker): only days
 * in `available` can be chosen; it opens on the chosen day's month and never shows months before
 * today's or after the last available day's. Loaded only when the calendar is opened.
 */
export default function DayCalendar({
	locale,
	today,
	selected,
	available,
	onSelect,
}: {
	locale: Locale;
	today: string;
	selected: string;
	available: readonly string[];
	onSelect: (day: string) => void;
}) {
	const days = new Set(available);
	const last = available.at(-1) ?? today;
	return (
		<DayPicker
			mode="single"
			required
			locale={locale === 'de' ? de : enGB}
			weekStartsOn={1}
			today={dateOf(today)}
			selected={dateOf(selected)}
			defaultMonth={dateOf(selected)}
			startMonth={dateOf(today)}
			endMonth={dateOf(last > selected ? last : selected)}
			disabled={(date) => !days.has(dayOf(date))}
			onSelect={(date) => onSelect(dayOf(date))}
			className="day-calendar"
		/>
	);
}
