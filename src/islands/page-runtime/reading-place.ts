/** The sessionStorage key of a page's place, before its path and query. */
const STORAGE_PREFIX = 'reading-place:';

/** The page block at the top of the window and how far its top edge was from the window's. */
type Place = { block: string; top: number };

// A hand-written guard, not zod: this runs in the first-load layout chunk, which has no zod.
const isPlace = (value: unknown): value is Place =>
	typeof value === 'object' &&
	value !== null &&
	typeof (value as Place).block === 'string' &&
	(value as Place).block !== '' &&
	Number.isFinite((value as Place).top);

// Not the sticky anchor list: it stays at the top of the window wherever the visitor is.
const BLOCKS = '.blocks--page > .blocks__item[data-module-id]:not(.blocks__item--sticky)';

/**
 * The first page block reaching below the top of the window, or null at the very top (the
 * browser's own restoring is right there) or on a page without blocks.
 */
function placeNow(): Place | null {
	if (scrollY === 0) return null;
	for (const item of document.querySelectorAll<HTMLElement>(BLOCKS)) {
		const { top, bottom } = item.getBoundingClientRect();
		if (bottom > 0) return { block: item.dataset['moduleId'] ?? '', top };
	}
	return null;
}

/** The place kept for this page in this tab, or null. */
function storedPlace(key: string): Place | null {
	try {
		const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
		return isPlace(value) ? value : null;
	} catch {
		return null;
	}
}

/**
 * A reload or a return by back/forward (when the browser did not keep the page whole) brings
 * the visitor back to the block they were reading. The browser's own restoring puts back the
 * scroll offset, in pixels, while the blocks above stand at a guessed height (skipped out of
 * sight, content-visibility): the visitor landed up to thousands of pixels off. On a page with
 * such blocks it is turned off; as the page is left, the block at the top of the window and its
 * offset are kept for the tab (sessionStorage), and as it opens again by reload or history that
 * block is put back where it was (land-on-target.ts, loaded only then). A page opened with a
 * fragment scrolls to it instead (hash-scroll.ts).
 */
export function keepReadingPlace(): void {
	history.scrollRestoration = 'manual';
	const key = `${STORAGE_PREFIX}${location.pathname}${location.search}`;
	addEventListener('pagehide', () => {
		try {
			const place = placeNow();
			if (place) sessionStorage.setItem(key, JSON.stringify(place));
			else sessionStorage.removeItem(key);
		} catch {
			// Storage refused (private mode, quota): the page opens at its top again.
		}
	});
	const navigation = performance.getEntriesByType('navigation')[0] as
		PerformanceNavigationTiming | undefined;
	const place = storedPlace(key);
	if (!place || location.hash || !navigation || navigation.type === 'navigate') return;
	const block = document.querySelector(`${BLOCKS}[data-module-id="${CSS.escape(place.block)}"]`);
	if (!block) return;
	import('./land-on-target.ts')
		.then(({ landOnTarget }) => landOnTarget(block, place.top, false))
		.catch((error: unknown) => console.error('[page runtime] reading place failed', error));
}
