import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Shows a rendered `<dialog>` as modal while mounted (focus moves into it; the browser keeps it
 * there), turns Escape into `onClose` and gives focus back to where it was on unmount — or, when
 * that element is gone (the page part was swapped), leaves it to the caller.
 */
export function useModalDialog(onClose: () => void) {
	const ref = useRef<HTMLDialogElement>(null);
	const closeRef = useRef(onClose);
	useEffect(() => {
		closeRef.current = onClose;
	});
	useLayoutEffect(() => {
		const dialog = ref.current;
		if (dialog === null) return;
		const before = document.activeElement;
		if (!dialog.open) dialog.showModal();
		const cancel = (event: Event) => {
			event.preventDefault();
			closeRef.current();
		};
		dialog.addEventListener('cancel', cancel);
		return () => {
			dialog.removeEventListener('cancel', cancel);
			if (dialog.open) dialog.close();
			if (before instanceof HTMLElement && before.isConnected) before.focus();
		};
	}, []);
	return ref;
}
