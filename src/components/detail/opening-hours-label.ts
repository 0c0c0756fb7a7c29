import type { Locale, OpeningHoursToday } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { formatClock } from '../../lib/format/berlin-clock.ts';
import { summariseOpeningHours, type OpeningState } from '../../lib/format/opening-hours.ts';
import { islandProps } from '../../islands/island-props.ts';

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

/** What an opening-hours element's JSON block holds (OpeningHours.astro), for refreshOpeningLabels. */
export interface OpeningData {
	hours: OpeningHoursToday;
	labels: OpeningLabels;
}

/**
 * Brings every opening-hours label on the page up to the visitor's clock: prerendered pages were
 * rendered at build time, so 'open until' may have become 'closed' since.
 */
export function refreshOpeningLabels(root: ParentNode, now: Date): void {
	for (const element of root.querySelectorAll<HTMLElement>('[data-opening-hours]')) {
		const { locale } = element.dataset;
		const { hours, labels } = islandProps<Partial<OpeningData>>(element);
		const label = element.querySelector('[data-opening-label]');
		if (!hours || !labels || (locale !== 'de' && locale !== 'en') || !label) continue;
		const { state } = summariseOpeningHours(hours, now);
		label.textContent = openingLabel(state, labels, locale);
		element.dataset['state'] = state.kind;
	}
}
