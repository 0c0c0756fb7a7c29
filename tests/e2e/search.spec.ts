import { expect, test } from '@playwright/test';

test.describe('the search page', () => {
	test('finds events and other pages, diacritics folded, without JavaScript', async ({
		browser,
	}) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/de/search');
		await page.getByRole('searchbox', { name: 'Suchbegriff' }).last().fill('fuhrung');
		await page.getByRole('searchbox', { name: 'Suchbegriff' }).last().press('Enter');
		await expect(page).toHaveURL(/\/de\/search\?q=fuhrung$/);
		await expect(page.getByRole('heading', { level: 1 })).toContainText('fuhrung');
		const events = page.getByRole('region', { name: /Veranstaltungen/ });
		await expect(events.getByRole('listitem').first()).toBeVisible();
		await context.close();
	});

	test('a category pages through its results and keeps the text', async ({ page, request }) => {
		const api = (await (
			await request.get('/de/api/search/events/?query=f%C3%BChrung&page=1')
		).json()) as {
			count: number;
		};
		expect(api.count, 'the demo content has more than one page of tours').toBeGreaterThan(10);
		await page.goto('/de/search/events?q=f%C3%BChrung');
		await page
			.getByRole('link', { name: /Weiter|Nächste/ })
			.first()
			.click();
		await expect(page).toHaveURL(/\/de\/search\/events\/2\?q=f%C3%BChrung$/);
		// With JavaScript the search box is the autocomplete's combobox.
		await expect(page.getByRole('combobox', { name: 'Suchbegriff' }).last()).toHaveValue('führung');
	});

	test('says so when nothing is found, in the SPEC words', async ({ page }) => {
		const response = await page.goto('/en/search?q=xylophonquartettzzz');
		expect(response?.status()).toBe(200);
		await expect(page.getByText('Your search did not return any results')).toBeVisible();
	});

	test('unknown categories and pages are not found', async ({ request }) => {
		expect((await request.get('/de/search/nope?q=a')).status()).toBe(404);
		expect((await request.get('/de/search/events/x?q=a')).status()).toBe(404);
	});
});
