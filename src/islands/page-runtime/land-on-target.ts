/** How often the page may move the target after a landing before it is left where it is. */
const MAX_AIMS = 20;

/** What ends the aiming at once: the visitor moving the page themselves. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** Page blocks that skip rendering out of sight (BlockRenderer.astro). */
const SKIPPING_BLOCKS = '.blocks__item--deferrable';

/**
 * Renders the blocks that skip rendering out of sight from the top of the page down to the one
 * holding `target`: each stands at a guessed height (40rem) until rendered once, so a scroll aimed
 * past them lands hundreds of pixels off. Rendered, each keeps its real height (the browser
 * remembers it), and the aim is right the first time; they are rendered as the scroll passes
 * them anyway.
 */
function renderBlocksUpTo(target: Element): void {
	for (const block of document.querySelectorAll<HTMLElement>(SKIPPING_BLOCKS)) {
		if (!(block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
		block.style.contentVisibility = 'visible';
	}
}

/**
 * Scrolls `target` to `offsetPx` below the top, and keeps it there while the page settles:
 * the blocks above it are rendered first (renderBlocksUpTo), but islands mount near the
 * viewport and images may arrive without a box, so the page above the target can still grow or
 * shrink after the scroll was aimed. Once the scroll has ended, every change of the page's height
 * aims again (at once, a short way) until the target stays, MAX_AIMS are used or the visitor
 * moves the page. Without `scrollend` (older Safari) the first scroll stays as it is.
 */
export function landOnTarget(target: Element, offsetPx: number, smooth: boolean): void {
	renderBlocksUpTo(target);
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
