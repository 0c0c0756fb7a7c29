import { $header, type HeaderState } from '../../stores/header.ts';

/** How one <details> of the header maps onto `$header`. */
export type DisclosureBinding = {
	details: HTMLDetailsElement;
	isOpen: (state: HeaderState) => boolean;
	setOpen: (open: boolean) => void;
	/** Whether Escape inside it closes it now (default: always). */
	closesOnEscape?: () => boolean;
};

/**
 * Keeps a server-rendered <details> and its flag in `$header` in step both ways: the visitor's
 * toggle goes to the store, the store's state to the element and the summary's aria-expanded.
 * Escape inside it closes it and returns focus to its summary.
 */
export function bindDisclosure({
	details,
	isOpen,
	setOpen,
	closesOnEscape = () => true,
}: DisclosureBinding): void {
	const summary = details.querySelector<HTMLElement>(':scope > summary');
	// The visitor may have opened it before the script ran.
	if (details.open && !isOpen($header.get())) setOpen(true);
	details.addEventListener('toggle', () => {
		if (details.open !== isOpen($header.get())) setOpen(details.open);
	});
	let shown: boolean | undefined;
	$header.subscribe((state) => {
		const open = isOpen(state);
		// Only a change of this element's own flag moves it: a visitor's click opens it at once,
		// but its toggle event reaches the store a task later, and any other header change in
		// between (the scroll state, say) would otherwise close it again.
		if (open === shown) return;
		shown = open;
		if (details.open !== open) details.open = open;
		summary?.setAttribute('aria-expanded', String(open));
	});
	details.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !details.open || event.defaultPrevented) return;
		if (!closesOnEscape()) return;
		event.preventDefault();
		setOpen(false);
		summary?.focus();
	});
}
