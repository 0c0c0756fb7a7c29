import { useCallback, useEffect, useState } from 'react';
import type { CmsPage } from '../../../lib/contract/index.ts';
import { useEditor } from './editor-context.ts';

/**
 * The CMS page shown (its current, not a viewed version's, state) as the back end has it, for
 * the toolbar's status and versions; null while loading, on other pages, or when it failed.
 * `reload` asks again; `replace` takes an answer the editor already has.
 */
export function useCurrentPage() {
	const { client, pageId } = useEditor();
	const [page, setPage] = useState<CmsPage | null>(null);
	const reload = useCallback(() => {
		if (pageId === null) return;
		client.getPage(location.pathname).then(
			(loaded) => setPage(loaded.id === pageId ? loaded : null),
			() => setPage(null),
		);
	}, [client, pageId]);
	useEffect(reload, [reload]);
	return { page, reload, replace: setPage };
}
