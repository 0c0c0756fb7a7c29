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
	if (location.hash !== '') {
		wake();
		return;
	}
	addEventListener('scroll', wake, { passive: true });
	root.addEventListener('focusin', wake);
	// scrollY lays the page out first: read now, in start-up, it forced a layout of the whole page
	// inside a start-up task; after the next frame the layout is done and reading it is free.
	requestAnimationFrame(() =>
		setTimeout(() => {
			if (scrollY > 0) wake();
		}),
	);
}

/** What shows a visitor turning to a part: a pointer over or on it, a touch, a key, focus. */
export const INTENT_EVENTS = [
	'pointerover',
	'pointerdown',
	'touchstart',
	'keydown',
	'focusin',
	'toggle',
];

/**
 * Calls `start` once, when the visitor first turns to `root`: one of `events` (by default a
 * pointer, touch, key, focus, or a <details> in it toggled). Listeners capture, so they run
 * before anything the event itself does, and the event goes on as usual: `start` must take over
 * whatever state it left.
 */
export function wakeOnFirstIntent(
	root: HTMLElement,
	start: () => void,
	events: readonly string[] = INTENT_EVENTS,
): void {
	const wake = (): void => {
		for (const type of events) root.removeEventListener(type, wake, true);
		start();
	};
	for (const type of events) root.addEventListener(type, wake, { capture: true, passive: true });
}
