import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { loginAsStaff } from './staff.ts';

const SHOTS = process.env['HUB_SHOTS_DIR'];

test.describe('staff accounts in the hub', () => {
	// Judge settled colours: a button under the pointer fades into its hover colours, and axe
	// caught one halfway (ink on half-ink) on a fast machine.
	test.use({ reducedMotion: 'reduce' });

	test('set a password and disable an account by keyboard, see it in the audit log, change one’s own password', async ({
		page,
	}) => {
		// Two axe runs, three page loads and scrypt for four passwords: more than the default 30 s
		// on a busy machine.
		test.setTimeout(60_000);
		// Fresh names: a retry of this test must not meet the password it changed.
		const admin = `hubadmin${Date.now()}`;
		const colleague = `kollegin${Date.now()}`;
		execFileSync(
			process.execPath,
			['src/backend/cli.ts', 'create-user', colleague, '--password', 'e2e-passphrase-k', '--staff'],
			{
				env: { ...process.env, DATA_DIR: join(process.env['E2E_DATA_DIR'] ?? '', 'castle') },
				stdio: 'pipe',
			},
		);
		await loginAsStaff(page.request, admin);
		// The hub speaks the browser's language (Playwright's Chromium: English).
		await page.goto('/cms-hub');
		const row = page.locator('.hub-account').filter({ hasText: colleague });
		const actions = row.getByRole('group', { name: `Actions for ${colleague}` });
		await actions.getByRole('button', { name: 'Set password' }).focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: `New password for ${colleague}` });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByLabel('New password')).toBeFocused();
		// axe over the new parts only: the whole hub takes it longer than a test may on a busy machine.
		expect(await axeViolations(page, '.hub-dialog')).toEqual([]);
		if (SHOTS) {
			for (const width of [375, 1440]) {
				await page.setViewportSize({ width, height: 900 });
				await page.screenshot({ path: join(SHOTS, `hub-dialog-${width}.png`) });
			}
		}
		await page.keyboard.type('basketball');
		await page.keyboard.press('Enter');
		await expect(dialog.getByRole('alert')).toContainText('used very often');
		await dialog.getByLabel('New password').fill('a new long passphrase');
		await page.keyboard.press('Enter');
		await expect(dialog).toBeHidden();
		await expect(page.locator('.hub-accounts__message')).toHaveText('Saved.');

		await actions.getByRole('button', { name: 'Disable' }).click();
		await expect(row.locator('.hub-account__disabled')).toContainText('Disabled since');
		await expect(actions.getByRole('button', { name: 'Enable' })).toBeVisible();
		const audit = page.locator('.hub-audit');
		await expect(audit.locator('li').first()).toContainText(
			`${admin} account disabled: ${colleague}`,
		);
		await expect(audit).toContainText(`${admin} password set: ${colleague}`);
		expect(await axeViolations(page, '.hub-panel--accounts, .hub-panel--audit')).toEqual([]);
		if (SHOTS) {
			for (const width of [375, 1440]) {
				await page.setViewportSize({ width, height: 900 });
				await page.screenshot({ path: join(SHOTS, `hub-${width}.png`), fullPage: true });
			}
		}

		await page.goto('/en/user/settings');
		await page.getByRole('link', { name: 'Change password' }).click();
		await expect(page).toHaveURL(/\/accounts\/password\/\?lang=en&next=/);
		expect(await axeViolations(page)).toEqual([]);
		await page.getByLabel('Current password').fill(`e2e-passphrase-${admin}`);
		await page.getByLabel('New password', { exact: true }).fill('the new admin phrase');
		await page.getByLabel('Repeat the new password').fill('the new admin phrase');
		await page.getByRole('button', { name: 'Change password' }).click();
		await expect(page.getByRole('status')).toContainText('Your password has been changed.');
		await page.getByRole('link', { name: 'Back to the settings' }).click();
		await expect(page).toHaveURL(/\/en\/user\/settings/);
	});
});
