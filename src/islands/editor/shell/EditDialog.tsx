import { useEffect, useRef, useState } from 'react';
import type { EditConflict } from '../../../lib/contract/index.ts';
import type { Module, ModuleModel } from '../../../lib/contract/blocks.ts';
import { closeEditorModal } from '../../../stores/editor.ts';
import { EditConflictError } from '../api/edit-conflict-error.ts';
import { BlockForm } from '../forms/BlockForm.tsx';
import { blockTitle, modelName } from '../editor-strings.ts';
import { ConflictDialog, type ConflictChoice } from './ConflictDialog.tsx';
import { refreshModule, runAction, saveEditedModule } from './editor-actions.ts';
import { EditorDialog } from './EditorDialog.tsx';
import { useEditor } from './editor-context.ts';

/** The module in the form; `round` counts reloads, so the form starts afresh with each. */
type Loaded = { module: Module; round: number };

/** A refused save: the 412's answer and the form data that was not saved. */
type Refused = { conflict: EditConflict; data: Record<string, unknown> };

/**
 * The edit dialog of one module (`data-testid="editor-block-dialog"`, titled by the block's type
 * and first words): loads the module as stored (GET, remembering its version), then hosts its
 * BlockForm; saving backs up, PUTs based on that version, alerts and refreshes the page part. When
 * someone saved the block in between, the ConflictDialog asks: show their version (in the form
 * and on the page), overwrite it with this form, or cancel (back to the unsaved form).
 */
export function EditDialog({ model, id }: { model: ModuleModel; id: number }) {
	const editor = useEditor();
	const { client, t, uiLocale } = editor;
	const [loaded, setLoaded] = useState<Loaded | null>(null);
	const [refused, setRefused] = useState<Refused | null>(null);
	const [resolving, setResolving] = useState(false);
	const bodyRef = useRef<HTMLDivElement>(null);

	useEffect(() => {
		let live = true;
		client.getModule(model, id).then(
			(module) => {
				if (live) setLoaded({ module, round: 0 });
			},
			() => {
				if (live) closeEditorModal();
			},
		);
		return () => {
			live = false;
		};
	}, [client, model, id]);

	// After their version replaced the form, focus its first field (the old one is gone).
	const round = loaded?.round ?? 0;
	useEffect(() => {
		if (round === 0) return;
		bodyRef.current
			?.querySelector<HTMLElement>('input, textarea, select, [contenteditable]')
			?.focus();
	}, [round]);

	const save = async (module: Module, data: Record<string, unknown>) => {
		try {
			await saveEditedModule(editor, module, data);
		} catch (error) {
			if (!(error instanceof EditConflictError)) throw error;
			setRefused({ conflict: error.conflict, data });
		}
	};

	const choose = (choice: ConflictChoice) => {
		if (choice === 'cancel' || refused === null) {
			setRefused(null);
			return;
		}
		setResolving(true);
		runAction(async () => {
			try {
				// Their version, read now: it is what an overwrite backs up for undo.
				const theirs = await client.getModule(model, id);
				if (choice === 'overwrite') {
					setRefused(null);
					await save(theirs, refused.data);
				} else {
					setRefused(null);
					setLoaded({ module: theirs, round: round + 1 });
					await refreshModule(id);
				}
			} finally {
				setResolving(false);
			}
		});
	};

	const title =
		loaded === null ? modelName(model, uiLocale) : blockTitle(model, loaded.module, uiLocale);
	return (
		<EditorDialog
			testId="editor-block-dialog"
			title={t('editDialog', { name: title })}
			form
			busy={loaded === null}
		>
			<div ref={bodyRef}>
				{loaded === null ? (
					<p role="status">{t('loading')}</p>
				) : (
					<BlockForm
						key={loaded.round}
						model={model}
						initial={loaded.module}
						api={client}
						onSubmit={(data) => save(loaded.module, data)}
						onCancel={closeEditorModal}
					/>
				)}
			</div>
			{refused !== null && (
				<ConflictDialog conflict={refused.conflict} busy={resolving} onChoose={choose} />
			)}
		</EditorDialog>
	);
}
