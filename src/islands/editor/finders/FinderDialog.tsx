import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadStylesheets } from '../../lazy-stylesheets.ts';
import findersCss from './finders.css?url';

// Linked when the editor chunk loads, not in the <head> of every visitor page.
await loadStylesheets([findersCss]);

type Props = {
	title: string;
	closeLabel: string;
	onClose: () => void;
	children: ReactNode;
	/** Wider dialogs for grids (image library). */
	wide?: boolean;
};

/**
 * A modal finder (SPEC §2 admin popups): a native <dialog> opened with showModal() while mounted,
 * rendered into <body> so its inputs do not belong to the block form; Escape and the close button
 * call `onClose`, and the focus goes back to where it was when the dialog opened.
 */
export function FinderDialog({ title, closeLabel, onClose, children, wide }: Props) {
	const ref = useRef<HTMLDialogElement>(null);
	const titleId = useId();
	const onCloseRef = useRef(onClose);
	onCloseRef.current = onClose;

	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
		dialog.showModal();
		return () => {
			if (dialog.open) dialog.close();
			if (opener?.isConnected) opener.focus();
		};
	}, []);

	return createPortal(
		<dialog
			ref={ref}
			className={`editor-finder${wide ? ' editor-finder--wide' : ''}`}
			aria-labelledby={titleId}
			onCancel={(event) => {
				event.preventDefault();
				onCloseRef.current();
			}}
			// The browser may close it itself (a repeated Escape cannot be cancelled).
			onClose={() => onCloseRef.current()}
			onKeyDown={(event) => {
				// React events bubble through portals: keep Escape from reaching the shell's dialog.
				if (event.key === 'Escape') event.stopPropagation();
			}}
		>
			<div className="editor-finder-head">
				<h2 id={titleId} className="editor-finder-title">
					{title}
				</h2>
				<button type="button" className="editor-finder-close" onClick={() => onCloseRef.current()}>
					{closeLabel}
				</button>
			</div>
			<div className="editor-finder-body">{children}</div>
		</dialog>,
		document.body,
	);
}
