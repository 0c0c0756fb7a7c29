import { berlinDayOf } from './event-days.ts';

/**
 * A window the list never leaves (an event-list block's): it starts at `from` or today,
 * whichever is later, ends at `to` and shows only events with `tag`; null leaves a side open.
 */
export type EventsBounds = { from: string | null; to: string | null; tag: number | null };

/** Today in Berlin, the list's default first day (SPEC §4 'sets date to today if empty'). */
export function todayInBerlin(now: Date = new Date()): string {
	return berlinDayOf(now);
}

/** The first day a list within `bounds` shows: today, or the bounds' later start. */
export function firstDayWithin(bounds: EventsBounds | undefined, today: string): string {
	const from = bounds?.from;
	return from && from > today ? from : today;
}
