/**
 * The moment a page's lead image (its largest paint: `<img fetchpriority="high">`) is on screen:
 * what waits for it (the deferred stylesheets, DEFERRED_CSS_SCRIPT; the events page's list code)
 * leaves the connection to the image and the fonts until then.
 */

/** The page's lead image, as ResponsiveImage and the event list mark it. */
export const LEAD_IMAGE_SELECTOR = 'img[fetchpriority=high]';

/** Marks an image to start once the lead image is painted (ResponsiveImage; DEFERRED_CSS_SCRIPT). */
export const AFTER_LEAD_ATTRIBUTE = 'data-after-lead';

/**
 * How long what waits for the lead image waits at most (ms after the navigation started): on a
 * slow connection the rest of the page needs its styles and code before the visitor goes there.
 */
export const LEAD_IMAGE_WAIT_MS = 2500;

/**
 * Calls `then` once, in the task after the frame that paints the lead image (decoded or broken),
 * after the next frame on a page without one, and at the latest LEAD_IMAGE_WAIT_MS after the
 * navigation started. For module scripts, which run once the document is parsed.
 */
export function afterLeadImage(then: () => void): void {
	let done = false;
	const once = (): void => {
		if (done) return;
		done = true;
		then();
	};
	const afterPaint = (): void => {
		requestAnimationFrame(() => setTimeout(once));
	};
	setTimeout(once, Math.max(0, LEAD_IMAGE_WAIT_MS - performance.now()));
	const lead = document.querySelector<HTMLImageElement>(LEAD_IMAGE_SELECTOR);
	if (lead) lead.decode().then(afterPaint, afterPaint);
	else afterPaint();
}
