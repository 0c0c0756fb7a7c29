import { expect, test, type Locator, type Page } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { afterFrames } from './frames.ts';

/**
 * The sticky navigation (issue 4, item 5; SPEC §2 'Sticky navigation', §9) at a phone's and a
 * desktop's width: it appears past half the window height and gives way to the footer, its
 * section links land 130 px below the top and mark the section being read, 'back to top' works,
 * keyboard users reach it, and the ticket button follows the event's prices or the production's
 * show flag.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** An event with prices (18 € – 38 €), one that is free, a production with its show flag. */
const PAID_EVENT = '/de/events/goldberg-variationen/1038';
const FREE_EVENT = '/de/events/gartenspaziergang/1032';
const PRODUCTION = '/de/produktionen/weisses-gold/101';

// Settled states: no fades or glides while the tests look.
test.use({ reducedMotion: 'reduce' });

/** The sticky navigation's own chunk of the build. */
const STICKY_CHUNK = /\/_astro\/start-sticky-navigation\.[^/]+\.js$/;

/**
 * Opens a page, checks that a visitor who has not scrolled downloaded none of the sticky
 * navigation's code, then scrolls a pixel (and back) and waits until its script runs.
 */
async function open(page: Page, path: string, origin = CASTLE_URL): Promise<void> {
	await declineConsent(page.context(), origin);
	const chunks: string[] = [];
	page.on('request', (request) => {
		if (STICKY_CHUNK.test(request.url())) chunks.push(request.url());
	});
	await page.goto(`${origin}${path}`);
	await page.waitForLoadState('networkidle');
	expect(chunks).toEqual([]);
	await expect(page.locator('[data-sticky-navigation]')).not.toHaveClass(/is-enhanced/);
	await scrollTo(page, 1);
	await expect(page.locator('[data-sticky-navigation]')).toHaveClass(/is-enhanced/);
	await scrollTo(page, 0);
	expect(chunks).toHaveLength(1);
}

function stickyNav(page: Page, locale: 'de' | 'en' = 'de'): Locator {
	return page.getByRole('navigation', {
		name: locale === 'de' ? 'Schnellnavigation' : 'Quick navigation',
	});
}

/** Whether a visitor sees and can click `locator`: opaque, in the window and on top there. */
async function onScreen(locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => {
		const box = element.getBoundingClientRect();
		const x = box.left + box.width / 2;
		const y = box.top + box.height / 2;
		if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
		if (getComputedStyle(element).opacity === '0') return false;
		const hit = document.elementFromPoint(x, y);
		return hit !== null && element.contains(hit);
	});
}

