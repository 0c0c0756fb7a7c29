import { expect, test, type Locator, type Page } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';

/**
 * The search autocomplete island (issue 4, item 2; SPEC §2 'Search', §4) at a phone's and a
 * desktop's width: keyboard-only searching through a suggestion, the clear button, a category
 * search that stays in its category on page 1, and axe with the suggestion list open.
 */

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** Opens a page once the header island runs and the page has settled. */
async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await expect(page.locator('html')).toHaveClass(/header-island/);
	await page.waitForLoadState('networkidle');
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
	for (let i = 0; i < limit; i += 1) {
		await page.keyboard.press('Tab');
		if (await target.evaluate((element) => element === document.activeElement)) return;
	}
	throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Types `text` into `input` key by key, as a visitor does, and waits until its suggestion list
 * is open; returns the list.
 */
async function typeUntilSuggested(page: Page, input: Locator, text: string): Promise<Locator> {
	await page.keyboard.type(text, { delay: 40 });
	await expect(input).toHaveValue(text);
	await expect(input).toHaveAttribute('aria-expanded', 'true');
	const list = page.locator(`#${await input.getAttribute('aria-controls')}`);
	await expect(list).toBeVisible();
	await expect(list.getByRole('option').first()).toBeVisible();
	return list;
}

/** ArrowDown to the first suggestion, Enter: lands on the results for that suggestion. */
async function pickFirstWithKeyboard(page: Page, input: Locator, list: Locator): Promise<void> {
	// The list may be closed (Escape): ArrowDown opens it again on the first suggestion.
	const first = list.locator('[role="option"]').first();
	const text = (await first.textContent()) ?? '';
	expect(text).not.toBe('');
	await page.keyboard.press('ArrowDown');
	await expect(first).toHaveAttribute('aria-selected', 'true');
	await expect(input).toHaveAttribute(
		'aria-activedescendant',
		(await first.getAttribute('id')) ?? '',
	);
	await expect(input).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(
		(url) => url.pathname === '/de/search' && url.searchParams.get('q') === text,
	);
	await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
}

test.use({ reducedMotion: 'reduce' });

test.beforeEach(async ({ context }) => {
	await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
	await declineConsent(context, CASTLE_URL);
});

test.describe('phone (375 px)', () => {
	test.use({ viewport: PHONE });

	test('searches through a suggestion with the keyboard alone', async ({ page }) => {
		await open(page, '/de');
		await tabTo(page, page.getByRole('link', { name: 'Suche', exact: true }));
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/de\/search$/);
		await expect(page.locator('html')).toHaveClass(/header-island/);

		const input = page.getByRole('combobox', { name: 'Suchbegriff' }).last();
		await tabTo(page, input);
		const list = await typeUntilSuggested(page, input, 'Schl');
		await expect(page.getByRole('status').filter({ hasText: /Vorschl/ })).toHaveText(
			/^\d+ Vorschläge\. Mit den Pfeiltasten auswählen\.$|^Ein Vorschlag/,
		);
		await pickFirstWithKeyboard(page, input, list);
	});

	test('the menu search closes the menu on submit and passes axe with the list open', async ({
		page,
	}) => {
		await open(page, '/de');
		const menu = page.locator('details[data-mobile-menu]');
		await menu.locator('> summary').click();
		const input = page.locator('#mobile-search-input');
		await input.click();
		await typeUntilSuggested(page, input, 'Schl');
		expect(await axeViolations(page)).toEqual([]);

		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/de\/search\?q=Schl$/);
		await expect(page.locator('details[data-mobile-menu]')).not.toHaveAttribute('open', '');
	});
});

