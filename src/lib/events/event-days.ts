import type { Locale } from '../contract/common.ts';

// Intl instead of date-fns: these run in the event-list island too, where every kilobyte counts.
const TIME_ZONE = 'Europe/Berlin';

const dayKey = new Intl.DateTimeFormat('en-CA', {
	timeZone: TIME_ZONE,
	year: 'numeric',
	month: '2-digit',
	day: '2-digit',
});

const clock = new Intl.DateTimeFormat('de-DE', {
	timeZone: TIME_ZONE,
	hour: '2-digit',
	minute: '2-digit',
	hourCycle: 'h23',
});

const headingParts = {
	de: new Intl.DateTimeFormat('de-DE', {
		timeZone: 'UTC',
		weekday: 'long',
		day: 'numeric',
		month: 'long',
	}),
	en: new Intl.DateTimeFormat('en-GB', {
		timeZone: 'UTC',
		weekday: 'long',
		day: 'numeric',
		month: 'long',
	}),
} as const;

/** The events of one Berlin day, in list order. */
export type EventDay<E> = { day: string; events: E[] };

/** What an event list can interleave: anything with a day `position` (SPEC §3 'Event teaser'). */
export type PositionedTeaser = { position: string };

/** One entry of the event list: a day with its events, or an editorial teaser between days. */
export type EventListEntry<E, T extends PositionedTeaser = PositionedTeaser> =
	{ kind: 'day'; day: string; events: E[] } | { kind: 'teaser'; teaser: T };

/** The day in Berlin (SPEC §9) of an instant, yyyy-mm-dd. */
export function berlinDayOf(value: Date | string): string {
	const parts = dayKey.formatToParts(typeof value === 'string' ? new Date(value) : value);
	const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
	return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The start time of an event as listed: de '19:30 Uhr' (SPEC §9), en '19:30'. */
export function formatStartTime(value: string, locale: Locale): string {
	const time = clock.format(new Date(value));
	return locale === 'de' ? `${time} Uhr` : time;
}

/**
 * Groups events by the day they start in Europe/Berlin (SPEC §2 'grouped by day'), keeping the
 * list's order; a day that comes back later in the list continues its group.
 */
export function groupEventsByDay<E extends { date_start: string }>(
	events: readonly E[],
): EventDay<E>[] {
	const days = new Map<string, E[]>();
	for (const event of events) {
		const day = berlinDayOf(event.date_start);
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
export function interleaveTeasers<E, T extends PositionedTeaser>(
	days: readonly EventDay<E>[],
	teasers: readonly T[],
	window: { from: string; until: string | null },
): EventListEntry<E, T>[] {
	const shown = teasers
		.filter(
			(teaser) =>
				teaser.position >= window.from && (window.until === null || teaser.position < window.until),
		)
		.sort((a, b) => a.position.localeCompare(b.position));
	const entries: EventListEntry<E, T>[] = [];
	let next = 0;
	for (const group of days) {
		// Teasers of earlier days end those days, so they come before this one.
		while (next < shown.length && (shown[next] as T).position < group.day) {
			entries.push({ kind: 'teaser', teaser: shown[next] as T });
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
	// Noon UTC names the same calendar day everywhere.
	const parts = headingParts[locale].formatToParts(new Date(`${day}T12:00:00Z`));
	const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
	const year = Number(day.slice(0, 4)) !== currentYear ? ` ${day.slice(0, 4)}` : '';
	const date =
		locale === 'de' ? `${part('day')}. ${part('month')}` : `${part('day')} ${part('month')}`;
	return `${part('weekday')}, ${date}${year}`;
}
