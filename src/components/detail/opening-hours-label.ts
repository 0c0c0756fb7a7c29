import type { Locale, OpeningHoursToday } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { formatClock } from '../../lib/format/berlin-clock.ts';
import { openingTimeline, type OpeningState } from '../../lib/format/opening-hours.ts';

/** The label texts with a `{{time}}` placeholder, already translated. */
export type OpeningLabels = { openFrom: string; openUntil: string; closed: string };

/**
 * The opening-hours label (SPEC §4): 'Geöffnet ab 10:00 Uhr' before opening, 'Geöffnet bis
 * 18:00 Uhr' while open, 'Geschlossen' after closing or when closed.
 */
export function openingLabel(state: OpeningState, labels: OpeningLabels, locale: Locale): string {
	if (state.kind === 'closed') return labels.closed;
	const template = state.kind === 'openFrom' ? labels.openFrom : labels.openUntil;
	return fill(template, { time: formatClock(state.time, locale) });
}

/** One stretch of the day: until which Berlin clock ('HH:MM', exclusive) the label reads how. */
export type OpeningStep = [until: string, label: string, state: OpeningState['kind']];

/**
 * What an opening-hours element's JSON block holds (OpeningHours.astro): the day's labels in
 * order, the last until '24:00', so the browser picks the current one by its clock alone
 * (refresh-opening-labels.ts) — a prerendered page was rendered at build time, and 'open until'
 * may have become 'closed' since.
 */
export function openingSteps(
	hours: OpeningHoursToday,
	labels: OpeningLabels,
	locale: Locale,
): OpeningStep[] {
	return openingTimeline(hours).map(({ until, state }) => [
		until,
		openingLabel(state, labels, locale),
		state.kind,
	]);
}
