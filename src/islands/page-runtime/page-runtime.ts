import { applyAutofocus } from './autofocus.ts';
import { bindChunkReload } from './chunk-reload.ts';
import { bindLinkPrefetch } from './link-prefetch.ts';
import { registerServiceWorker } from './service-worker.ts';
import { wakeOnFirstIntent, wakeOnFirstScroll } from './wake.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * What wakes the page's interaction code: a pointer, touch or key, one of which comes before a
 * click or submit, or else the click or submit itself (a screen reader may send a click alone).
 * Not focus: the cookie banner takes it by itself.
 */
const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'click', 'submit'];

/**
 * The navigation progress bar and same-page fragment links (page-interaction.ts), loaded on the
 * visitor's first intent. Clicks and submits that come before it has arrived are kept and handed
 * to it, so the first navigation shows its bar too.
 */
function wakePageInteraction(): void {
	const early: Event[] = [];
	const keep = (event: Event): void => void early.push(event);
	// On the window, after every other handler: whether one took the event over is settled.
	addEventListener('click', keep);
	addEventListener('submit', keep);
	const load = (): void => {
		import('./page-interaction.ts')
			.then(({ bindPageInteraction }) => {
				removeEventListener('click', keep);
				removeEventListener('submit', keep);
				bindPageInteraction(early);
			})
			.catch((error: unknown) => console.error('[page runtime] interaction failed to load', error));
	};
	wakeOnFirstIntent(document.documentElement, load, INTENT);
}

/** A page opened with a fragment scrolls to it (hash-scroll.ts, loaded only then). */
function scrollToHashWhenSet(): void {
	if (!location.hash) return;
	import('./hash-scroll.ts')
		.then(({ scrollToLocationHash }) => scrollToLocationHash())
		.catch((error: unknown) => console.error('[page runtime] scroll to hash failed', error));
}

/**
 * A page whose blocks skip rendering out of sight keeps the visitor's place for a reload or a
 * return (reading-place.ts): its code loads at once when the page opens by reload or history,
 * else on the first scroll (a visitor who never scrolls has no place to keep), so a first visit
 * downloads none of it before it is needed.
 */
function keepReadingPlaceWhereNeeded(): void {
	const blocks = document.querySelector('.blocks__item--deferrable')?.parentElement;
	if (!blocks) return;
	const load = (): void => {
		import('./reading-place.ts')
			.then(({ keepReadingPlace }) => keepReadingPlace())
			.catch((error: unknown) => console.error('[page runtime] reading place failed', error));
	};
	const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
	if (navigation?.type === 'reload' || navigation?.type === 'back_forward') load();
	// Focus into the blocks, not the body: the cookie banner takes focus by itself.
	else wakeOnFirstScroll(blocks, load);
}

/**
 * The page-wide behaviours every layout gets (issue 4, item 6). Reload on a missing chunk binds
 * at once, scroll to the page's fragment starts when it has one, a reload or return goes back to
 * the block being read (reading-place.ts), the navigation progress bar and
 * fragment links wake on first intent (above), and the page's `autofocus` element
 * takes focus (autofocus.ts): a visitor may click a link the moment
 * the page shows. Link prefetch and registering the service worker follow, each in a task of its
 * own (see yieldToMain). The layout's parts start from layout-parts.ts. Once all have started,
 * `<html data-page-runtime="started">` says so (a test waits for it before checking that a step
 * did nothing).
 */
export async function startPageRuntime(): Promise<void> {
	applyAutofocus();
	bindChunkReload();
	scrollToHashWhenSet();
	keepReadingPlaceWhereNeeded();
	wakePageInteraction();
	for (const step of [bindLinkPrefetch, registerServiceWorker]) {
		await yieldToMain();
		step();
	}
	document.documentElement.dataset['pageRuntime'] = 'started';
}
