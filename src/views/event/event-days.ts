import { formatInTimeZone } from 'date-fns-tz';
import { de, enGB } from 'date-fns/locale';
import type { EventTeaser, Locale } from '../../lib/contract/index.ts';
import { berlinDay, DISPLAY_TIME_ZONE } from '../../lib/format/datetime.ts';

/** The events of one Berlin day, in list order. */
export type EventDay<E> = { day: string; events: E[] };

/** One entry of the event list: a day with its events, or an editorial teaser between days. */
export type EventListEntry<E> =
	{ kind: 'day'; day: string; events: E[] } | { kind: 'teaser'; teaser: EventTeaser };

/**
 * Groups events by the day they start in Europe/Berlin (SPEC §2 'grouped by day'), keeping the
 * list's order; a day that comes back later in the list continues its group.
 */
export function groupEventsByDay<E extends { date_start: string }>(
	events: readonly E[],
): EventDay<E>[] {
	const days = new Map<string, E[]>();
	for (const event of events) {
		const day = berlinDay(event.date_start);
		const group = days.get(day);
		if (group) group.push(event);
		else days.set(day, [event]);
	}
	return [...days].map(([day, dayEvents]) => ({ day, events: dayEvents }));
}

/**
 * Places editorial teasers among the day groups (SPEC §3): a teaser belongs to the end of the day
 * of its `position`, so it follows that day's events and precedes later days. Only teasers from
 * `from` on and, when given, before `until` are shown (days after `until` are on later pages).
 */
export function interleaveTeasers<E>(
	days: readonly EventDay<E>[],
	teasers: readonly EventTeaser[],
	window: { from: string; until: string | null },
): EventListEntry<E>[] {
	const shown = teasers
		.filter(
			(teaser) =>
				teaser.position >= window.from && (window.until === null || teaser.position < window.until),
		)
		.sort((a, b) => a.position.localeCompare(b.position));
	const entries: EventListEntry<E>[] = [];
	let next = 0;
	for (const group of days) {
		// Teasers of earlier days end those days, so they come before this one.
		while (next < shown.length && (shown[next] as EventTeaser).position < group.day) {
			entries.push({ kind: 'teaser', teaser: shown[next] as EventTeaser });
			next += 1;
		}
		entries.push({ kind: 'day', ...group });
	}
	for (const teaser of shown.slice(next)) entries.push({ kind: 'teaser', teaser });
	return entries;
}

/**
 * A day heading of the event list: de 'Samstag, 5. Dezember', en 'Saturday, 5 December'; the year
 * is added when it is not `currentYear`.
 */
export function formatDayHeading(day: string, locale: Locale, currentYear: number): string {
	const withYear = Number(day.slice(0, 4)) !== currentYear;
	const pattern =
		locale === 'de'
			? `EEEE, d. MMMM${withYear ? ' yyyy' : ''}`
			: `EEEE, d MMMM${withYear ? ' yyyy' : ''}`;
	// Noon UTC lies on the same calendar day in Berlin, whatever the season.
	return formatInTimeZone(`${day}T12:00:00Z`, DISPLAY_TIME_ZONE, pattern, {
		locale: locale === 'de' ? de : enGB,
	});
}
