import { axeViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { CASTLE_URL } from './servers.ts';
import { declineConsent } from './consent.ts';
import { loginAsStaff } from './staff.ts';
import { afterFrames } from './frames.ts';

/**
 * The header island, the top alert and the cookie manager (issue 4, items 1 and 6) on the castle
 * site, at a phone's and a desktop's width: keyboard-only menus with focus trap and Escape, the
 * scrolled style, the delayed search box, the user area, the alert dismissal cookie and consent.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const host = new URL(CASTLE_URL).hostname;

/** Opens a page and waits until the header island runs and the user details have answered. */
async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await expect(page.locator('html')).toHaveClass(/header-island/);
	await page.waitForLoadState('networkidle');
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: string, limit = 30): Promise<void> {
	for (let i = 0; i < limit; i += 1) {
		await page.keyboard.press('Tab');
		if (await page.locator(target).evaluate((element) => element === document.activeElement)) {
			return;
		}
	}
	throw new Error(`Tab never reached ${target}`);
}

/**
 * Records the requests for the header menus' code, which loads on the visitor's first pointer,
 * touch, key or focus in the header (header-island.ts): none before that.
 */
function recordMenuCode(page: Page): string[] {
	const requests: string[] = [];
	page.on('request', (request) => {
		if (/\/header-menus\.[\w-]+\.js$/.test(request.url())) requests.push(request.url());
	});
	return requests;
}

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context }) => {
	// Consent-gated embeds must never reach their providers from a test.
	await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
});

test.describe('phone (375 px)', () => {
	test.use({ viewport: PHONE });
	test.beforeEach(async ({ context }) => declineConsent(context));

	test('the burger menu works with the keyboard alone, traps focus and closes on Escape', async ({
		page,
	}) => {
		await open(page, '/de');
		const burger = page.locator('[data-mobile-menu] > summary');
		const menu = page.locator('details[data-mobile-menu]');
		// The burger and its panel, which focus must never leave while the menu is open.
		const nav = page.locator('[data-site-nav]');
		const alert = page.locator('[data-top-alert]');
		await expect(burger).toHaveAttribute('aria-expanded', 'false');
		await expect(alert).toBeVisible();

		await tabTo(page, '[data-mobile-menu] > summary');
		await page.keyboard.press('Enter');
		await expect(menu).toHaveAttribute('open', '');
		await expect(burger).toHaveAttribute('aria-expanded', 'true');
		await expect(page.locator('html')).toHaveClass(/no-scroll/);
		await expect(alert).toBeHidden();
		await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();

		// Round the whole menu twice: focus never leaves it.
		for (let i = 0; i < 40; i += 1) {
			await page.keyboard.press('Tab');
			expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);
		}
		await burger.focus();
		await page.keyboard.press('Shift+Tab');
		expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);

		await page.keyboard.press('Escape');
		await expect(menu).not.toHaveAttribute('open', '');
		await expect(burger).toBeFocused();
		await expect(burger).toHaveAttribute('aria-expanded', 'false');
		await expect(page.locator('html')).not.toHaveClass(/no-scroll/);
		await expect(alert).toBeVisible();
	});

	test('the very first tap opens the menu with its focus trap, and Escape closes it', async ({
		page,
	}) => {
		const menuCode = recordMenuCode(page);
		await open(page, '/de');
		expect(menuCode).toEqual([]);
		const burger = page.locator('[data-mobile-menu] > summary');
		const menu = page.locator('details[data-mobile-menu]');
		const nav = page.locator('[data-site-nav]');
		await burger.click();
		await expect(menu).toHaveAttribute('open', '');
		await expect(burger).toHaveAttribute('aria-expanded', 'true');
		await expect(page.locator('html')).toHaveClass(/no-scroll/);
		await expect(page.locator('[data-top-alert]')).toBeHidden();
		expect(menuCode).toHaveLength(1);
		for (let i = 0; i < 30; i += 1) {
			await page.keyboard.press('Shift+Tab');
			expect(await nav.evaluate((element) => element.contains(document.activeElement))).toBe(true);
		}
		await page.keyboard.press('Escape');
		await expect(menu).not.toHaveAttribute('open', '');
		await expect(burger).toBeFocused();
		await expect(page.locator('html')).not.toHaveClass(/no-scroll/);
	});

	test('the open menu passes axe', async ({ page }) => {
		await open(page, '/de');
		await page.locator('[data-mobile-menu] > summary').click();
		await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
		expect(await axeViolations(page)).toEqual([]);
	});

	test('one navigation for both widths: the current group unfolds, stays so, and Escape in it closes the menu', async ({
		page,
	}) => {
		await open(page, '/de/besuch/anreise');
		// Each menu link once in the header: the desktop menu and the burger's panel are one tree.
		// (The language switch links the page too: by its language.)
		await expect(
			page.locator('[data-site-header] a[href="/de/besuch/anreise"]:not([hreflang])'),
		).toHaveCount(1);

		const burger = page.locator('[data-mobile-menu] > summary');
		await burger.click();
		const group = page.locator('details[data-desktop-submenu]', { hasText: 'Besuch planen' });
		await expect(group).toHaveAttribute('open', '');
		const current = group.getByRole('link', { name: 'Anreise' });
		await expect(current).toBeVisible();
		await expect(current).toHaveAttribute('aria-current', 'page');
		// Working elsewhere in the panel leaves the group as it is (on the desktop it would close).
		await page.locator('#mobile-search-input').click();
		await expect(group).toHaveAttribute('open', '');

		await current.focus();
		await page.keyboard.press('Escape');
		await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
		await expect(burger).toBeFocused();
	});

	test('a menu opened before the full stylesheet has arrived shows only once it is styled', async ({
		page,
	}) => {
		// The first paint's inline CSS leaves out what only an open menu shows.
		let release = (): void => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(/\/_astro\/.*\.css$/, async (route) => {
			await held;
			await route.continue();
		});
		await page.goto('/de', { waitUntil: 'domcontentloaded' });
		await page.locator('[data-mobile-menu] > summary').click();
		await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
		const panel = page.locator('.site-nav__panel');
		await expect(panel).toBeHidden();
		release();
		await expect(panel).toBeVisible();
		await expect(panel).toHaveCSS('position', 'fixed');
	});

	test('the header takes its scrolled style after a quarter of the window height', async ({
		page,
	}) => {
		await open(page, '/de');
		const header = page.locator('[data-site-header]');
		await page.evaluate((y) => window.scrollTo(0, y), PHONE.height / 4 - 20);
		await expect(header).not.toHaveClass(/is-scrolled/);
		await page.evaluate(() => window.scrollTo(0, 700));
		await expect(header).toHaveClass(/is-scrolled/);
		const burger = page.locator('[data-mobile-menu] > summary');
		await burger.focus();
		await page.keyboard.press('Enter');
		await expect(header).not.toHaveClass(/is-scrolled/);
		await page.keyboard.press('Escape');
		await expect(header).toHaveClass(/is-scrolled/);
	});
});

