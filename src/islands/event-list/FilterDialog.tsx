import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './Icons.tsx';

/**
 * The modal variant of the filter bar below 64em (SPEC §2): a native modal `<dialog>`, so focus
 * stays inside, Escape closes it and focus returns to the button that opened it.
 */
export function FilterDialog({
	id,
	title,
	closeLabel,
	onClose,
	footer,
	children,
}: {
	id: string;
	title: string;
	closeLabel: string;
	onClose: () => void;
	footer?: ReactNode;
	children: ReactNode;
}) {
	const ref = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const dialog = ref.current;
		const opener = document.activeElement;
		if (dialog && !dialog.open) dialog.showModal();
		return () => {
			dialog?.close();
			// The dialog leaves the DOM before the browser could hand focus back itself.
			if (opener instanceof HTMLElement) opener.focus();
		};
	}, []);

	return (
		<dialog
			ref={ref}
			className="filter-dialog"
			aria-labelledby={`${id}-title`}
			onClose={onClose}
			onClick={(event) => {
				// A click on the backdrop lands on the dialog element itself.
				if (event.target === event.currentTarget) onClose();
			}}
		>
			<div className="filter-dialog__frame">
				<header className="filter-dialog__header">
					<h2 className="filter-dialog__title" id={`${id}-title`}>
						{title}
					</h2>
					<button type="button" className="filter-dialog__close" onClick={onClose}>
						<CloseIcon size="1.5rem" />
						<span className="visually-hidden">{closeLabel}</span>
					</button>
				</header>
				<div className="filter-dialog__body">{children}</div>
				{footer && <footer className="filter-dialog__footer">{footer}</footer>}
			</div>
		</dialog>
	);
}
