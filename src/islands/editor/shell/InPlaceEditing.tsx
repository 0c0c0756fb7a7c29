import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { $editor } from '../../../stores/editor.ts';
import { restoreEditorFocus } from '../page/focus-after-refresh.ts';
import { scanPageTargets, type PageTargets } from '../page/page-targets.ts';
import { AddBlockButton } from './AddBlockButton.tsx';
import { InlineText } from './InlineText.tsx';
import { ModuleControls } from './ModuleControls.tsx';
import { SectionButton } from './SectionButton.tsx';

const NONE: PageTargets = { modules: [], holders: [], sections: [], texts: [] };

/**
 * The in-place controls of edit mode (SPEC §4 'Editing'): marks the page `html.is-editing` and
 * renders a control bar into every server-rendered module, an 'Add block' button into every
 * module list and 'Edit section' into every free section placeholder, and makes headlines' plain
 * texts editable where they stand (InlineText). After a part of the page
 * was swapped (the store's revision grows) it looks again and puts focus back where the last
 * action asked.
 */
export function InPlaceEditing() {
	const { revision } = useStore($editor, { keys: ['revision'] });
	const [targets, setTargets] = useState<PageTargets>(NONE);

	useEffect(() => {
		document.documentElement.classList.add('is-editing');
		return () => document.documentElement.classList.remove('is-editing');
	}, []);
	useLayoutEffect(() => {
		setTargets(scanPageTargets(document));
	}, [revision]);
	useEffect(() => {
		restoreEditorFocus();
	}, [targets]);

	return (
		<>
			{targets.modules.map((target) =>
				createPortal(<ModuleControls target={target} />, target.host, `m-${target.id}`),
			)}
			{targets.holders.map((target) =>
				createPortal(<AddBlockButton target={target} />, target.host, `h-${target.value}`),
			)}
			{targets.sections.map((target) =>
				createPortal(<SectionButton target={target} />, target.host, `s-${target.slug}`),
			)}
			{targets.texts.map((target) => (
				<InlineText key={`t-${target.id}-${target.field}`} target={target} />
			))}
		</>
	);
}
