import type { Column } from '../../../lib/contract/blocks.ts';

/** The column shares of a layout: '67-33' → [67, 33]; anything else counts as one column. */
export function layoutShares(layout: string): number[] {
	return /^\d+(?:-\d+)*$/.test(layout) ? layout.split('-').map(Number) : [100];
}

/**
 * The columns of a section after switching to `layout` (SPEC §3 column layouts): existing columns
 * keep their children in order; missing columns are added empty; the children of columns the new
 * layout no longer has move to the end of the last kept column, so nothing is lost. Each column's
 * class is `col-{share}` of the new layout.
 */
export function columnsForLayout(columns: readonly Column[], layout: string): Column[] {
	const shares = layoutShares(layout);
	const kept = shares.map((share, index) => ({
		classes: `col-${share}`,
		children: [...(columns[index]?.children ?? [])],
	}));
	const last = kept[kept.length - 1];
	for (const removed of columns.slice(shares.length)) last?.children.push(...removed.children);
	return kept;
}
