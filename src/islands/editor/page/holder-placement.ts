import type { ModulePlacement } from '../../../stores/editor.ts';

/** A module list of the page, as its `data-holder` names it. */
export type Holder =
	{ kind: 'page'; pageId: number } | { kind: 'module'; parent: number; column: number };

/** The object a free section is attached to (`[data-editor-section]`), if the list is in one. */
export type AttachedTo = { content_type: string; object_id: number };

/**
 * Reads a `data-holder` value: `page:{id}` (a page's modules) or `module:{id}:{column}` (a
 * container's column); null for anything else.
 */
export function parseHolder(value: string): Holder | null {
	const page = /^page:(\d+)$/.exec(value);
	if (page) return { kind: 'page', pageId: Number(page[1]) };
	const module = /^module:(\d+):(\d+)$/.exec(value);
	if (module) return { kind: 'module', parent: Number(module[1]), column: Number(module[2]) };
	return null;
}

/**
 * Where a block added to `holder` goes (the POST placement): a page's top level has no parent
 * and names the page; a column names its container and index, plus the object of the attached
 * section it belongs to, if any (else the page, when known).
 */
export function placementFor(
	holder: Holder,
	attached: AttachedTo | null,
	pageId: number | null,
): ModulePlacement {
	if (holder.kind === 'page') {
		return { parent: null, column: 0, content_type: 'page', object_id: holder.pageId };
	}
	return {
		parent: holder.parent,
		column: holder.column,
		content_type: attached?.content_type ?? 'page',
		object_id: attached?.object_id ?? pageId,
	};
}

/**
 * The sibling order after moving `id` by `delta` places (-1 up, 1 down); null when it cannot
 * move (already first or last, or not in the list).
 */
export function moveInOrder(ids: readonly number[], id: number, delta: -1 | 1): number[] | null {
	const from = ids.indexOf(id);
	const to = from + delta;
	if (from === -1 || to < 0 || to >= ids.length) return null;
	const next = [...ids];
	next[from] = ids[to] as number;
	next[to] = id;
	return next;
}

/**
 * A slug for a new module (the back end needs one): the model, the time and a random tail in
 * base 36, e.g. `headline-lx2k9c-4f7a`.
 */
export function newModuleSlug(model: string, now: number, random: number): string {
	const tail = Math.floor(random * 36 ** 4)
		.toString(36)
		.padStart(4, '0');
	return `${model}-${now.toString(36)}-${tail}`;
}
