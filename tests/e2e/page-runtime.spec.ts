import { expect, test, type Page } from '@playwright/test';
import { declineConsent } from './consent.ts';
import { axeViolations } from './axe.ts';
import { afterFrames } from './frames.ts';

/**
 * The page-wide behaviours (issue 4, item 6) on the castle site at a phone's and a desktop's width:
 * the navigation progress bar, the info layer's browser notice, scroll to hash with the header
 * offset, the one-time reload for a missing chunk and link prefetch.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const OLD_CHROME =
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.127 Safari/537.36';
const HEADER_OFFSET = 130;

/** Where the element's top edge is, in px from the top of the viewport. */
function topOf(page: Page, selector: string): Promise<number> {
	return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/**
 * Records every state the progress bar takes, on every page of this tab, with the time it took
 * it. (The page cannot be asked while a navigation is pending, so it reports by itself.)
 */
async function recordProgressStates(page: Page): Promise<{ state: string; at: number }[]> {
	const states: { state: string; at: number }[] = [];
	await page.exposeBinding('reportProgressState', (_source, state: string) => {
		states.push({ state, at: Date.now() });
	});
	await page.addInitScript(() => {
		addEventListener('DOMContentLoaded', () => {
			const bar = document.querySelector('[data-page-progress]');
			const report = (window as unknown as { reportProgressState: (state: string) => void })
				.reportProgressState;
			if (!bar) return;
			new MutationObserver(() => report(bar.getAttribute('data-state') ?? '')).observe(bar, {
				attributes: true,
				attributeFilter: ['data-state'],
			});
		});
	});
	return states;
}

/**
 * The imprint page answers after 1.2 s, so a navigation to it is slow enough for the bar;
 * `requested` is called as the browser asks for it.
 */
async function slowImprint(page: Page, requested = (): void => undefined): Promise<void> {
	await page.route('**/de/impressum', async (route) => {
		// The hover prefetch would make the navigation instant; only the document is slow.
		if (route.request().resourceType() !== 'document') return route.abort();
		requested();
		await new Promise((resolve) => setTimeout(resolve, 1200));
		return route.continue();
	});
}

/**
 * Holds back the page's interaction code (page-runtime.ts loads it on the visitor's first
 * pointer, touch or key) until the returned function is called, as a slow connection would:
 * what the visitor did meanwhile must still be taken over.
 */
async function holdInteractionCode(page: Page): Promise<() => void> {
	let release = (): void => undefined;
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route(/\/_astro\/page-interaction\.[\w-]+\.js$/, async (route) => {
		await held;
		await route.continue();
	});
	return () => release();
}

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context }) => {
	await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
	await declineConsent(context);
});

