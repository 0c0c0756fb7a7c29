import { isLowBandwidth, type ConnectionHints } from './connection.ts';
import { isPrefetchable } from './page-links.ts';
import { prefetchPage } from './prefetch-page.ts';
import { STAFF_MARKER } from './staff-marker.ts';

/** SPEC §9 'idle prefetch timeout 2000 ms'. */
const IDLE_TIMEOUT_MS = 2000;
/** A pointer passing over a link on its way elsewhere does not prefetch it (Astro's own delay). */
const HOVER_DELAY_MS = 80;
/** The main menu's top-level pages: the likeliest next pages, and few of them. */
const MAIN_NAVIGATION_LINKS = '.site-nav__list > li > a[href], .site-nav__overview[href]';
const MAX_IDLE_PREFETCHES = 8;

function prefetchable(anchor: HTMLAnchorElement): boolean {
	return (
		!document.documentElement.hasAttribute(STAFF_MARKER) &&
		!anchor.hasAttribute('download') &&
		anchor.dataset['astroPrefetch'] !== 'false' &&
		anchor.getAttribute('aria-disabled') !== 'true' &&
		isPrefetchable(new URL(anchor.href), new URL(location.href))
	);
}

function whenIdle(callback: () => void): void {
	if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
	else setTimeout(callback, IDLE_TIMEOUT_MS);
}

/**
 * Prefetches `urls` in order, one per idle period: starting a prefetch costs the main thread about
 * a millisecond, eight in one callback made a task long enough to delay a tap on a slow phone.
 */
function prefetchOneAtATime(urls: readonly string[]): void {
	const [next, ...rest] = urls;
	if (next === undefined) return;
	prefetchPage(next);
	if (rest.length > 0) whenIdle(() => prefetchOneAtATime(rest));
}

/**
 * Fetches pages ahead so the next one opens at once: any site link the pointer rests on or the
 * keyboard focuses ('hover'), and the main menu's pages once the page is idle. `prefetchPage`
 * uses the HTTP cache and skips data-saver and 2G connections by itself; the idle round is not
 * even scheduled there. Back-end paths, shops and edit mode are never prefetched (page-links.ts).
 */
export function bindLinkPrefetch(): void {
	let timer: ReturnType<typeof setTimeout> | undefined;
	const intent = (event: Event): void => {
		clearTimeout(timer);
		const anchor = (event.target as Element | null)?.closest?.('a[href]');
		if (anchor instanceof HTMLAnchorElement && prefetchable(anchor)) {
			timer = setTimeout(() => prefetchPage(anchor.href), HOVER_DELAY_MS);
		}
	};
	document.addEventListener('mouseover', intent, { passive: true });
	document.addEventListener('focusin', intent);
	document.addEventListener('mouseout', () => clearTimeout(timer), { passive: true });

	const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
	if (isLowBandwidth(connection)) return;
	const prefetchMainNavigation = (): void =>
		whenIdle(() => {
			const links = document.querySelectorAll<HTMLAnchorElement>(MAIN_NAVIGATION_LINKS);
			prefetchOneAtATime(
				[...links]
					.filter(prefetchable)
					.slice(0, MAX_IDLE_PREFETCHES)
					.map((link) => link.href),
			);
		});
	if (document.readyState === 'complete') prefetchMainNavigation();
	else addEventListener('load', prefetchMainNavigation, { once: true });
}
