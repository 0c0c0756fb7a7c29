/** Every date and time on the site is shown in this zone (SPEC §9). */
export const DISPLAY_TIME_ZONE = 'Europe/Berlin';

import type { Locale } from '../contract/common.ts';

// Intl alone, no date library: this module also runs in the browser (opening-hours label).
const clock = new Intl.DateTimeFormat('en-GB', {
	timeZone: DISPLAY_TIME_ZONE,
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});

/** The wall-clock time in Berlin as 'HH:MM'. */
export function berlinClock(value: Date | string | number): string {
	return clock.format(new Date(value));
}

/** A 'HH:MM' wall-clock time as shown: de '10:00 Uhr', en '10:00'. */
export function formatClock(hhmm: string, locale: Locale): string {
	return locale === 'de' ? `${hhmm} Uhr` : hhmm;
}
