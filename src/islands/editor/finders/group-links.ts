import type { LinkTarget } from '../../../lib/contract/editor.ts';

/** Link finder results grouped by kind, groups in order of their first result. */
export function groupLinkTargets(
	results: readonly LinkTarget[],
): [LinkTarget['kind'], LinkTarget[]][] {
	const groups = new Map<LinkTarget['kind'], LinkTarget[]>();
	for (const result of results) {
		const group = groups.get(result.kind);
		if (group) group.push(result);
		else groups.set(result.kind, [result]);
	}
	return [...groups];
}
