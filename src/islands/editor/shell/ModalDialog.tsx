import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';

type Props = {
	/** Escape (and whatever the dialog offers to close it). */
	onClose: () => void;
	className: string;
	testId: string;
	/** The id of the element that names the dialog. */
	labelledBy: string;
	/** The id of the element that describes it (an alertdialog's message). */
	describedBy?: string;
	role?: 'alertdialog';
	busy?: boolean;
	children: ReactNode;
};

/** An editor `<dialog>` shown as modal while mounted (see useModalDialog). */
export function ModalDialog({
	onClose,
	className,
	testId,
	labelledBy,
	describedBy,
	role,
	busy,
	children,
}: Props) {
	const ref = useModalDialog(onClose);
	return (
		<dialog
			ref={ref}
			className={className}
			data-testid={testId}
			role={role}
			aria-labelledby={labelledBy}
			aria-describedby={describedBy}
			aria-busy={busy}
		>
			{children}
		</dialog>
	);
}