async function scrollTo(page: Page, y: number): Promise<void> {
	await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

async function scrollToFooter(page: Page): Promise<void> {
	await page.locator('footer.site-footer').evaluate((footer) => footer.scrollIntoView());
}

/** How far `selector`'s top lies from the anchor offset of SPEC §9 (130 px below the top). */
async function offFromAnchorLine(page: Page, selector: string): Promise<number> {
	const top = await page
		.locator(selector)
		.evaluate((element) => element.getBoundingClientRect().top);
	return Math.abs(top - 130);
}

for (const viewport of [PHONE, DESKTOP]) {
	const phone = viewport === PHONE;

	test.describe(`sticky navigation at ${viewport.width} px`, () => {
		test.use({ viewport });

		test('is hidden at the top, shown past half the window height, hidden at the footer', async ({
			page,
		}) => {
			await open(page, PAID_EVENT);
			const nav = stickyNav(page);
			expect(await onScreen(nav)).toBe(false);

			await scrollTo(page, viewport.height / 2);
			// The bar measures the scroll position in a frame: after two, it would be showing.
			await afterFrames(page);
			expect(await nav.evaluate((element) => element.closest('.is-shown'))).toBeNull();
			expect(await onScreen(nav)).toBe(false);

			await scrollTo(page, viewport.height / 2 + 40);
			await expect.poll(() => onScreen(nav)).toBe(true);
			await expect(nav.getByRole('link', { name: 'Tickets kaufen' })).toHaveAttribute(
				'href',
				'/webshop/events/247266',
			);

			await scrollToFooter(page);
			await expect.poll(() => onScreen(nav)).toBe(false);

			await scrollTo(page, 1500);
			await expect.poll(() => onScreen(nav)).toBe(true);
		});

		test('section links land 130 px below the top and mark the section being read', async ({
			page,
		}) => {
			await open(page, PAID_EVENT);
			const nav = stickyNav(page);
			await scrollTo(page, 1200);
			await expect.poll(() => onScreen(nav)).toBe(true);

			const toggle = nav.getByRole('button', { name: /Auf dieser Seite/ });
			if (phone) {
				await expect(toggle).toHaveAttribute('aria-expanded', 'false');
				await toggle.click();
				await expect(toggle).toHaveAttribute('aria-expanded', 'true');
			} else {
				// Wide enough to list the sections in the bar itself.
				await expect(toggle).toBeHidden();
			}
			const link = nav.getByRole('link', { name: 'Wichtige Hinweise' });
			await link.click();

			await expect(page).toHaveURL(/#section-importantInfo$/);
			await expect.poll(() => offFromAnchorLine(page, '#section-importantInfo')).toBeLessThan(2);
			await expect(page.locator('#section-importantInfo')).toBeFocused();
			// On a phone the list has closed again: find the link by its target.
			const marked = nav.locator('a[href="#section-importantInfo"]');
			await expect(marked).toHaveAttribute('aria-current', 'location');
			await expect(nav.locator('a[aria-current]')).toHaveCount(1);
			if (phone) {
				await expect(toggle).toHaveAttribute('aria-expanded', 'false');
				await expect(toggle).toContainText('Wichtige Hinweise');
			}

			// Reading on: the mark follows the page.
			await page.locator('#section-events').evaluate((heading) => {
				window.scrollBy({ top: heading.getBoundingClientRect().top - 100, behavior: 'instant' });
			});
			await expect(nav.locator('a[href="#section-events"]')).toHaveAttribute(
				'aria-current',
				'location',
			);
			await expect(marked).not.toHaveAttribute('aria-current');
		});

		test('back to top scrolls up and hands the focus to the main content', async ({ page }) => {
			await open(page, PAID_EVENT);
			const nav = stickyNav(page);
			await scrollTo(page, 2500);
			await expect.poll(() => onScreen(nav)).toBe(true);

			await nav.getByRole('link', { name: 'Nach oben' }).click();
			await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
			await expect(page.locator('#main-content')).toBeFocused();
			await expect.poll(() => onScreen(nav)).toBe(false);
		});

		test('keyboard users reach it after the footer and see where the focus is', async ({
			page,
		}) => {
			await open(page, PAID_EVENT);
			const nav = stickyNav(page);
			await scrollToFooter(page);
			await expect.poll(() => onScreen(nav)).toBe(false);

			await page.locator('footer.site-footer').locator('a, button').last().focus();
			await page.keyboard.press('Tab');
			const first = phone
				? nav.getByRole('button', { name: /Auf dieser Seite/ })
				: nav.getByRole('link', { name: 'Beschreibung' });
			await expect(first).toBeFocused();
			await expect.poll(() => onScreen(nav)).toBe(true);
			await expect(first).toHaveCSS('outline-style', 'solid');

			if (phone) {
				await page.keyboard.press('Enter');
				await expect(nav.getByRole('link', { name: 'Beschreibung' })).toBeVisible();
				await page.keyboard.press('Escape');
				await expect(nav.getByRole('link', { name: 'Beschreibung' })).toBeHidden();
				await expect(first).toBeFocused();
			}
		});

		test('passes axe-core while shown, in both deployments', async ({ page }) => {
			for (const [origin, path] of [
				[CASTLE_URL, PAID_EVENT],
				[REGION_URL, '/en/productions/nathan-the-wise/101'],
			] as const) {
				await open(page, path, origin);
				await scrollTo(page, 1500);
				const nav = page.locator('nav[data-sticky-navigation]');
				await expect.poll(() => onScreen(nav)).toBe(true);
				if (phone) await nav.getByRole('button').click();
				expect(await axeViolations(page, '[data-sticky-navigation]'), origin).toEqual([]);
			}
		});
	});
}

test.describe('sticky ticket button', () => {
	test.use({ viewport: DESKTOP });

	test('shows for an event with prices and not for a free one', async ({ page }) => {
		await open(page, PAID_EVENT);
		await expect(stickyNav(page).getByRole('link', { name: 'Tickets kaufen' })).toHaveCount(1);

		await open(page, FREE_EVENT);
		await expect(stickyNav(page).getByRole('link', { name: 'Beschreibung' })).toHaveCount(1);
		await expect(stickyNav(page).getByRole('link', { name: /Tickets/ })).toHaveCount(0);
	});

	test("leads a production's visitors to 'Dates and Tickets' on the page", async ({ page }) => {
		for (const [path, label, locale] of [
			[PRODUCTION, 'Termine und Tickets', 'de'],
			['/en/productions/white-gold/101', 'Dates and Tickets', 'en'],
		] as const) {
			await open(page, path);
			const nav = stickyNav(page, locale);
			await scrollTo(page, 900);
			await expect.poll(() => onScreen(nav)).toBe(true);
			const tickets = nav.getByRole('link', { name: label });
			await expect(tickets).toHaveAttribute('href', '#datesAndTickets');
			await tickets.click();
			await expect(page).toHaveURL(/#datesAndTickets$/);
			await expect.poll(() => offFromAnchorLine(page, '#datesAndTickets')).toBeLessThan(2);
			await expect(tickets).toHaveAttribute('aria-current', 'location');
		}
	});

	test('is absent where the production does not show it', async ({ page }) => {
		await open(page, '/de/produktionen/tafelfreuden/102');
		await expect(stickyNav(page).getByRole('link', { name: /Tickets/ })).toHaveCount(0);
	});
});

test('on a phone of the regional site the bar sits above the event-overlay button', async ({
	page,
}) => {
	await page.setViewportSize(PHONE);
	await open(page, '/de/produktionen/nathan-der-weise/101', REGION_URL);
	await scrollTo(page, 1500);
	const nav = stickyNav(page);
	await expect.poll(() => onScreen(nav)).toBe(true);
	const bar = await nav.boundingBox();
	const overlay = await page.locator('#sticky-overlay-button a').boundingBox();
	expect(bar && overlay).toBeTruthy();
	if (bar && overlay) expect(bar.y + bar.height).toBeLessThanOrEqual(overlay.y);
	await expect(page.locator('#sticky-overlay-button a')).toBeVisible();
});

test('a page reloaded where the visitor had scrolled shows the bar without another scroll', async ({
	page,
}) => {
	await page.setViewportSize(PHONE);
	await open(page, PAID_EVENT);
	await scrollTo(page, 1500);
	await page.reload();
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
	await expect(page.locator('[data-sticky-navigation]')).toHaveClass(/is-enhanced/);
	await expect.poll(() => onScreen(stickyNav(page))).toBe(true);
});

test('pages without sections get only a floating back-to-top button', async ({ page }) => {
	await page.setViewportSize(PHONE);
	await open(page, '/de');
	await expect(stickyNav(page)).toHaveCount(0);
	const toTop = page.locator('[data-sticky-navigation]').getByRole('link', { name: 'Nach oben' });
	expect(await onScreen(toTop)).toBe(false);
	await scrollTo(page, 1200);
	await expect.poll(() => onScreen(toTop)).toBe(true);
	await toTop.click();
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, viewport: PHONE });

	test('it is a plain band after the footer whose links work', async ({ page }) => {
		await page.goto(PAID_EVENT);
		const nav = stickyNav(page);
		await expect(nav).toHaveCSS('position', 'static');
		const navBox = await nav.boundingBox();
		const footerBox = await page.locator('footer.site-footer').boundingBox();
		expect(navBox && footerBox && navBox.y >= footerBox.y + footerBox.height - 1).toBe(true);

		await expect(nav.getByRole('button')).toBeHidden();
		await expect(nav.getByRole('link', { name: 'Tickets kaufen' })).toHaveAttribute(
			'href',
			'/webshop/events/247266',
		);
		// Keyboard, as the no-script notice of the info layer covers the bottom of the window.
		await nav.getByRole('link', { name: 'Programm' }).focus();
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/#section-programs$/);
		await expect(page.locator('#section-programs')).toBeInViewport();
	});
});
