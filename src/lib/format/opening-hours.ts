import type { OpeningHoursToday, OpeningSlot } from '../contract/opening-hours.ts';
import { berlinClock } from './berlin-clock.ts';

/** What the opening-hours label says right now (SPEC §4 'Opening hours label'). */
export type OpeningState =
	{ kind: 'openFrom'; time: string } | { kind: 'openUntil'; time: string } | { kind: 'closed' };

export type OpeningSummary = {
	state: OpeningState;
	/** From the first from-time to the last to-time, or null when closed all day. */
	range: { from: string; to: string } | null;
	/** Every open slot, in order. */
	slots: { from: string; to: string }[];
	/** A note instead of hours (e.g. a link to special hours), from the effective slots. */
	alternative: { text: string; url: string | null } | null;
};

type OpenSlot = { from: string; to: string };

function openSlots(slots: readonly OpeningSlot[]): OpenSlot[] {
	return slots
		.flatMap((slot) =>
			!slot.closed && slot.time_from && slot.time_to
				? [{ from: slot.time_from, to: slot.time_to }]
				: [],
		)
		.sort((a, b) => a.from.localeCompare(b.from));
}

function effectiveSlots(hours: OpeningHoursToday): readonly OpeningSlot[] {
	return hours.opening_hours_exceptions.length > 0
		? hours.opening_hours_exceptions
		: hours.opening_hours;
}

/**
 * The state at a Berlin wall-clock time ('HH:MM') among open slots in order: before the first
 * slot open from its start; inside a slot open until its end; between slots open from the next
 * start; after the last slot or with none closed.
 */
function stateAt(slots: readonly OpenSlot[], clock: string): OpeningState {
	const current = slots.find((slot) => clock >= slot.from && clock < slot.to);
	if (current) return { kind: 'openUntil', time: current.to };
	const next = slots.find((slot) => clock < slot.from);
	return next ? { kind: 'openFrom', time: next.from } : { kind: 'closed' };
}

/**
 * Today's opening state at `now` (Europe/Berlin), the day's range, its slots and its note.
 * Exceptions replace the normal hours when present.
 */
export function summariseOpeningHours(hours: OpeningHoursToday, now: Date): OpeningSummary {
	const effective = effectiveSlots(hours);
	const slots = openSlots(effective);
	const note = effective.find((slot) => slot.alternative_text);
	const alternative = note?.alternative_text
		? { text: note.alternative_text, url: note.alternative_link_url }
		: null;
	const first = slots[0];
	const last = slots[slots.length - 1];
	if (!first || !last) return { state: { kind: 'closed' }, range: null, slots, alternative };
	const state = stateAt(slots, berlinClock(now));
	return { state, range: { from: first.from, to: last.to }, slots, alternative };
}

/** Past every wall-clock time of a day ('HH:MM' compares as text). */
export const END_OF_DAY = '24:00';

/**
 * The states the label runs through in a day, in order: each holds until its `until` clock
 * ('HH:MM', exclusive), the last until END_OF_DAY. The state only changes where a slot starts or
 * ends, so at any clock it is the first entry whose `until` is later: what summariseOpeningHours
 * answers at that moment, found without the slots (the browser's refresh, OpeningHours.astro).
 */
export function openingTimeline(
	hours: OpeningHoursToday,
): { until: string; state: OpeningState }[] {
	const slots = openSlots(effectiveSlots(hours));
	const changes = [...new Set(slots.flatMap((slot) => [slot.from, slot.to]))].sort();
	const starts = ['00:00', ...changes];
	const timeline = [...changes, END_OF_DAY].map((until, index) => ({
		until,
		state: stateAt(slots, starts[index] ?? '00:00'),
	}));
	// Neighbours with the same state are one stretch of the day.
	return timeline.filter(
		(entry, index) => JSON.stringify(entry.state) !== JSON.stringify(timeline[index + 1]?.state),
	);
}
