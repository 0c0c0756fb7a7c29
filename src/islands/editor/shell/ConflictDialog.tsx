import { useId } from 'react';
import type { EditConflict } from '../../../lib/contract/index.ts';
import { conflictText } from '../api/conflict-text.ts';
import { useEditor } from './editor-context.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** What the editor can do about a save refused because someone saved the block since. */
export type ConflictChoice = 'theirs' | 'overwrite' | 'cancel';

/**
 * The conflict dialog (`data-testid="editor-conflict-dialog"`, an alertdialog over the edit
 * dialog): who changed the block and when (Berlin time), and 'Show their version', 'Overwrite',
 * 'Cancel' (focused first, and Escape: back to the unsaved form).
 */
export function ConflictDialog({
	conflict,
	busy,
	onChoose,
}: {
	conflict: EditConflict;
	busy: boolean;
	onChoose: (choice: ConflictChoice) => void;
}) {
	const { t, uiLocale } = useEditor();
	const titleId = useId();
	const textId = useId();
	return (
		<ModalDialog
			onClose={() => onChoose('cancel')}
			className="editor-dialog editor-dialog--conflict"
			testId="editor-conflict-dialog"
			role="alertdialog"
			labelledBy={titleId}
			describedBy={textId}
			busy={busy}
		>
			<h2 id={titleId} className="editor-dialog__title">
				{t('conflictTitle')}
			</h2>
			<p id={textId} className="editor-dialog__message">
				{conflictText(conflict, t, uiLocale)}
			</p>
			<div className="editor-dialog__actions">
				<button
					type="button"
					className="editor-button"
					autoFocus
					disabled={busy}
					onClick={() => onChoose('cancel')}
				>
					{t('cancel')}
				</button>
				<button
					type="button"
					className="editor-button"
					disabled={busy}
					onClick={() => onChoose('theirs')}
				>
					{t('showTheirVersion')}
				</button>
				<button
					type="button"
					className="editor-button editor-button--primary"
					disabled={busy}
					onClick={() => onChoose('overwrite')}
				>
					{t('overwrite')}
				</button>
			</div>
		</ModalDialog>
	);
}
