import { useId, useMemo } from 'react';
import type { ModuleModel } from '../../../lib/contract/blocks.ts';
import { closeEditorModal, type ModulePlacement } from '../../../stores/editor.ts';
import { BlockForm } from '../forms/BlockForm.tsx';
import { newModuleDefaults } from '../forms/defaults.ts';
import { modelName } from '../editor-strings.ts';
import { saveNewModule } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';
import { useModalDialog } from './use-modal-dialog.ts';

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
	const ref = useModalDialog(closeEditorModal);
	const titleId = useId();
	const initial = useMemo(() => newModuleDefaults(props.model), [props.model]);
	return (
		<dialog
			ref={ref}
			className="editor-dialog editor-dialog--form"
			data-testid="editor-block-dialog"
			aria-labelledby={titleId}
		>
			<div className="editor-dialog__head">
				<h2 id={titleId} className="editor-dialog__title">
					{t('addDialog', { model: modelName(props.model, uiLocale) })}
				</h2>
				<button
					type="button"
					className="editor-button editor-button--icon"
					aria-label={t('close')}
					onClick={closeEditorModal}
				>
					<span aria-hidden="true">×</span>
				</button>
			</div>
			<BlockForm
				model={props.model}
				initial={initial}
				api={client}
				onSubmit={(data) => saveNewModule(editor, props.model, props.holder, props.placement, data)}
				onCancel={closeEditorModal}
			/>
		</dialog>
	);
}
