import { useId } from 'react';
import { useEditor } from './editor-context.ts';
import { ModalDialog } from './ModalDialog.tsx';

/**
 * The editor's confirmation (`data-testid="editor-confirm-dialog"`): the question, Cancel
 * (focused first, and Escape) and the confirming button named by the action ('Delete').
 */
export function ConfirmDialog(props: {
	message: string;
	confirmLabel: string;
	resolve: (confirmed: boolean) => void;
}) {
	const { t } = useEditor();
	const textId = useId();
	return (
		<ModalDialog
			onClose={() => props.resolve(false)}
			className="editor-dialog editor-dialog--confirm"
			testId="editor-confirm-dialog"
			role="alertdialog"
			labelledBy={textId}
		>
			<p id={textId} className="editor-dialog__message">
				{props.message}
			</p>
			<div className="editor-dialog__actions">
				<button
					type="button"
					className="editor-button"
					autoFocus
					onClick={() => props.resolve(false)}
				>
					{t('cancel')}
				</button>
				<button
					type="button"
					className="editor-button editor-button--primary"
					onClick={() => props.resolve(true)}
				>
					{props.confirmLabel}
				</button>
			</div>
		</ModalDialog>
	);
}
