import { useId, type ReactNode } from 'react';
import { closeEditorModal } from '../../../stores/editor.ts';
import { useEditor } from './editor-context.ts';
import { ModalDialog } from './ModalDialog.tsx';

type Props = {
	testId: string;
	title: string;
	/** Wider, for a block form. */
	form?: boolean;
	busy?: boolean;
	children: ReactNode;
};

/**
 * A dialog of the editor's modal store: its title, a close button (×) and `children`; closing
 * (the button or Escape) closes the store's modal.
 */
export function EditorDialog({ testId, title, form = false, busy, children }: Props) {
	const { t } = useEditor();
	const titleId = useId();
	return (
		<ModalDialog
			onClose={closeEditorModal}
			className={form ? 'editor-dialog editor-dialog--form' : 'editor-dialog'}
			testId={testId}
			labelledBy={titleId}
			{...(busy === undefined ? {} : { busy })}
		>
			<div className="editor-dialog__head">
				<h2 id={titleId} className="editor-dialog__title">
					{title}
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
			{children}
		</ModalDialog>
	);
}
