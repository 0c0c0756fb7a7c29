import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

test('a draft collects an edit out of visitors’ sight until it is published', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const stamp = Date.now();
	const context = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(context, CASTLE_URL);
	const page = await context.newPage();
	const token = await loginAsStaff(page.request, 'dora-draft');
	const headline = 8_000_000 + (stamp % 100_000) * 10 + test.info().retry;
	const path = `/de/entwurf-${stamp}`;
	const created = await page.request.post('/de/pageeditor-api/pages/', {
		data: {
			title: 'Entwurfstest',
			urls: { de: path },
			is_online: true,
			modules: [
				{ id: headline, slug: `e-${headline}`, model: 'headline', content: 'Veröffentlicht' },
			],
		},
		headers: { 'X-CSRFToken': token },
	});
	expect(created.status()).toBe(201);
	const visitor = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(visitor, CASTLE_URL);
	const visitorPage = await visitor.newPage();
	const visitorHeadline = visitorPage.locator('main h2', { hasText: /Veröffentlicht|Entwurf/ });
	const shown = page.locator(`[data-module-id="${headline}"] h2`);

	// Start a draft by keyboard: the page reloads in edit mode, showing the draft.
	await page.goto(`${path}?edit`);
	const start = page.getByRole('button', { name: 'Entwurf beginnen' });
	await start.focus();
	await page.keyboard.press('Enter');
	const banner = page.getByTestId('editor-draft-banner');
	await expect(banner).toContainText('Sie bearbeiten den Entwurf');
	await expect(banner).toContainText('dora-draft');

	// An edit goes into the draft: staff see it, a visitor does not.
	await page.getByRole('button', { name: `Überschrift ${headline} bearbeiten` }).click();
	const dialog = page.getByTestId('editor-block-dialog');
	await dialog.locator('[name="content"]').fill('Aus dem Entwurf');
	await dialog.getByRole('button', { name: 'Speichern' }).click();
	await expect(shown).toHaveText('Aus dem Entwurf');
	await visitorPage.goto(path);
	await expect(visitorHeadline).toHaveText('Veröffentlicht');

	// The hub (in the browser's English) lists the page among the drafts, with a link back into
	// it; axe finds nothing.
	await page.goto('/cms-hub');
	const drafts = page.getByRole('region', { name: 'Drafts' });
	const entry = drafts.getByRole('link', { name: 'Entwurfstest' });
	await expect(entry).toHaveAttribute('href', `${path}?edit`);
	await expect(drafts).toContainText('by dora-draft');
	expect(await axeViolations(page, '.hub-panel--drafts')).toEqual([]);
	await entry.click();

	// The published state is for looking: no edit controls while the draft exists.
	await banner.getByRole('link', { name: 'Veröffentlichte Seite ansehen' }).click();
	await expect(page.getByTestId('editor-draft-banner')).toContainText(
		'Sie sehen die veröffentlichte Seite',
	);
	await expect(shown).toHaveText('Veröffentlicht');
	await expect(
		page.getByRole('button', { name: `Überschrift ${headline} bearbeiten` }),
	).toHaveCount(0);
	await page.getByRole('link', { name: 'Zum Entwurf' }).click();
	await expect(shown).toHaveText('Aus dem Entwurf');

	// Publishing asks first (axe clean with the question open), then the visitor sees the change.
	await page.getByRole('button', { name: 'Entwurf veröffentlichen' }).click();
	const confirm = page.getByRole('alertdialog');
	await expect(confirm).toContainText('Den Entwurf veröffentlichen?');
	expect(await axeViolations(page)).toEqual([]);
	await confirm.getByRole('button', { name: 'Entwurf veröffentlichen' }).click();
	await expect(page.getByRole('button', { name: 'Entwurf beginnen' })).toBeVisible();
	await expect(page.getByTestId('editor-draft-banner')).toHaveCount(0);
	await expect(shown).toHaveText('Aus dem Entwurf');
	await visitorPage.goto(path);
	await expect(visitorHeadline).toHaveText('Aus dem Entwurf');
	await visitor.close();
	await context.close();
});
