import type { Page } from '@playwright/test';

/**
 * Resolves once the page has rendered `count` more frames: by then every scroll, resize or state
 * change made before has been measured and painted (work the site does in a frame), so a test can
 * check that something did *not* happen without waiting a fixed time.
 */
export function afterFrames(page: Page, count = 2): Promise<void> {
	return page.evaluate(
		(frames) =>
			new Promise<void>((resolve) => {
				const next = (left: number): void => {
					if (left === 0) resolve();
					else requestAnimationFrame(() => next(left - 1));
				};
				next(frames);
			}),
		count,
	);
}
