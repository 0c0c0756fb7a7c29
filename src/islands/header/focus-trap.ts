const FOCUSABLE = [
	'a[href]',
	'button:not([disabled])',
	'input:not([disabled]):not([type="hidden"])',
	'select:not([disabled])',
	'textarea:not([disabled])',
	'summary',
	'[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements in `container` a visitor can reach with Tab now (rendered, not in closed <details>). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
	return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) =>
		typeof element.checkVisibility === 'function'
			? element.checkVisibility({ visibilityProperty: true })
			: element.getClientRects().length > 0,
	);
}

/**
 * Keeps Tab and Shift+Tab inside `container`: from the last element focus wraps to the first and
 * back. Call it from a keydown listener.
 */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
	if (event.key !== 'Tab') return;
	const tabbable = tabbableIn(container);
	const first = tabbable[0];
	const last = tabbable.at(-1);
	if (!first || !last) return;
	const active = document.activeElement;
	if (event.shiftKey && (active === first || !container.contains(active))) {
		event.preventDefault();
		last.focus();
	} else if (!event.shiftKey && (active === last || !container.contains(active))) {
		event.preventDefault();
		first.focus();
	}
}
