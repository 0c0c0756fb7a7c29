import { useEffect, useState } from 'react';
import type { PageVersionEntry } from '../../../lib/contract/index.ts';
import { useEditor } from './editor-context.ts';

/** The versions of the shown page (newest first) once `wanted`; null until loaded. */
export function useVersions(wanted: boolean): PageVersionEntry[] | null {
	const { client, pageId } = useEditor();
	const [versions, setVersions] = useState<PageVersionEntry[] | null>(null);
	useEffect(() => {
		if (!wanted || pageId === null) return;
		let live = true;
		client.listVersions(pageId).then(
			(list) => {
				if (live) setVersions(list);
			},
			() => {
				if (live) setVersions([]);
			},
		);
		return () => {
			live = false;
		};
	}, [client, pageId, wanted]);
	return versions;
}
