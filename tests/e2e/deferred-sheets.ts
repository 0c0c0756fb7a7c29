import type { Page } from '@playwright/test';

/**
 * True once every deferred build sheet of the page (src/lib/critical-css/defer-stylesheets.ts)
 * has loaded and applies to the screen; until then what follows the first screen stands at a
 * stand-in height.
 */
export function deferredSheetsApplied(page: Page): Promise<boolean> {
	return page.evaluate(() =>
		[...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')].every(
			(link) => link.media === 'all' && link.sheet !== null,
		),
	);
}
