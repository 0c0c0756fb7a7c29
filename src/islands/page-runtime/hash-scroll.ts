import { landOnTarget } from './land-on-target.ts';
import { followedLink } from './link-clicks.ts';
import { isSamePage } from './page-links.ts';

/** SPEC §9 'scroll to hash waits 1000 ms, retries every 250 ms up to 100 times, offset 130 px'. */
export const HASH_SCROLL = { waitMs: 1000, retryMs: 250, attempts: 100, offsetPx: 130 } as const;

/**
 * Calls `find` after `HASH_SCROLL.waitMs`, then every `retryMs` until it returns an element (handed
 * to `found`) or `attempts` looks are used up. Returns a function that stops the search.
 */
export function lookForTarget<T>(find: () => T | null, found: (target: T) => void): () => void {
	let looks = 0;
	const look = (): void => {
		const target = find();
		looks += 1;
		if (target) found(target);
		else if (looks < HASH_SCROLL.attempts) timer = setTimeout(look, HASH_SCROLL.retryMs);
	};
	let timer = setTimeout(look, HASH_SCROLL.waitMs);
	return () => clearTimeout(timer);
}

/** The element a fragment such as '#datesAndTickets' names (by id, else an <a name>), or null. */
function fragmentTarget(hash: string): HTMLElement | null {
	let name: string;
	try {
		name = decodeURIComponent(hash.slice(1));
	} catch {
		return null;
	}
	return name
		? (document.getElementById(name) ?? document.getElementsByName(name)[0] ?? null)
		: null;
}

/**
 * Scrolls `target` to 130 px below the top, under the sticky header (smoothly unless reduced
 * motion is asked for; kept there while the blocks it passes render, land-on-target.ts), and
 * with `focus` moves keyboard focus there without a second jump.
 */
function scrollToTarget(target: HTMLElement, focus: boolean): void {
	const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
	landOnTarget(target, HASH_SCROLL.offsetPx, !reduced);
	if (!focus || target === document.body) return;
	// Sections and headings take focus from script only, and never by Tab.
	if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
	target.focus({ preventScroll: true });
}

/**
 * Scrolls to the page's fragment (SPEC §9) once its target exists (islands may render it late),
 * unless the visitor moves first. Loaded at once on a page opened with a fragment
 * (page-runtime.ts).
 */
export function scrollToLocationHash(): void {
	const stop = lookForTarget(
		() => fragmentTarget(location.hash),
		// Focus only if nothing has it yet: a visitor already using the page keeps their place.
		(target) => scrollToTarget(target, document.activeElement === document.body),
	);
	for (const type of ['wheel', 'touchstart', 'keydown']) {
		addEventListener(type, stop, { once: true, passive: true });
	}
}

/** The element a followed same-page fragment link names, or null for any other click. */
function clickedTarget(event: MouseEvent): { url: URL; target: HTMLElement } | null {
	const link = followedLink(event);
	const url = link && new URL(link.href);
	if (!url?.hash || !isSamePage(url, new URL(location.href))) return null;
	const target = fragmentTarget(url.hash);
	// '#top' (the body) stays native: it also moves the keyboard's starting point to the top.
	return target && target !== document.body ? { url, target } : null;
}

/**
 * Same-page fragment links (SPEC §9) scroll with the 130 px offset and focus their target. Loaded
 * on the visitor's first intent (page-runtime.ts): a fragment link followed before that (`early`,
 * the browser having jumped natively) is brought to the same place now.
 */
export function bindHashScroll(early: readonly Event[] = []): void {
	for (const event of early) {
		const clicked = event instanceof MouseEvent ? clickedTarget(event) : null;
		if (clicked) scrollToTarget(clicked.target, true);
	}
	addEventListener('click', (event) => {
		const clicked = clickedTarget(event);
		if (!clicked) return;
		const { url, target } = clicked;
		event.preventDefault();
		if (url.hash !== location.hash) {
			const oldURL = location.href;
			history.pushState(history.state, '', url.hash);
			// pushState is silent; what closes on a fragment change (the header menu) listens for it.
			dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
		}
		scrollToTarget(target, true);
	});
}