test.describe('phone (375 px) with motion', () => {
	test.use({ viewport: PHONE, reducedMotion: 'no-preference' });
	test.beforeEach(async ({ context }) => declineConsent(context));

	/** Names of the animations running on the menu's backdrop. */
	const backdropAnimations = (page: Page) =>
		page.evaluate(() =>
			document
				.getAnimations()
				.filter((animation) => {
					const target = (animation.effect as KeyframeEffect | null)?.target;
					return target?.classList.contains('site-nav__backdrop') ?? false;
				})
				.map((animation) => (animation as CSSAnimation).animationName),
		);

	test('the backdrop fades in as the menu opens, and never animates while it is closed', async ({
		page,
	}) => {
		// A closed menu's animation kept the browser drawing frames for seconds after load.
		await open(page, '/de');
		expect(await backdropAnimations(page)).toEqual([]);
		await page.locator('[data-mobile-menu] > summary').click();
		await expect(page.locator('details[data-mobile-menu]')).toHaveAttribute('open', '');
		expect(await backdropAnimations(page)).toEqual([expect.stringContaining('backdrop-in')]);
	});
});

test.describe('desktop (1440 px)', () => {
	test.use({ viewport: DESKTOP });
	test.beforeEach(async ({ context }) => declineConsent(context));

	test('submenus open one at a time with the keyboard; Escape closes and returns focus', async ({
		page,
	}) => {
		await open(page, '/de');
		const submenus = page.locator('details[data-desktop-submenu]');
		const first = submenus.nth(0).locator('summary');
		const second = submenus.nth(1).locator('summary');

		await tabTo(page, '[data-desktop-submenu] >> nth=0 >> summary');
		await page.keyboard.press('Enter');
		await expect(first).toHaveAttribute('aria-expanded', 'true');
		await second.focus();
		await page.keyboard.press('Enter');
		await expect(second).toHaveAttribute('aria-expanded', 'true');
		await expect(first).toHaveAttribute('aria-expanded', 'false');
		await expect(page.locator('details[data-desktop-submenu][open]')).toHaveCount(1);
		expect(await axeViolations(page)).toEqual([]);

		await page.keyboard.press('Tab');
		await page.keyboard.press('Escape');
		await expect(page.locator('details[data-desktop-submenu][open]')).toHaveCount(0);
		await expect(second).toBeFocused();

		await first.click();
		await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 100);
		await expect(page.locator('details[data-desktop-submenu][open]')).toHaveCount(0);
	});

	test('the very first click opens a submenu; a click elsewhere closes it', async ({ page }) => {
		const menuCode = recordMenuCode(page);
		await open(page, '/de');
		expect(menuCode).toEqual([]);
		const submenu = page.locator('details[data-desktop-submenu]').first();
		await submenu.locator('summary').click();
		await expect(submenu).toHaveAttribute('open', '');
		await expect(submenu.locator('summary')).toHaveAttribute('aria-expanded', 'true');
		await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 100);
		await expect(submenu).not.toHaveAttribute('open', '');
		await expect(submenu.locator('summary')).toHaveAttribute('aria-expanded', 'false');
	});

	test('the search opens focused and closes after losing focus', async ({ page }) => {
		await open(page, '/de');
		const search = page.locator('details[data-header-search]');
		await search.locator('summary').click();
		await expect(search).toHaveAttribute('open', '');
		await expect(page.locator('#header-search-input')).toBeFocused();

		await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 100);
		await expect(search).not.toHaveAttribute('open', '');

		await search.locator('summary').click();
		await expect(page.locator('#header-search-input')).toBeFocused();
		await page.keyboard.press('Escape');
		await page.keyboard.press('Escape');
		await expect(search).not.toHaveAttribute('open', '');
		await expect(search.locator('summary')).toBeFocused();
	});

	test('the header takes its scrolled style after a quarter of the window height', async ({
		page,
	}) => {
		await open(page, '/de');
		const header = page.locator('[data-site-header]');
		await expect(header).not.toHaveClass(/is-scrolled/);
		await page.evaluate((y) => window.scrollTo(0, y), DESKTOP.height / 4 + 20);
		await expect(header).toHaveClass(/is-scrolled/);
		await page.evaluate(() => window.scrollTo(0, 0));
		await expect(header).not.toHaveClass(/is-scrolled/);
	});

	test('a menu opened before its code has arrived closes by a click elsewhere and by Escape', async ({
		page,
	}) => {
		// A slow connection: the menus' code arrives only when released.
		let release = (): void => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route(/\/header-menus\.[\w-]+\.js$/, async (route) => {
			await held;
			await route.continue();
		});
		await open(page, '/de');
		const submenu = page.locator('details[data-desktop-submenu]').first();
		await submenu.locator('summary').click();
		await expect(submenu).toHaveAttribute('open', '');
		await page.mouse.click(DESKTOP.width / 2, DESKTOP.height - 100);
		await expect(submenu).not.toHaveAttribute('open', '');
		await expect(submenu.locator('summary')).toHaveAttribute('aria-expanded', 'false');

		const language = page.locator('[data-language-switch] > summary');
		await language.focus();
		await page.keyboard.press('Enter');
		await expect(language).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Escape');
		await expect(language).toHaveAttribute('aria-expanded', 'false');
		await expect(language).toBeFocused();

		// Once the code has arrived, it takes over: a route change closes what is open, which
		// only the code does.
		const menuCode = page.waitForResponse(/\/header-menus\.[\w-]+\.js$/);
		release();
		await menuCode;
		await submenu.locator('summary').click();
		await expect(submenu).toHaveAttribute('open', '');
		await expect
			.poll(async () => {
				await page.evaluate(() => (location.hash = `#route-${Date.now()}`));
				return submenu.evaluate((details) => (details as HTMLDetailsElement).open);
			})
			.toBe(false);
	});

	test('the language dropdown leads to the same page in English', async ({ page }) => {
		await open(page, '/de/impressum');
		const toggle = page.locator('[data-language-switch] > summary');
		await toggle.focus();
		await page.keyboard.press('Enter');
		await expect(toggle).toHaveAttribute('aria-expanded', 'true');
		await page.keyboard.press('Escape');
		await expect(toggle).toHaveAttribute('aria-expanded', 'false');
		await toggle.click();
		await page.locator('[data-language-switch] a[hreflang="en"]').click();
		await expect(page).toHaveURL(/\/en\/impressum$/);
	});

	test('the account link leads to the login; logged in, the name opens My Profile and Log out', async ({
		page,
	}) => {
		// A visitor's page asks the back end nothing about them; a logged-in one's asks once.
		const userCalls: string[] = [];
		page.on('request', (request) => {
			if (request.url().includes('/api/user')) userCalls.push(new URL(request.url()).pathname);
		});
		await open(page, '/de');
		const bar = page.locator('.site-header__top');
		await expect(bar.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute(
			'href',
			'/accounts/login/?next=/de',
		);
		await expect(page.locator('html')).toHaveClass(/header-island/);
		await page.waitForLoadState('networkidle');
		expect(userCalls).toEqual([]);

		await loginAsStaff(page.request, 'header-e2e');
		await open(page, '/de');
		const toggle = bar.locator('[data-user-dropdown] > summary');
		await expect(toggle).toContainText('header-e2e');
		expect(userCalls).toContain('/de/api/user-details/');
		await expect(bar.getByRole('link', { name: 'Mein Konto' })).toHaveCount(0);
		await toggle.click();
		await expect(bar.getByRole('link', { name: 'Mein Profil' })).toHaveAttribute(
			'href',
			'/de/user/profile',
		);
		// Log out is a POST form (a GET elsewhere must not log anyone out), shown as a menu entry.
		const logout = bar.getByRole('button', { name: 'Abmelden' });
		await expect(logout).toBeVisible();
		await expect(bar.locator('form[data-user-logout]').first()).toHaveAttribute(
			'action',
			'/accounts/logout/?next=/de',
		);
	});
});

