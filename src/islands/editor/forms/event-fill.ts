import type { EventTarget } from '../../../lib/contract/editor.ts';
import { eventDateLine } from './berlin-time.ts';

/**
 * What picking `event` in the event finder changes in a teaser (SPEC §2 event finder): the link
 * always becomes the event's URL; headline and preline (the start date) are filled only where the
 * teaser has none yet.
 */
export function eventTeaserPatch(
	event: Pick<EventTarget, 'title' | 'url' | 'date_start'>,
	teaser: Record<string, unknown>,
	linkKey: string,
	locale: string,
): Record<string, unknown> {
	const patch: Record<string, unknown> = { [linkKey]: event.url };
	if (isBlank(teaser['headline'])) patch['headline'] = event.title;
	if (isBlank(teaser['preline'])) patch['preline'] = eventDateLine(event.date_start, locale);
	return patch;
}

function isBlank(value: unknown): boolean {
	return typeof value !== 'string' || value.trim() === '';
}
