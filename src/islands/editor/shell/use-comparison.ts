import { useEffect, useState } from 'react';
import type { CompareSide, PageComparison } from '../../../lib/contract/index.ts';
import { useEditor } from './editor-context.ts';

/** The comparison of the shown page from `from` to `to`: null while loading, 'failed' on an error. */
export function useComparison(
	from: CompareSide,
	to: CompareSide,
): PageComparison | null | 'failed' {
	const { client, pageId } = useEditor();
	const [comparison, setComparison] = useState<PageComparison | null | 'failed'>(null);
	useEffect(() => {
		if (pageId === null) return;
		let live = true;
		client.comparePage(pageId, from, to).then(
			(answer) => {
				if (live) setComparison(answer);
			},
			() => {
				if (live) setComparison('failed');
			},
		);
		return () => {
			live = false;
		};
	}, [client, pageId, from, to]);
	return comparison;
}