for (const viewport of [PHONE, DESKTOP]) {
	test.describe(`${viewport.width} px`, () => {
		test.use({ viewport });

		test('a slow navigation shows the progress bar after 200 ms, and the new page has none', async ({
			page,
		}) => {
			const states = await recordProgressStates(page);
			await slowImprint(page);
			await page.goto('/de');
			const link = page.locator('footer a[href="/de/impressum"]').first();
			await link.scrollIntoViewIfNeeded();
			const clickedAt = Date.now();
			await link.click();
			await page.waitForURL('**/de/impressum');

			const running = states.filter((entry) => entry.state === 'running');
			expect(running.length).toBeGreaterThan(3);
			expect(running[0]!.at - clickedAt).toBeGreaterThanOrEqual(150);
			const bar = page.locator('[data-page-progress]');
			await expect(bar).toHaveCSS('opacity', '0');
			await expect(bar).not.toHaveAttribute('data-state', /running|done|failed/);
		});

		test('a link followed before the interaction code has arrived still shows the bar', async ({
			page,
		}) => {
			const release = await holdInteractionCode(page);
			const states = await recordProgressStates(page);
			// The code arrives only once the click has sent the browser to the next page.
			await slowImprint(page, release);
			await page.goto('/de');
			await page.locator('footer a[href="/de/impressum"]').first().click();
			await page.waitForURL('**/de/impressum');
			expect(states.map((entry) => entry.state)).toContain('running');
		});

		test('a fragment link followed before that code has arrived lands in the same place', async ({
			page,
		}) => {
			const release = await holdInteractionCode(page);
			await page.goto('/de');
			await page.locator('a.anchor-list__link[href="#magazin"]').first().click();
			release();
			await expect.poll(() => topOf(page, '#magazin')).toBeCloseTo(HEADER_OFFSET, -1);
			await expect(page.locator('#magazin')).toBeFocused();
		});

		test('a page opened with a fragment scrolls its target 130 px below the top and focuses it', async ({
			page,
		}) => {
			await page.goto('/de/besuch/oeffnungszeiten-preise#preise');
			await expect
				.poll(() => topOf(page, '#preise'), { timeout: 5000 })
				.toBeCloseTo(HEADER_OFFSET, -1);
			await expect(page.locator('#preise')).toBeFocused();
		});

		test('a same-page anchor link scrolls with the header offset and updates the address', async ({
			page,
		}) => {
			await page.goto('/de');
			await page.locator('a.anchor-list__link[href="#magazin"]').first().click();
			await expect(page).toHaveURL(/\/de#magazin$/);
			await expect.poll(() => topOf(page, '#magazin')).toBeCloseTo(HEADER_OFFSET, -1);
			await expect(page.locator('#magazin')).toBeFocused();
		});

		test.describe('in an outdated browser', () => {
			test.use({ userAgent: OLD_CHROME });

			test('the info layer says so; Reload reloads, and a closed notice stays closed', async ({
				page,
			}) => {
				// A 2G connection as well: its notice waits until the first one is closed.
				await page.addInitScript(() => {
					Object.defineProperty(navigator, 'connection', { value: { effectiveType: '2g' } });
				});
				await page.goto('/de');
				const outdated = page.locator('[data-info-notice="unsupportedBrowser"]');
				const slow = page.locator('[data-info-notice="lowBandwidth"]');
				await expect(outdated).toBeVisible();
				await expect(outdated).toContainText('Ihr Browser ist veraltet');
				await expect(slow).toBeHidden();
				expect(await axeViolations(page, '#info-layer')).toEqual([]);

				await page.evaluate(() => Object.assign(window, { e2eBeforeReload: true }));
				await Promise.all([
					page.waitForEvent('load'),
					outdated.getByRole('button', { name: 'Neu laden' }).click(),
				]);
				expect(await page.evaluate(() => 'e2eBeforeReload' in window)).toBe(false);
				await expect(outdated).toBeVisible();

				await outdated.getByRole('button', { name: 'Hinweis schließen' }).click();
				await expect(outdated).toBeHidden();
				await expect(slow).toBeVisible();
				await expect(slow.getByRole('button', { name: 'Hinweis schließen' })).toBeFocused();
				// Module scripts run before the load event that reload() waits for.
				await page.reload();
				await expect(slow).toBeVisible();
				await expect(outdated).toBeHidden();
				await page.goto('/en/impressum');
				await expect(page.locator('[data-info-notice="lowBandwidth"]')).toContainText(
					'connection is slow',
				);
				await expect(page.locator('[data-info-notice="unsupportedBrowser"]')).toBeHidden();
			});
		});

		test('a current browser is not called outdated', async ({ page }) => {
			await page.goto('/de');
			await expect(page.locator('[data-info-layer]')).toBeAttached();
			await expect(page.locator('[data-info-notice="unsupportedBrowser"]')).toBeHidden();
		});
	});
}

test.describe('chunk reload', () => {
	test('a missing island chunk reloads the page once, and not again within a minute', async ({
		page,
	}) => {
		let loads = 0;
		page.on('request', (request) => {
			if (request.resourceType() === 'document' && request.url().endsWith('/de/events')) loads += 1;
		});
		// The list reports the missing chunk itself only when the page runtime let it be (no reload).
		const leftAsIs: number[] = [];
		page.on('console', (message) => {
			if (message.type() === 'error' && /dynamically imported module/.test(message.text())) {
				leftAsIs.push(loads);
			}
		});
		await page.route(/\/_astro\/EventList\.[^/]*\.js/, (route) => route.fulfill({ status: 404 }));
		await page.goto('/de/events');
		await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
		// The reloaded page fails too and is left as it is.
		await expect.poll(() => leftAsIs, { timeout: 15_000 }).toEqual([2]);
		expect(loads).toBe(2);
	});
});

test.describe('prefetch (1440 px)', () => {
	test.use({ viewport: DESKTOP });

	/** Page paths the browser fetched ahead (prefetches are neither documents nor assets). */
	function recordPrefetches(page: Page): string[] {
		const paths: string[] = [];
		page.on('request', (request) => {
			const path = new URL(request.url()).pathname;
			// Prefetches are page paths; the favicon is an 'other' request too.
			if (request.resourceType() === 'other' && !/\.\w+$/.test(path)) paths.push(path);
		});
		return paths;
	}

	test('the main menu pages are fetched once the page is idle', async ({ page }) => {
		const prefetched = recordPrefetches(page);
		await page.goto('/de');
		// The menu's pages are fetched one after the other: wait for each.
		await expect.poll(() => prefetched, { timeout: 5000 }).toContain('/de/events');
		await expect.poll(() => prefetched, { timeout: 5000 }).toContain('/de/magazine');
		expect(prefetched.filter((path) => !path.startsWith('/de/'))).toEqual([]);
	});

	test('a link the pointer rests on is fetched ahead; back-end links never are', async ({
		page,
	}) => {
		const prefetched = recordPrefetches(page);
		// The page's timers run on a clock the test can move on (time still passes by itself).
		await page.clock.install();
		await page.goto('/de');
		await page.waitForLoadState('networkidle');
		expect(prefetched).not.toContain('/de/impressum');

		const account = page.getByRole('link', { name: 'Mein Konto' }).first();
		await expect(account).toHaveAttribute('href', /\/accounts\//);
		await account.hover();
		// Past the hover delay (80 ms): a prefetch of the login link would start now.
		await page.clock.runFor(100);
		// Blocks out of sight render as the footer comes into view (content-visibility) and may
		// move it; rest the pointer on the link once it stays put.
		const imprint = page.locator('footer a[href="/de/impressum"]').first();
		await imprint.scrollIntoViewIfNeeded();
		await expect
			.poll(async () => {
				const before = (await imprint.boundingBox())?.y;
				await afterFrames(page, 4);
				return before === (await imprint.boundingBox())?.y;
			})
			.toBe(true);
		await imprint.hover();
		await expect.poll(() => prefetched).toContain('/de/impressum');
		expect(prefetched.filter((path) => path.startsWith('/accounts/'))).toEqual([]);
	});
});

test.describe('self-hosted video still', () => {
	test.use({ viewport: PHONE });

	test('is fetched only when the player comes near, in the width the phone needs', async ({
		page,
	}) => {
		const stills: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('porzellankabinett-spiegelwand')) stills.push(request.url());
		});
		await page.goto('/de');
		await page.waitForLoadState('networkidle');
		expect(stills).toEqual([]);

		const player = page.locator('video.hosted-video__player');
		await player.scrollIntoViewIfNeeded();
		await expect(player).toHaveAttribute(
			'poster',
			/porzellankabinett-spiegelwand\/16x9\/\d+\.webp$/,
		);
		const poster = (await player.getAttribute('poster')) ?? '';
		const width = Number(/\/(\d+)\.webp$/.exec(poster)?.[1]);
		// 375 css px at a pixel ratio of 1: the 640 still fills the player, the 1280 one was a waste.
		expect(width).toBeGreaterThanOrEqual(375);
		expect(width).toBeLessThan(1280);
		await expect.poll(() => stills.length).toBe(1);
	});
});

