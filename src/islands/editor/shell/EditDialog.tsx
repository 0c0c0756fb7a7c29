import { useEffect, useState } from 'react';
import type { Module, ModuleModel } from '../../../lib/contract/blocks.ts';
import { closeEditorModal } from '../../../stores/editor.ts';
import { BlockForm } from '../forms/BlockForm.tsx';
import { moduleLabel } from '../editor-strings.ts';
import { saveEditedModule } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';

/**
 * The edit dialog of one module (`data-testid="editor-block-dialog"`): loads the module as stored
 * (GET), then hosts its BlockForm; saving backs up, PUTs, alerts and refreshes the page part.
 */
export function EditDialog({ model, id }: { model: ModuleModel; id: number }) {
	const editor = useEditor();
	const { client, t, uiLocale } = editor;
	const [module, setModule] = useState<Module | null>(null);

	useEffect(() => {
		let live = true;
		client.getModule(model, id).then(
			(loaded) => {
				if (live) setModule(loaded);
			},
			() => {
				if (live) closeEditorModal();
			},
		);
		return () => {
			live = false;
		};
	}, [client, model, id]);

	return (
		<EditorDialog
			testId="editor-block-dialog"
			title={t('editDialog', { name: moduleLabel(model, id, uiLocale) })}
			form
			busy={module === null}
		>
			{module === null ? (
				<p role="status">{t('loading')}</p>
			) : (
				<BlockForm
					model={model}
					initial={module}
					api={client}
					onSubmit={(data) => saveEditedModule(editor, module, data)}
					onCancel={closeEditorModal}
				/>
			)}
		</EditorDialog>
	);
}
