/** SPEC §9: an in-page target lands 130 px below the top of the window (below header and bar). */
export const ANCHOR_OFFSET = 130;

/**
 * The scroll position that puts an element whose top is `top` px below the top of the window
 * `offset` px below it, when the page is scrolled by `scrollY`; never above the page.
 */
export function anchorScrollTop(top: number, scrollY: number, offset = ANCHOR_OFFSET): number {
	return Math.max(0, Math.round(scrollY + top - offset));
}

/** Whether the visitor asked for less motion: then the page jumps instead of gliding. */
export function prefersReducedMotion(): boolean {
	return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Scrolls the window to `top`, smoothly unless the visitor prefers reduced motion. */
export function scrollWindowTo(top: number): void {
	window.scrollTo({ top, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
}

/**
 * Moves the keyboard focus to `element` without scrolling, so the next Tab continues from there
 * (as following a link to an anchor does). Elements that cannot take focus get tabindex -1.
 */
export function focusWithoutScroll(element: HTMLElement): void {
	if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
		element.setAttribute('tabindex', '-1');
		element.dataset['stickyFocusTarget'] = '';
	}
	element.focus({ preventScroll: true });
}

/**
 * Follows an in-page link: scrolls its target to ANCHOR_OFFSET below the top of the window,
 * puts the anchor into the address (shareable, back button) and moves the focus there.
 * Returns false when the target is not on the page (the browser then follows the link itself).
 */
export function followAnchor(link: HTMLAnchorElement): boolean {
	const id = decodeURIComponent(link.hash.slice(1));
	const target = id ? document.getElementById(id) : null;
	if (!target) return false;
	scrollWindowTo(anchorScrollTop(target.getBoundingClientRect().top, window.scrollY));
	if (window.location.hash !== link.hash) window.history.pushState(null, '', link.hash);
	focusWithoutScroll(target);
	return true;
}
