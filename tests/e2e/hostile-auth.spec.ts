import { expect, test, type APIRequestContext } from '@playwright/test';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/**
 * Logout against forgery in a real browser: another site's image and link to /accounts/logout/
 * leave staff logged in; the header's own Log out button logs out.
 */
const EVIL = 'http://evil.example';

async function loggedIn(request: APIRequestContext): Promise<boolean> {
	const details = await request.get('/de/api/user-details/');
	return ((await details.json()) as { is_logged_in: boolean }).is_logged_in;
}

test.use({ viewport: { width: 1440, height: 900 } });
test.beforeEach(async ({ context }) => declineConsent(context));

test('another site cannot log staff out; the header button can', async ({ page }) => {
	await loginAsStaff(page.request, 'hostile-auth');
	expect(await loggedIn(page.request)).toBe(true);

	// Another site's page: an image and a link to the logout URL. Session cookies are SameSite=Lax,
	// so the image goes without them, but following the link is a top-level GET that carries them.
	await page.route(`${EVIL}/**`, (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: `<!doctype html><title>evil</title>
<img src="${CASTLE_URL}/accounts/logout/?next=/de" alt="">
<a href="${CASTLE_URL}/accounts/logout/?next=/de">win a prize</a>`,
		}),
	);
	await page.goto(`${EVIL}/`);
	await page.getByRole('link', { name: 'win a prize' }).click();
	await page.waitForURL(`${CASTLE_URL}/accounts/logout/?next=/de`);
	// The logout page only asks; nothing happened yet.
	await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
	expect(await loggedIn(page.request)).toBe(true);

	await page.goto('/de');
	await expect(page.locator('html')).toHaveClass(/header-island/);
	const bar = page.locator('.site-header__top');
	await bar.locator('[data-user-dropdown] > summary').click();
	await bar.getByRole('button', { name: 'Abmelden' }).click();
	await page.waitForURL(`${CASTLE_URL}/de`);
	expect(await loggedIn(page.request)).toBe(false);
});
