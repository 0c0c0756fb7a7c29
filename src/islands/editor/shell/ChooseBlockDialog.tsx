import { TOOLBAR_MODULE_KINDS, type ModuleModel } from '../../../lib/contract/blocks.ts';
import { openEditorModal, type ModulePlacement } from '../../../stores/editor.ts';
import { modelName } from '../editor-strings.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';

/** What 'Add block' offers: the toolbar's module kinds and a section (its form picks the columns). */
export const ADDABLE_MODELS: readonly ModuleModel[] = [...TOOLBAR_MODULE_KINDS, 'section'];

/**
 * The choice of block kind for a list (`data-testid="editor-add-dialog"`): one button per kind,
 * named by the kind ('Headline', 'Section'); picking one opens its form.
 */
export function ChooseBlockDialog(props: { holder: string; placement: ModulePlacement }) {
	const { t, uiLocale } = useEditor();
	return (
		<EditorDialog testId="editor-add-dialog" title={t('chooseBlock')}>
			<ul className="editor-kinds">
				{ADDABLE_MODELS.map((model) => (
					<li key={model}>
						<button
							type="button"
							className="editor-button editor-kinds__button"
							data-model={model}
							onClick={() => openEditorModal({ kind: 'add', model, ...props })}
						>
							{modelName(model, uiLocale)}
						</button>
					</li>
				))}
			</ul>
		</EditorDialog>
	);
}
