import type { AccessTarget } from '../api/access-calls.ts';

/**
 * The event or venue a detail page shows (its free section marker names it, see
 * AttachedSection.astro), or null on other pages: the toolbar's access button edits it.
 */
export function accessTargetOf(root: ParentNode): AccessTarget | null {
	const marker = root.querySelector<HTMLElement>(
		'[data-editor-section][data-content-type="event"], [data-editor-section][data-content-type="venue"]',
	);
	const kind = marker?.dataset['contentType'];
	const id = Number(marker?.dataset['objectId']);
	if ((kind !== 'event' && kind !== 'venue') || !Number.isInteger(id) || id <= 0) return null;
	return { kind, id };
}
