import { useId } from 'react';
import type { EditConflict } from '../../../lib/contract/index.ts';
import { conflictText } from '../api/conflict-text.ts';
import type { EditorStringKey } from '../editor-strings.ts';
import { useEditor } from './editor-context.ts';
import { ModalDialog } from './ModalDialog.tsx';

/** What the editor can do about a save refused because someone saved the block since. */
export type ConflictChoice = 'theirs' | 'overwrite' | 'cancel';

/** The dialog's buttons in their order: the harmless one first (it takes the focus). */
const CHOICES: { choice: ConflictChoice; label: EditorStringKey; primary?: boolean }[] = [
	{ choice: 'cancel', label: 'cancel' },
	{ choice: 'theirs', label: 'showTheirVersion' },
	{ choice: 'overwrite', label: 'overwrite', primary: true },
];

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
				{CHOICES.map(({ choice, label, primary }) => (
					<button
						key={choice}
						type="button"
						className={primary ? 'editor-button editor-button--primary' : 'editor-button'}
						autoFocus={choice === 'cancel'}
						disabled={busy}
						onClick={() => onChoose(choice)}
					>
						{t(label)}
					</button>
				))}
			</div>
		</ModalDialog>
	);
}
