import type { EventDetail, Locale } from '../contract/index.ts';
import { localePath } from '../i18n/routes.ts';

/** The file name of an event's calendar download (route `[id]/calendar.ics`). */
export const EVENT_ICS_FILE = 'calendar.ics';

/**
 * The path of an event's calendar file, below the event's own page:
 * `/{locale}/events/{slug}/{id}/calendar.ics`.
 */
export function eventIcsPath(locale: Locale, event: Pick<EventDetail, 'id' | 'slug'>): string {
	return `${localePath(locale, 'event', { slug: event.slug, id: event.id })}/${EVENT_ICS_FILE}`;
}
