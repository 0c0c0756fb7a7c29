import { berlinClock } from '../../lib/format/berlin-clock.ts';
import { islandProps } from '../../islands/island-props.ts';
import type { OpeningStep } from './opening-hours-label.ts';

/**
 * Brings every opening-hours label on the page (OpeningHours.astro) to the label of the
 * visitor's Berlin clock, from the steps its JSON block holds (openingSteps).
 */
export function refreshOpeningLabels(root: ParentNode, now: Date): void {
	const clock = berlinClock(now);
	for (const element of root.querySelectorAll<HTMLElement>('[data-opening-hours]')) {
		const steps = islandProps<OpeningStep[]>(element);
		const step = Array.isArray(steps) ? steps.find(([until]) => clock < until) : undefined;
		const label = element.querySelector('[data-opening-label]');
		if (!step || !label) continue;
		label.textContent = step[1];
		element.dataset['state'] = step[2];
	}
}
