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

/**
 * Today's opening state at `now` (Europe/Berlin). Exceptions replace the normal hours when present.
 * Before the first slot: open from its start; inside a slot: open until its end; between slots:
 * open from the next start; after the last slot or closed: closed.
 */
export function summariseOpeningHours(hours: OpeningHoursToday, now: Date): OpeningSummary {
	const effective =
		hours.opening_hours_exceptions.length > 0
			? hours.opening_hours_exceptions
			: hours.opening_hours;
	const slots = openSlots(effective);
	const note = effective.find((slot) => slot.alternative_text);
	const alternative = note?.alternative_text
		? { text: note.alternative_text, url: note.alternative_link_url }
		: null;
	const first = slots[0];
	const last = slots[slots.length - 1];
	if (!first || !last) return { state: { kind: 'closed' }, range: null, slots, alternative };

	const clock = berlinClock(now);
	const current = slots.find((slot) => clock >= slot.from && clock < slot.to);
	const next = slots.find((slot) => clock < slot.from);
	const state: OpeningState = current
		? { kind: 'openUntil', time: current.to }
		: next
			? { kind: 'openFrom', time: next.from }
			: { kind: 'closed' };
	return { state, range: { from: first.from, to: last.to }, slots, alternative };
}
