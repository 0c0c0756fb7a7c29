import { startCookieManager } from '../consent/cookie-manager.ts';
import { bindConsentButtons, EMBED_ROOT } from '../consent/embed-loader.ts';
import { mountEventListBlocksWhenNear } from '../event-list/block-trigger.ts';
import { listenForEventOverlay } from '../event-overlay/overlay-trigger.ts';
import { startHeaderIsland } from '../header/header-island.ts';
import { wakeTopAlert } from '../header/wake-top-alert.ts';
import { enhanceSearchForms } from '../search/search-loader.ts';
import {
	loadHeroVideos,
	loadVideoPostersWhenNear,
	mountSlidersWhenVisible,
} from '../media/wake-media.ts';
import { startInfoLayerWhenNeeded } from './info-layer-gate.ts';
import { wakeOnFirstScroll } from './wake.ts';
import { yieldToMain } from './yield-to-main.ts';

/** One layout part with behaviour: the selector of its root and how to start it. */
type LayoutPart = readonly [selector: string, start: (root: HTMLElement) => void];

/** The sticky navigation's code, loaded once the visitor scrolls (wake.ts). */
function loadStickyNavigation(root: HTMLElement): void {
	import('../sticky-navigation/start-sticky-navigation.ts')
		.then((part) => part.startStickyNavigation(root))
		.catch((error: unknown) => console.error('[layout] sticky navigation failed to start', error));
}

/** In document order, as their own scripts used to run. */
const LAYOUT_PARTS: readonly LayoutPart[] = [
	['#cookie-manager', startCookieManager],
	['[data-top-alert]', wakeTopAlert],
	['[data-site-header]', startHeaderIsland],
	['[data-sticky-navigation]', (root) => wakeOnFirstScroll(root, () => loadStickyNavigation(root))],
	['[data-info-layer]', startInfoLayerWhenNeeded],
	// Here rather than in a script of its own: a file fewer on every page with the button.
	['#event-overlay-root', listenForEventOverlay],
];

/**
 * Blocks with behaviour that may sit anywhere on any page: the selector that finds one and what
 * starts them all, loading its code only then. Sliders, video posters and event-list blocks load
 * theirs (and Splide, React) once one comes near the viewport, consent-gated embeds on the first
 * click of a placeholder (or once consent is given), hero videos at once. Here rather than in a
 * script per block: a page needs no request for a block's starter.
 */
const BLOCK_BEHAVIOURS: readonly LayoutPart[] = [
	['[data-hero-video]', loadHeroVideos],
	['[data-event-list-block]', () => mountEventListBlocksWhenNear()],
	['[data-slider]', () => mountSlidersWhenVisible()],
	[EMBED_ROOT, bindConsentButtons],
	['video[data-posters]', () => loadVideoPostersWhenNear()],
];

/**
 * Starts the behaviour of every layout part on the page (cookie manager, top alert, header,
 * sticky navigation, info layer, event overlay opener, search forms) and of sliders, consent-gated embeds and video
 * posters; a layout without a part simply lacks its root. The sticky navigation, sliders and
 * video posters load their code only when the visitor comes to need it. One module for all of
 * them instead of a script per component: a page needs one request where it needed up to nine,
 * before its first paint.
 * Each part starts in a task of its own (several read the layout, which costs a phone tens of
 * milliseconds each), so no start-up task keeps the page from answering a tap for long. A part
 * that throws is reported and the others still start. Resolves when all have started.
 */
export async function startLayoutParts(): Promise<void> {
	const parts: [name: string, start: () => void][] = [];
	for (const [selector, start] of [...LAYOUT_PARTS, ...BLOCK_BEHAVIOURS]) {
		const root = document.querySelector<HTMLElement>(selector);
		if (root) parts.push([selector, () => start(root)]);
	}
	parts.push(['search forms', () => enhanceSearchForms()]);
	for (const [name, start] of parts) {
		// The first part too: the module's own evaluation is a task of its own already.
		await yieldToMain();
		try {
			start();
		} catch (error) {
			console.error(`[layout] ${name} failed to start`, error);
		}
	}
}
