import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { lockPageScroll, unlockPageScroll } from '../../stores/header.ts';
import { dropdownPosition, scrollForRoom, type DropdownPosition } from './dropdown-position.ts';

/** SPEC §9 breakpoint: a dropdown from here, a bottom sheet below. */
const DESKTOP = '(min-width: 64em)';
const SCROLL_LOCK = 'booking-widget';

/**
 * Shows `dialog` as a modal while `open` (focus moves in, the page behind is inert, the page does
 * not scroll) and closes it otherwise, giving the focus back to `opener`. Returns where the
 * dropdown goes on wide screens (null: bottom sheet), kept under `opener` on resize.
 */
export function useBookingDialog(
	dialog: RefObject<HTMLDialogElement | null>,
	open: boolean,
	opener: HTMLElement,
): DropdownPosition | null {
	const [position, setPosition] = useState<DropdownPosition | null>(null);

	useLayoutEffect(() => {
		if (!open) return;
		const media = matchMedia(DESKTOP);
		const place = () => {
			const rect = opener.getBoundingClientRect();
			const viewport = { width: innerWidth, height: innerHeight };
			setPosition(media.matches ? dropdownPosition(rect, viewport) : null);
		};
		if (media.matches) {
			// Make room under the button first: a dropdown reads best hanging below it.
			const shift = scrollForRoom(opener.getBoundingClientRect(), innerHeight);
			if (shift > 0) scrollBy({ top: shift, behavior: 'instant' });
		}
		place();
		addEventListener('resize', place);
		media.addEventListener('change', place);
		return () => {
			removeEventListener('resize', place);
			media.removeEventListener('change', place);
		};
	}, [open, opener]);

	const shown = useRef(false);
	useEffect(() => {
		const element = dialog.current;
		if (!element || open === shown.current) return;
		shown.current = open;
		if (open) {
			lockPageScroll(SCROLL_LOCK);
			if (!element.open) element.showModal();
			return;
		}
		// The browser may have closed it already (a second Escape cannot be cancelled).
		if (element.open) element.close();
		unlockPageScroll(SCROLL_LOCK);
		if (opener.isConnected) opener.focus();
	}, [dialog, open, opener]);

	useEffect(() => () => unlockPageScroll(SCROLL_LOCK), []);

	return position;
}
