import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { A11yProblem } from '../../../lib/contract/index.ts';
import { $editor } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';

/**
 * The accessibility checker's findings for the shown page, asked again after every save (the
 * editor's history grows) and whenever a dialog closes — or, `inDialog`, once when the findings'
 * own dialog opens; null while loading, on pages that are not CMS pages, or when the check failed
 * (it is advice: a failure is not worth an alert).
 */
export function useA11yReport(inDialog = false): A11yProblem[] | null {
	const { client, pageId } = useEditor();
	const { history, modal } = useStore($editor, { keys: ['history', 'modal'] });
	const [problems, setProblems] = useState<A11yProblem[] | null>(null);
	const saves = history.length;
	const dialogOpen = !inDialog && modal !== null;
	useEffect(() => {
		if (pageId === null || dialogOpen) return;
		let live = true;
		client.checkA11y(pageId).then(
			(found) => live && setProblems(found),
			() => live && setProblems(null),
		);
		return () => {
			live = false;
		};
	}, [client, pageId, saves, dialogOpen]);
	return problems;
}
