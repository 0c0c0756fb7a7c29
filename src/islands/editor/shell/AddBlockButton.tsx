import { openEditorModal } from '../../../stores/editor.ts';
import { placementFor } from '../page/holder-placement.ts';
import type { HolderTarget } from '../page/page-targets.ts';
import { useEditor } from './editor-context.ts';

/**
 * The 'Add block' button at the end of a module list: opens the choice of block kinds for this
 * list. Named after the list ('Add block here' plus the holder, e.g. 'Add block page:12'), so
 * each list's button has a name of its own.
 */
export function AddBlockButton({ target }: { target: HolderTarget }) {
	const { t, pageId } = useEditor();
	return (
		<button
			type="button"
			className="editor-button editor-button--add"
			aria-label={`${t('addBlock')} ${target.value}`}
			data-editor-focus={`add-${target.value}`}
			onClick={() =>
				openEditorModal({
					kind: 'choose',
					holder: target.value,
					placement: placementFor(target.holder, target.attached, pageId),
				})
			}
		>
			<span aria-hidden="true">+ </span>
			{t('addBlock')}
		</button>
	);
}
