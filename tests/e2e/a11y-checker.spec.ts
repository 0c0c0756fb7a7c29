import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

test('the accessibility checker lists a page’s findings by keyboard, in both languages, and the 375 px toolbar keeps every control on screen', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const stamp = Date.now();
	const context = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(context, CASTLE_URL);
	const page = await context.newPage();
	const token = await loginAsStaff(page.request, 'a11y-editor');
	const headline = 8_000_000 + (stamp % 100_000) * 10 + test.info().retry;
	const path = `/de/a11y-${stamp}`;
	const created = await page.request.post('/de/pageeditor-api/pages/', {
		data: {
			title: 'Prüfseite',
			urls: { de: path },
			is_online: true,
			modules: [
				{
					id: headline,
					slug: `a-${headline}`,
					model: 'headline',
					content: 'Tief',
					headline_level: 4,
				},
				{
					id: headline + 1,
					slug: `a-${headline + 1}`,
					model: 'link',
					link_text: 'mehr',
					link: '/de',
				},
			],
		},
		headers: { 'X-CSRFToken': token },
	});
	expect(created.status()).toBe(201);

	// German: the toolbar counts two findings; Enter opens the list, axe finds nothing in it.
	await page.goto(`${path}?edit`);
	const button = page.getByRole('button', { name: 'Barrierefreiheit: 2 Hinweise' });
	// The editor chunk loads after the login check: under load that takes a while.
	await expect(button).toHaveText('Barrierefreiheit (2)', { timeout: 20_000 });
	await button.focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog', { name: 'Barrierefreiheit dieser Seite' });
	await expect(dialog.getByRole('listitem')).toHaveText([
		/Überschrift „Tief“ springt von H1 auf H4\./,
		/Linktext „mehr“ sagt ohne Zusammenhang nichts\./,
	]);
	expect(await axeViolations(page, '[data-testid="editor-a11y-dialog"]')).toEqual([]);
	// 'Zum Block' of the first finding: the dialog closes, the headline's Edit button has focus.
	const goTo = dialog.getByRole('button', { name: `Zum Block: Überschrift ${headline}` });
	await goTo.focus();
	await page.keyboard.press('Enter');
	await expect(dialog).toHaveCount(0);
	await expect(
		page.getByRole('button', { name: `Überschrift ${headline} bearbeiten` }),
	).toBeFocused();

	// The hub lists the page; its link opens the page in edit mode with the findings open.
	// (The hub speaks the browser's English; the page is German content.)
	await page.goto('/cms-hub');
	await page
		.getByRole('group', { name: 'Content language' })
		.getByRole('button', { name: 'German' })
		.click();
	const hubPanel = page.getByRole('region', { name: 'Accessibility' });
	await hubPanel.getByRole('link', { name: 'Prüfseite' }).click();
	await expect(page).toHaveURL(`${path}?edit&a11y`);
	await expect(dialog.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });

	// English, the demo's own page: nothing to report, said in English, axe clean.
	await page.goto('/en/visit/getting-here?edit');
	const englishButton = page.getByRole('button', { name: 'Accessibility: 0 findings' });
	await expect(englishButton).toHaveText('Accessibility (0)', { timeout: 20_000 });
	await englishButton.click();
	const english = page.getByRole('dialog', { name: 'Accessibility of this page' });
	await expect(english.getByRole('status')).toHaveText('No problems found.');
	expect(await axeViolations(page, '[data-testid="editor-a11y-dialog"]')).toEqual([]);

	// 375 px with someone else on the page: the toolbar wraps, nothing leaves the screen.
	const other = await browser.newContext({ baseURL: CASTLE_URL });
	const otherToken = await loginAsStaff(other.request, 'a11y-colleague');
	await page.setViewportSize({ width: 375, height: 740 });
	await page.goto(`${path}?edit`);
	await other.request.post('/de/pageeditor-api/presence/', {
		data: { path },
		headers: { 'X-CSRFToken': otherToken },
	});
	const presence = page.getByTestId('editor-presence');
	await expect(presence).toHaveText('Bearbeitet auch diese Seite: a11y-colleague', {
		timeout: 10_000,
	});
	const boxes = await page
		.locator('.editor-toolbar > *:not(:empty)')
		.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
	expect(boxes.length).toBeGreaterThan(4);
	for (const right of boxes) expect(right).toBeLessThanOrEqual(375);
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
	await page.screenshot({ path: test.info().outputPath('toolbar-375.png') });
	await other.close();
	await context.close();
});
