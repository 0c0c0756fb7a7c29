import type { ScheduleTarget } from '../api/schedule-calls.ts';

const KINDS = new Set(['event', 'article', 'production']);

/**
 * The document the page shows that changes can be scheduled for: the CMS page (`pageId`), else
 * the event, article or production its free section marker names (see AttachedSection.astro, as
 * access-target.ts reads it); null on other pages.
 */
export function scheduleTargetOf(root: ParentNode, pageId: number | null): ScheduleTarget | null {
	if (pageId !== null) return { kind: 'page', id: pageId };
	const marker = root.querySelector<HTMLElement>('[data-editor-section][data-content-type]');
	const kind = marker?.dataset['contentType'];
	const id = Number(marker?.dataset['objectId']);
	if (kind === undefined || !KINDS.has(kind) || !Number.isInteger(id) || id <= 0) return null;
	return { kind: kind as ScheduleTarget['kind'], id };
}
