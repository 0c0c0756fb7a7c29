import { useMemo } from 'react';
import type { ModuleModel } from '../../../lib/contract/blocks.ts';
import { closeEditorModal, type ModulePlacement } from '../../../stores/editor.ts';
import { BlockForm } from '../forms/BlockForm.tsx';
import { newModuleDefaults } from '../forms/defaults.ts';
import { modelName } from '../editor-strings.ts';
import { saveNewModule } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';

/**
 * The form of a new block (`data-testid="editor-block-dialog"`): BlockForm with the model's
 * defaults; saving POSTs it with the list's placement, alerts and refreshes the page part.
 */
export function AddDialog(props: {
	model: ModuleModel;
	holder: string;
	placement: ModulePlacement;
}) {
	const editor = useEditor();
	const { client, t, uiLocale } = editor;
	const initial = useMemo(() => newModuleDefaults(props.model), [props.model]);
	return (
		<EditorDialog
			testId="editor-block-dialog"
			title={t('addDialog', { model: modelName(props.model, uiLocale) })}
			form
		>
			<BlockForm
				model={props.model}
				initial={initial}
				api={client}
				onSubmit={(data) => saveNewModule(editor, props.model, props.holder, props.placement, data)}
				onCancel={closeEditorModal}
			/>
		</EditorDialog>
	);
}