test.describe('hero video', () => {
	test.use({ viewport: PHONE });

	test('a hero with a video gets its play button once the page runs; reduced motion starts nothing', async ({
		page,
	}) => {
		await declineConsent(page.context());
		await page.emulateMedia({ reducedMotion: 'reduce' });
		// No demo hero has a video file: the home page's hero gets the block's video markup.
		await page.route(/\/de$/, async (route) => {
			const response = await route.fetch();
			const video =
				'<video class="hero__video" muted loop playsinline preload="none" aria-hidden="true" data-hero-video><source src="/media/none.mp4"></video>' +
				'<button type="button" class="hero__toggle" data-hero-toggle data-label-play="Video abspielen" data-label-pause="Video anhalten" aria-label="Video abspielen" hidden></button>';
			const body = (await response.text()).replace(
				'<div class="hero__media">',
				`<div class="hero__media">${video}`,
			);
			await route.fulfill({ response, body });
		});
		await page.goto('/de');
		const toggle = page.locator('[data-hero-toggle]');
		await expect(toggle).toBeVisible();
		await expect(toggle).toHaveAttribute('aria-label', 'Video abspielen');
		await expect(toggle).toHaveAttribute('data-playing', 'false');
		expect(
			await page.locator('[data-hero-video]').evaluate((video: HTMLVideoElement) => video.paused),
		).toBe(true);
	});
});

