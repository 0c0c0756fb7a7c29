import type { Locale } from '../contract/index.ts';
import { berlinDay, formatLongDate, formatTime } from '../format/datetime.ts';

/** When an event takes place, as shown on its page. */
export type EventTimes = {
	/** de 'Freitag, 4. Dezember 2026'. */
	date: string;
	/** de '19:30 Uhr', en '19:30'. */
	start: string;
	/** The end time when the event ends on the day it starts, else null. */
	end: string | null;
};

/** The date, start and (same-day) end of an event in Europe/Berlin (SPEC §9). */
export function eventTimes(
	event: { date_start: string; date_end: string | null },
	locale: Locale,
): EventTimes {
	const sameDayEnd =
		event.date_end !== null && berlinDay(event.date_end) === berlinDay(event.date_start);
	return {
		date: formatLongDate(event.date_start, locale),
		start: formatTime(event.date_start, locale),
		end: sameDayEnd && event.date_end ? formatTime(event.date_end, locale) : null,
	};
}
