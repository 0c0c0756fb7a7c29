import { useStore } from '@nanostores/react';
import { $editor, openEditorModal } from '../../../stores/editor.ts';
import { modelName, moduleLabel } from '../editor-strings.ts';
import type { ModuleTarget } from '../page/page-targets.ts';
import { deleteModule, moveModule, runAction, undoSlug } from './editor-actions.ts';
import { useEditor } from './editor-context.ts';

/**
 * The control bar over one module in edit mode: its model name, Edit, Move up, Move down,
 * Delete and — when a save of it was backed up — Undo. Every button is named after the module
 * ('Edit Headline 12'), so each has a name of its own on the page.
 */
export function ModuleControls({ target }: { target: ModuleTarget }) {
	const editor = useEditor();
	const { t, uiLocale } = editor;
	const backups = useStore($editor, { keys: ['backups'] }).backups;
	const name = moduleLabel(target.model, target.id, uiLocale);
	const canUndo = target.slug !== '' && (backups[target.slug]?.length ?? 0) > 0;
	const inList = target.item.parentElement?.matches('.blocks[data-holder]') ?? false;
	return (
		<div className="editor-module-bar__inner" role="group" aria-label={name}>
			<span className="editor-module-bar__name">{modelName(target.model, uiLocale)}</span>
			<button
				type="button"
				className="editor-button editor-button--small"
				aria-label={t('editModule', { name })}
				data-editor-focus={`edit-${target.id}`}
				onClick={() => openEditorModal({ kind: 'edit', model: target.model, id: target.id })}
			>
				{t('edit')}
			</button>
			{inList && (
				<>
					<button
						type="button"
						className="editor-button editor-button--small"
						aria-label={t('moveUpModule', { name })}
						data-editor-focus={`up-${target.id}`}
						disabled={target.item.previousElementSibling?.matches('.blocks__item') !== true}
						onClick={() => runAction(() => moveModule(editor, target, -1))}
					>
						<span aria-hidden="true">↑</span>
					</button>
					<button
						type="button"
						className="editor-button editor-button--small"
						aria-label={t('moveDownModule', { name })}
						data-editor-focus={`down-${target.id}`}
						disabled={target.item.nextElementSibling?.matches('.blocks__item') !== true}
						onClick={() => runAction(() => moveModule(editor, target, 1))}
					>
						<span aria-hidden="true">↓</span>
					</button>
				</>
			)}
			<button
				type="button"
				className="editor-button editor-button--small editor-button--danger"
				aria-label={t('deleteModule', { name })}
				onClick={() => runAction(() => deleteModule(editor, target))}
			>
				{t('delete')}
			</button>
			{canUndo && (
				<button
					type="button"
					className="editor-button editor-button--small"
					aria-label={t('undoModule', { name })}
					onClick={() => runAction(() => undoSlug(editor, target.slug))}
				>
					{t('undo')}
				</button>
			)}
		</div>
	);
}