test.describe('sliders', () => {
	test.use({ viewport: PHONE });

	test('every slider of a page speaks its language and moves by keyboard, with the shared options', async ({
		page,
	}) => {
		// Two sliders on the home page; Splide's labels travel once per page, on one of them.
		await page.goto('/de');
		const sliders = page.locator('[data-slider]');
		await expect(sliders).toHaveCount(2);
		await expect(page.locator('[data-slider-texts]')).toHaveCount(1);
		for (const slider of await sliders.all()) {
			await slider.scrollIntoViewIfNeeded();
			await expect(slider).toHaveClass(/is-initialized/);
			const next = slider.getByRole('button', { name: 'Nächstes Element' });
			await expect(next).toBeVisible();
			const slides = slider.locator('.splide__slide');
			const total = await slides.count();
			await expect(slides.first()).toHaveAttribute('aria-label', `1 von ${total}`);
			// The gap and the slide step come from slider.ts, not from the slider's own attribute.
			await expect(slides.first()).toHaveCSS('margin-right', '24px');
			await next.focus();
			await page.keyboard.press('Enter');
			await expect(slides.nth(1)).toHaveClass(/is-active/);
			expect(await axeViolations(page, '[data-slider]')).toEqual([]);
		}

		await page.goto('/en');
		const first = page.locator('[data-slider]').first();
		await first.scrollIntoViewIfNeeded();
		await expect(first.getByRole('button', { name: 'Next slide' })).toBeVisible();
	});
});

test.describe('page fade', () => {
	test.use({ reducedMotion: 'no-preference', viewport: PHONE });

	test('a page opened from elsewhere shows at its first paint; moves within the site fade', async ({
		page,
	}) => {
		await page.goto('/de', { waitUntil: 'domcontentloaded' });
		// Nothing of the page may start invisible: a fade-in from opacity 0 held back its first paint.
		const main = await page.locator('main').evaluate((element) => ({
			opacity: getComputedStyle(element).opacity,
			animations: element.getAnimations().length,
		}));
		expect(main).toEqual({ opacity: '1', animations: 0 });

		const pageFade = await page.evaluate(() =>
			[...document.styleSheets]
				.flatMap((sheet) => [...sheet.cssRules])
				.some((rule) =>
					rule.cssText.replace(/\s+/g, ' ').includes('@view-transition { navigation: auto; }'),
				),
		);
		expect(pageFade).toBe(true);
	});
});