test.describe('top alert', () => {
	test.use({ viewport: DESKTOP });
	test.beforeEach(async ({ context }) => declineConsent(context));

	for (const path of ['/de', '/de/events']) {
		test(`a dismissal on ${path} lasts across reloads`, async ({ page, context }) => {
			await open(page, path);
			const alert = page.locator('[data-top-alert]');
			await expect(alert).toBeVisible();
			await alert.getByRole('button', { name: 'Hinweis schließen' }).click();
			await expect(alert).toBeHidden();
			const cookie = (await context.cookies()).find((entry) => entry.name === 'alert_dismissed');
			expect(cookie?.value).toBe(await alert.getAttribute('data-alert-id'));
			expect(cookie?.sameSite).toBe('Lax');
			expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 60 * 60);

			await page.reload();
			await expect(page.locator('html')).toHaveClass(/header-island/);
			await expect(alert).toBeHidden();
		});
	}
});

test.describe('cookie consent', () => {
	const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies und externe Inhalte' });

	for (const viewport of [PHONE, DESKTOP]) {
		test(`is asked on the home page and passes axe (${viewport.width} px)`, async ({ page }) => {
			await page.setViewportSize(viewport);
			await open(page, '/de');
			await expect(banner(page)).toBeVisible();
			expect(await axeViolations(page)).toEqual([]);
		});
	}

	test('a visitor already at work keeps their focus when the banner appears', async ({ page }) => {
		// The banner waits for its style sheet: held back until the visitor is at work.
		let release = (): void => undefined;
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/_astro/cookie-consent-theme.*.css', async (route) => {
			await held;
			await route.continue();
		});
		// The held sheet holds the load event too.
		await page.goto('/de', { waitUntil: 'domcontentloaded' });
		const logo = page.locator('.site-logo').first();
		await logo.focus();
		await expect(banner(page)).toBeHidden();
		release();
		await expect(banner(page)).toBeVisible();
		// The library moves focus to the banner 100 ms after showing it and again when its fade-in
		// ends: wait for the fade to be over, then for a frame or two.
		await expect
			.poll(() => banner(page).evaluate((element) => getComputedStyle(element).opacity))
			.toBe('1');
		await banner(page).evaluate((element) =>
			Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
		);
		await afterFrames(page);
		await expect(logo).toBeFocused();
	});

	test('is not asked on the legal pages, whose settings button still opens it', async ({
		page,
	}) => {
		for (const path of ['/de/agb', '/de/datenschutz', '/en/impressum']) {
			await open(page, path);
			await expect(page.locator('#cc-main .cm')).toBeHidden();
		}
		await page.locator('footer [data-cookie-settings]').click();
		const settings = page.getByRole('dialog', { name: 'Cookie settings' });
		await expect(settings).toBeVisible();
		// While it fades in, its controls are not yet focusable (axe: scrollable-region-focusable).
		await settings.evaluate((element) =>
			Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
		);
		await expect
			.poll(() => settings.evaluate((element) => getComputedStyle(element).opacity))
			.toBe('1');
		expect(await axeViolations(page)).toEqual([]);
	});

	test('is asked again after leaving a legal page when it was declined', async ({ page }) => {
		await open(page, '/de');
		await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
		await expect(banner(page)).toBeHidden();
		await open(page, '/de/magazine');
		await expect(banner(page)).toBeHidden();
		await open(page, '/de/datenschutz');
		await expect(banner(page)).toBeHidden();
		await open(page, '/de/magazine');
		await expect(banner(page)).toBeVisible();
	});

	test('the tag manager loads only after tracking is accepted', async ({ page }) => {
		const requested: string[] = [];
		await page.route('https://www.googletagmanager.com/**', async (route) => {
			requested.push(route.request().url());
			await route.fulfill({ contentType: 'text/javascript', body: '' });
		});
		await open(page, '/de');
		await banner(page).getByRole('button', { name: 'Nur notwendige' }).click();
		await open(page, '/de/magazine');
		expect(requested).toEqual([]);

		await page.locator('footer [data-cookie-settings]').click();
		await page
			.getByRole('dialog', { name: 'Cookie-Einstellungen' })
			.getByRole('button', { name: 'Alle akzeptieren' })
			.click();
		await expect.poll(() => requested.length).toBe(1);
		expect(requested[0]).toContain('id=GTM-K4R7SQ2');
	});

	test('accepting external media loads the embeds on the home page', async ({ page }) => {
		await open(page, '/de');
		const embeds = page.locator('[data-consent-embed-root]');
		await expect(embeds.first()).toBeAttached();
		await expect(page.locator('[data-consent-embed-root][data-consent-active]')).toHaveCount(0);

		await banner(page).getByRole('button', { name: 'Einstellungen' }).click();
		const settings = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
		await expect(settings).toBeVisible();
		await settings.getByRole('checkbox', { name: /Externe Medien/ }).check({ force: true });
		await settings.getByRole('button', { name: 'Auswahl speichern' }).click();
		await expect(settings).toBeHidden();
		await expect(page.locator('[data-consent-embed-root]:not([data-consent-active])')).toHaveCount(
			0,
		);
		await expect(page.locator('[data-consent-embed-root] iframe').first()).toBeAttached();

		// The choice is remembered: the next page loads its embeds without asking.
		await open(page, '/de');
		await expect(banner(page)).toBeHidden();
		await expect(page.locator('[data-consent-embed-root]:not([data-consent-active])')).toHaveCount(
			0,
		);
	});
});

test.describe('cart count', () => {
	for (const viewport of [PHONE, DESKTOP]) {
		test(`follows the cart cookies on a prerendered page (${viewport.width} px)`, async ({
			page,
			context,
		}) => {
			await page.setViewportSize(viewport);
			await declineConsent(context);
			await open(page, '/de');
			const cart = page.locator('.site-header__tool', { has: page.locator('[data-cart-count]') });
			await expect(cart.locator('[data-cart-count]')).toBeHidden();

			await context.addCookies([
				{ name: 'cart_count', value: '2', domain: host, path: '/' },
				{
					name: 'cart_url',
					value: encodeURIComponent('/webshop/cart/e2e'),
					domain: host,
					path: '/',
				},
			]);
			await open(page, '/de');
			await expect(cart).toHaveAttribute('href', '/webshop/cart/e2e');
			await expect(cart).toHaveAccessibleName(/Tickets im Warenkorb: 2/);
			await expect(cart.locator('[data-cart-count-number]')).toHaveText('2');
		});
	}
});
