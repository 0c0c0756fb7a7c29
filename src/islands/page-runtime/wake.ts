/**
 * Calls `start` once, when the visitor first scrolls the window or moves focus into `root` — at
 * once when the page opens scrolled already (a restored position, a fragment). For a part whose
 * behaviour only matters after scrolling (the sticky navigation shows past half the window
 * height), so a visitor who reads the first screen downloads none of its code.
 */
export function wakeOnFirstScroll(root: HTMLElement, start: () => void): void {
	let woken = false;
	const wake = (): void => {
		if (woken) return;
		woken = true;
		removeEventListener('scroll', wake);
		root.removeEventListener('focusin', wake);
		start();
	};
	if (scrollY > 0 || location.hash !== '') {
		wake();
		return;
	}
	addEventListener('scroll', wake, { passive: true });
	root.addEventListener('focusin', wake);
}
