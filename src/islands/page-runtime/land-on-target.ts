/** How often the page may move the target after a landing before it is left where it is. */
const MAX_AIMS = 20;

/** What ends the aiming at once: the visitor moving the page themselves. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls `target` to `offsetPx` below the top, and keeps it there while the page settles:
 * blocks out of sight render as the scroll passes them (content-visibility) and islands mount
 * near the viewport, so the page above the target grows or shrinks after the scroll was aimed.
 * Once the scroll has ended, every change of the page's height aims again (at once, a short
 * way) until the target stays, MAX_AIMS are used or the visitor moves the page. Without
 * `scrollend` (older Safari) the first scroll stays as it is.
 */
export function landOnTarget(target: Element, offsetPx: number, smooth: boolean): void {
	let aims = 0;
	const destination = () => {
		const top = target.getBoundingClientRect().top + scrollY - offsetPx;
		return Math.max(0, Math.min(top, document.documentElement.scrollHeight - innerHeight));
	};
	const observer = new ResizeObserver(() => {
		const top = destination();
		if (Math.abs(top - scrollY) < 1) return;
		aims += 1;
		scrollTo({ top, behavior: 'instant' });
		if (aims >= MAX_AIMS) stop();
	});
	const listening = new AbortController();
	const stop = () => {
		observer.disconnect();
		listening.abort();
	};
	const options = { once: true, passive: true, signal: listening.signal };
	for (const type of VISITOR_MOVES) addEventListener(type, stop, options);
	addEventListener('scrollend', () => observer.observe(document.body), options);
	scrollTo({ top: destination(), behavior: smooth ? 'smooth' : 'instant' });
}
