import { expect, test, type Page } from '@playwright/test';
import { declineConsent } from './consent.ts';
import { deferredSheetsApplied } from './deferred-sheets.ts';
import { afterFrames } from './frames.ts';

/**
 * Blocks out of sight skip rendering until they near the viewport (content-visibility,
 * BlockRenderer.astro), standing at a guessed height until then: a visitor still lands where
 * they meant to — an anchor jump on its heading, a reload on the block they were reading.
 */

const PHONE = { width: 375, height: 812 };
const HEADER_OFFSET = 130;

/**
 * The element's top edge once the full sheets apply (until then what follows the first screen
 * stands at a stand-in height, which a loaded machine may hold for more than four frames) and it
 * has stayed put for four frames (blocks render as they near).
 */
async function settledTop(page: Page, selector: string): Promise<number> {
	const element = page.locator(selector);
	await expect.poll(() => deferredSheetsApplied(page)).toBe(true);
	let top = NaN;
	await expect
		.poll(async () => {
			const before = await element.evaluate((node) => node.getBoundingClientRect().top);
			await afterFrames(page, 4);
			top = await element.evaluate((node) => node.getBoundingClientRect().top);
			return Math.abs(top - before) < 0.5;
		})
		.toBe(true);
	return top;
}

test.use({ viewport: PHONE });

test.beforeEach(async ({ context }) => {
	await declineConsent(context);
});

test('every anchor of the home page list lands its heading under the header', async ({ page }) => {
	await page.goto('/de');
	const anchors = await page
		.locator('a.anchor-list__link')
		.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
	expect(anchors.length).toBeGreaterThan(2);
	for (const anchor of anchors) {
		await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
		await page.locator(`a.anchor-list__link[href="${anchor}"]`).first().click();
		await expect(page.locator(anchor)).toBeFocused();
		expect(Math.abs((await settledTop(page, anchor)) - HEADER_OFFSET), anchor).toBeLessThan(2);
	}
});

test('a reload keeps the visitor where they were on a long page', async ({ page }) => {
	await page.goto('/de');
	const target = page.locator('#besuch');
	await target.scrollIntoViewIfNeeded();
	const before = await settledTop(page, '#besuch');
	// The page keeps the place from the visitor's first scroll on (its code loads then): a reload
	// before that gets the browser's own restoring, in pixels.
	await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
	await page.reload();
	expect(Math.abs((await settledTop(page, '#besuch')) - before)).toBeLessThan(2);
});