test.describe('desktop (1440 px)', () => {
	test.use({ viewport: DESKTOP });

	test('searches through a suggestion with the keyboard alone', async ({ page }) => {
		await open(page, '/de');
		const toggle = page.locator('details[data-header-search] > summary');
		await tabTo(page, toggle);
		await page.keyboard.press('Enter');
		const input = page.locator('#header-search-input');
		await expect(input).toBeFocused();
		await expect(input).toHaveRole('combobox');
		const list = await typeUntilSuggested(page, input, 'Schl');

		// Escape closes only the list; the search stays open with the text.
		await page.keyboard.press('Escape');
		await expect(list).toBeHidden();
		await expect(input).toHaveAttribute('aria-expanded', 'false');
		await expect(input).toBeFocused();
		await expect(input).toHaveValue('Schl');
		await expect(page.locator('details[data-header-search]')).toHaveAttribute('open', '');

		await pickFirstWithKeyboard(page, input, list);
	});

	test('the clear button shows only with text, empties it and refocuses the input', async ({
		page,
	}) => {
		// The results page holds its query, yet loads the island only when the visitor turns to it.
		const island: string[] = [];
		page.on('request', (request) => {
			if (/\/search-island\.[\w-]+\.js$/.test(request.url())) island.push(request.url());
		});
		await open(page, '/de/search?q=Konzert');
		expect(island).toEqual([]);
		const input = page.locator('#search-page-input');
		const clear = page.locator('form:has(#search-page-input)').getByRole('button', {
			name: 'Suchtext löschen',
		});
		await expect(clear).toBeVisible();
		await clear.click();
		await expect(input).toHaveValue('');
		await expect(input).toBeFocused();
		await expect(clear).toBeHidden();

		await page.keyboard.type('Kon');
		await expect(clear).toBeVisible();
		await expect(page.locator(`#${await input.getAttribute('aria-controls')}`)).toBeVisible();
		await clear.click();
		await expect(input).toHaveAttribute('aria-expanded', 'false');
	});

	test('a search within a category stays in it and starts on page 1', async ({ page }) => {
		await open(page, '/de/search/events/2?q=f%C3%BChrung');
		const input = page.locator('#search-page-input');
		await input.fill('');
		await input.click();
		await page.keyboard.type('Konzert');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/de\/search\/events\/1\?q=Konzert$/);
		await expect(input).toHaveValue('Konzert');

		// The header search keeps the category too.
		await page.locator('details[data-header-search] > summary').click();
		const header = page.locator('#header-search-input');
		await expect(header).toBeFocused();
		await page.keyboard.type('Garten');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/de\/search\/events\/1\?q=Garten$/);
	});

	test("offers 'did you mean' on a page without hits and in the list, announced", async ({
		page,
	}) => {
		// axe takes its time on a busy machine.
		test.setTimeout(60_000);
		await open(page, '/de/search?q=Porzlan');
		const link = page.getByRole('link', { name: 'Porzellan', exact: true });
		await expect(link.locator('..')).toHaveText('Meinten Sie: Porzellan?');
		const input = page.locator('#search-page-input');
		await input.fill('');
		await input.click();
		const list = await typeUntilSuggested(page, input, 'porzlan');
		await expect(list.getByRole('option')).toHaveText(['Meinten Sie: Porzellan?']);
		await expect(page.getByRole('status').filter({ hasText: 'Meinten' })).toHaveText(
			'Meinten Sie: Porzellan?',
		);
		expect(await axeViolations(page)).toEqual([]);
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(/\/de\/search\?q=Porzellan$/);
		await link.waitFor({ state: 'detached' });
		await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
	});

	test('the list closes when the input loses focus', async ({ page }) => {
		await open(page, '/de/search');
		const input = page.locator('#search-page-input');
		await input.click();
		const list = await typeUntilSuggested(page, input, 'Schl');
		await page.keyboard.press('Tab');
		await expect(list).toBeHidden();
		await expect(input).toHaveAttribute('aria-expanded', 'false');
	});

	for (const [site, origin, locale, text] of [
		['castle', CASTLE_URL, 'de', 'Schl'],
		['region', REGION_URL, 'en', 'a'],
	] as const) {
		test(`${site}: the open suggestion list passes axe`, async ({ page, context }) => {
			// axe takes its time on a busy machine.
			test.setTimeout(60_000);
			await declineConsent(context, origin);
			await open(page, `${origin}/${locale}`);
			await page.locator('details[data-header-search] > summary').click();
			const input = page.locator('#header-search-input');
			await expect(input).toBeFocused();
			await typeUntilSuggested(page, input, text);
			await page.keyboard.press('ArrowDown');
			expect(await axeViolations(page)).toEqual([]);
		});
	}
});
