import { getAttachedSection, getEvent } from '../../lib/cms/index.ts';
import type { EventDetail, Module } from '../../lib/contract/index.ts';
import { idParam, type RouteInput } from '../route-data.ts';
import { isStaff } from '../../lib/cms/index.ts';
import { redirectToOwnPath } from './own-url.ts';

/** What the event detail page shows. */
export type EventPageData = { event: EventDetail; staff: boolean; section: Module | null };

/**
 * Loads an event for `/{locale}/events/{slug}/{id}` and whether the visitor is staff. A path with
 * another slug is redirected (301) to the event's own path.
 * @throws CmsNotFoundError for unknown ids (404 page)
 */
export async function loadEvent(input: RouteInput): Promise<EventPageData | Response> {
	const id = idParam(input);
	const [event, staff, section] = await Promise.all([
		getEvent(input.ctx, id),
		isStaff(input.ctx),
		getAttachedSection(input.ctx, 'event', id),
	]);
	return redirectToOwnPath(input.url, event.url) ?? { event, staff, section };
}
