import { expect, test } from '@playwright/test';
import { castle } from '../../src/sites/castle.ts';
import { region } from '../../src/sites/region.ts';
import { REGION_URL as REGION } from './servers.ts';

test.describe('the castle site in two languages', () => {
	test('home in German', async ({ page }) => {
		const response = await page.goto('/de');
		expect(response?.status()).toBe(200);
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		await expect(page).toHaveTitle(new RegExp(castle.siteName.de));
		await expect(page.getByRole('main')).toBeVisible();
		await expect(page.getByRole('link', { name: /Zum Inhalt springen/ })).toBeAttached();
	});

	test('home in English', async ({ page }) => {
		const response = await page.goto('/en');
		expect(response?.status()).toBe(200);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page).toHaveTitle(new RegExp(castle.siteName.en));
	});

	test('the bare origin sends the visitor to their language', async ({ browser }) => {
		const context = await browser.newContext({ locale: 'en-GB' });
		const page = await context.newPage();
		await page.goto('/');
		await expect(page).toHaveURL(/\/en$/);
		await context.close();
	});

	test('a free CMS page shows its headline, breadcrumb and footer', async ({ page }) => {
		const response = await page.goto('/de/impressum');
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		await expect(page.getByRole('navigation', { name: 'Sie befinden sich hier' })).toBeVisible();
		await expect(page.getByRole('contentinfo')).toBeVisible();
	});

	test('an unknown page answers 404 with a way back, in both languages', async ({ page }) => {
		const de = await page.goto('/de/diese-seite-gibt-es-nicht');
		expect(de?.status()).toBe(404);
		await expect(page.getByText('Diese Seite konnte nicht gefunden werden')).toBeVisible();
		await expect(page.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/de');

		const en = await page.goto('/en/no-such-page');
		expect(en?.status()).toBe(404);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await expect(page.getByText('This page could not be found')).toBeVisible();
	});

	test('the language switch leads to the same page in the other language', async ({ page }) => {
		await page.goto('/de/impressum');
		await page.locator('[data-language-switch] > summary').click();
		await page.locator('a[hreflang="en"]').first().click();
		await expect(page).toHaveURL(/\/en\/impressum$/);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
		await page.locator('[data-language-switch] > summary').click();
		await page.locator('a[hreflang="de"]').first().click();
		await expect(page).toHaveURL(/\/de\/impressum$/);
	});
});

test.describe('the back end on the same origin', () => {
	test('the event list answers pages of ten', async ({ request }) => {
		const response = await request.get('/de/api/events/?page=1');
		expect(response.status()).toBe(200);
		const body = (await response.json()) as { count: number; results: unknown[] };
		expect(body.results).toHaveLength(10);
		expect(body.count).toBeGreaterThanOrEqual(40);
	});

	test('a malformed date answers 400 naming the field', async ({ request }) => {
		const response = await request.get('/de/api/events/?date=31-02-2026');
		expect(response.status()).toBe(400);
		expect(await response.json()).toMatchObject({ field: 'date' });
	});

	test('a staff write without a CSRF token is refused', async ({ request }) => {
		const response = await request.post('/de/api/events/', { data: {} });
		expect(response.status()).toBe(403);
	});
});

test.describe('the regional site', () => {
	test('shows its own content and design', async ({ page }) => {
		const response = await page.goto(`${REGION}/de`);
		expect(response?.status()).toBe(200);
		await expect(page).toHaveTitle(new RegExp(region.siteName.de));
		await expect(page.locator('html')).toHaveClass(new RegExp(region.theme.className));
		await page.goto('/de');
		await expect(page.locator('html')).toHaveClass(new RegExp(castle.theme.className));
	});
});
