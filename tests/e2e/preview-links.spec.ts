import { expect, test, type Page, type Response } from '@playwright/test';
import { editorChunkNames, editorCodeReason } from '../../bench/pages/editor-code.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/** Collects the editor scripts (and the editor gate's staff check) a page loads. */
function watchEditorCode(page: Page): string[] {
	const names = editorChunkNames();
	const found: string[] = [];
	const inspect = async (response: Response) => {
		const url = response.url();
		if (response.request().resourceType() !== 'script' || !url.startsWith(CASTLE_URL)) return;
		const reason = /\/check-staff[.-]/.test(url)
			? 'the editor gate'
			: editorCodeReason(url, await response.text().catch(() => ''), names);
		if (reason) found.push(`${url}: ${reason}`);
	};
	page.on('response', (response) => void inspect(response));
	return found;
}

test('staff share an offline page by preview link; a visitor without cookies sees it with the banner, no editor code, and 404 once revoked', async ({
	browser,
}) => {
	test.setTimeout(45_000);
	const stamp = Date.now();
	const staff = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(staff, CASTLE_URL);
	const page = await staff.newPage();
	const token = await loginAsStaff(page.request, 'preview-editor');
	const path = `/de/vorschau-${stamp}`;
	const urls = { de: path, en: `/en/preview-${stamp}` };
	let id: number | undefined;
	// A new page, offline, in both languages.
	for (const [locale, title] of [
		['de', `Geheimplan ${stamp}`],
		['en', `Secret plan ${stamp}`],
	] as const) {
		const created = await page.request.post(`/${locale}/pageeditor-api/pages/`, {
			data: { ...(id === undefined ? {} : { id }), title, urls, is_online: false, modules: [] },
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status(), await created.text()).toBe(201);
		id = ((await created.json()) as { id: number }).id;
	}

	// The toolbar's button opens the dialog by keyboard; axe finds nothing in it.
	await page.goto(`${path}?edit`);
	const button = page.getByTestId('editor-preview-button');
	// The editor chunk loads after the login check: under load that takes a while.
	await expect(button).toHaveText('Vorschau-Link', { timeout: 20_000 });
	await button.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Vorschau-Links' });
	await expect(dialog.getByRole('radio', { name: 'Aktuelle Seite (offline)' })).toBeChecked();
	await expect(dialog.getByText('Noch keine Vorschau-Links.')).toBeVisible();
	await expect(dialog.getByRole('spinbutton', { name: 'Gültig (Tage, 1–30)' })).toHaveValue('7');
	await dialog.getByRole('button', { name: 'Link erstellen' }).focus();
	await page.keyboard.press('Enter');
	const field = dialog.getByRole('textbox', { name: 'Neuer Vorschau-Link' });
	await expect(field).toBeFocused();
	const url = await field.inputValue();
	expect(url).toMatch(new RegExp(`^${CASTLE_URL}/de/preview/[A-Za-z0-9_-]{43}$`));
	await expect(dialog.getByTestId('editor-preview-links').getByRole('listitem')).toHaveCount(1);
	expect(await axeViolations(page, '[data-testid="editor-preview-dialog"]')).toEqual([]);

	// A new browser context, no cookies at all: the page, its banner, the headers, no editor code.
	const visitor = await browser.newContext();
	const guest = await visitor.newPage();
	const editorCode = watchEditorCode(guest);
	const answer = await guest.goto(url);
	expect(answer?.status()).toBe(200);
	const headers = answer?.headers() ?? {};
	expect(headers['x-robots-tag']).toBe('noindex, nofollow');
	expect(headers['cache-control']).toBe('private, no-store');
	expect(headers['referrer-policy']).toBe('no-referrer');
	const banner = guest.getByRole('complementary', { name: 'Vorschau' });
	await expect(banner).toContainText('Vorschau — nicht öffentlich');
	await expect(banner).toContainText('Aktuelle Seite (offline)');
	await expect(banner).toContainText(/Link gültig bis \w+, \d+\. \w+ \d{4}/);
	await expect(guest.locator('h1')).toHaveText(`Geheimplan ${stamp}`);
	await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'none');

	// Staff opening the link get no editor either: neither the gate's check nor the editor chunk.
	const staffView = await staff.newPage();
	const staffEditorCode = watchEditorCode(staffView);
	await staffView.goto(url);
	await expect(staffView.getByTestId('preview-banner')).toBeVisible();
	await staffView.waitForLoadState('networkidle');
	await guest.waitForLoadState('networkidle');
	await expect(staffView.locator('.editor-toolbar')).toHaveCount(0);
	expect([...editorCode, ...staffEditorCode]).toEqual([]);

	// Revoke in the dialog: the very next request for the same URL is the 404 page.
	await dialog.getByRole('button', { name: /^Vorschau-Link \d+ widerrufen$/ }).click();
	await expect(dialog.getByTestId('editor-preview-links')).toContainText('widerrufen');
	const gone = await guest.goto(url);
	expect(gone?.status()).toBe(404);
	expect(gone?.headers()['x-robots-tag']).toBe('noindex, nofollow');
	await expect(guest.getByTestId('preview-banner')).toHaveCount(0);

	// A version, from the versions dialog: the link shows the page as it was.
	const renamed = await page.request.patch(`/de/pageeditor-api/pages/${id}/`, {
		data: { title: `Neuer Plan ${stamp}` },
		headers: { 'X-CSRFToken': token },
	});
	expect(renamed.status()).toBe(200);
	await page.reload();
	await page.getByRole('button', { name: 'Versionen' }).click({ timeout: 20_000 });
	await page
		.getByRole('button', { name: /^Vorschau-Link für Version \d+$/ })
		.first()
		.click();
	await expect(dialog.getByRole('radio', { name: 'Eine Version' })).toBeChecked();
	await dialog.getByRole('button', { name: 'Link erstellen' }).click();
	const versionUrl = await field.inputValue();
	await guest.goto(versionUrl);
	await expect(guest.getByTestId('preview-banner')).toContainText(/Version vom \w+, \d+\./);
	await expect(guest.locator('h1')).toHaveText(`Geheimplan ${stamp}`);

	// Tokens of no link, or of the wrong form or site, are the 404 page, never an error (a NUL is
	// refused by the server's request gate, as on every path).
	for (const [probe, status] of [
		[`${CASTLE_URL}/de/preview/${'x'.repeat(5000)}`, 404],
		[`${CASTLE_URL}/de/preview/%00`, 400],
		[`${CASTLE_URL}/de/preview/..%2F..%2Fde`, 404],
		[`${CASTLE_URL}/de/preview/${'%C3%A4'.repeat(43)}`, 404],
		[`${CASTLE_URL}/de/preview/${'A'.repeat(43)}`, 404],
		[`${REGION_URL}${new URL(versionUrl).pathname}`, 404],
	] as const)
		expect((await guest.request.get(probe)).status(), probe.slice(0, 80)).toBe(status);

	// English: the dialog and a visitor's banner speak it.
	await page.goto(`${urls.en}?edit`);
	await page.getByTestId('editor-preview-button').click({ timeout: 20_000 });
	const english = page.getByRole('dialog', { name: 'Preview links' });
	await english.getByRole('button', { name: 'Create link' }).click();
	const englishUrl = await english.getByRole('textbox', { name: 'New preview link' }).inputValue();
	await guest.goto(englishUrl);
	await expect(guest.getByRole('complementary', { name: 'Preview' })).toContainText(
		'Preview — not public',
	);
	await expect(guest.getByTestId('preview-banner')).toContainText('Current page (offline)');
	await expect(guest.locator('h1')).toHaveText(`Secret plan ${stamp}`);
	await visitor.close();
	await staff.close();
});
