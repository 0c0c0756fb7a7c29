import type { OpeningSlot } from '../../../src/lib/contract/index.ts';
import type { OpeningHoursPlan } from '../../../src/backend/content/seed-bundle.ts';
import type { Weekday } from './dates.ts';
import type { OpeningHoursDraft } from './defs.ts';

/** An opening slot from–to ('HH:MM'). */
export function open(from: string, to: string): OpeningSlot {
	return {
		time_from: from,
		time_to: to,
		closed: false,
		alternative_link_url: null,
		alternative_text: null,
	};
}

/** A closed day. */
export function closed(): OpeningSlot {
	return {
		time_from: null,
		time_to: null,
		closed: true,
		alternative_link_url: null,
		alternative_text: null,
	};
}

/** The weekly plan; days not given are closed. */
export function weeklyPlan(
	days: Partial<Record<Weekday, OpeningSlot[]>>,
): OpeningHoursPlan['weekly'] {
	const day = (weekday: Weekday) => days[weekday] ?? [closed()];
	return { 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6), 7: day(7) };
}

/** Opening hours as a detail page shows them. */
export function hoursToday(
	slots: OpeningSlot[],
	exceptions: OpeningSlot[] = [],
): OpeningHoursDraft {
	return { opening_hours: slots, opening_hours_exceptions: exceptions };
}
