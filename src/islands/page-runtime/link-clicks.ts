/**
 * The link a click follows in the same tab, or null: a primary-button click without modifier keys
 * on an <a href> without `download` or another target, which no other handler has taken over.
 */
export function followedLink(event: MouseEvent): HTMLAnchorElement | null {
	if (event.defaultPrevented || event.button !== 0) return null;
	if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
	const anchor = (event.target as Element | null)?.closest?.('a[href]');
	if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
	return !anchor.target || anchor.target === '_self' ? anchor : null;
}
