import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/**
 * A fresh online page for this test with a headline and a text; returns its path, its id and the
 * ids of both modules (new ones on a retry or repeat, as module ids are unique across pages).
 */
async function createPage(request: APIRequestContext, token: string, suffix: string) {
	const path = `/de/redaktion-${suffix}-${Date.now()}`;
	const { retry, repeatEachIndex } = test.info();
	const base = 992_000 + (suffix === 'flow' ? 0 : 100) + (retry * 10 + repeatEachIndex) * 1000;
	const HEADLINE = base + 1;
	const TEXT = base + 2;
	const created = await request.post('/de/pageeditor-api/pages/', {
		data: {
			title: 'Redaktionstest',
			urls: { de: path },
			is_online: true,
			modules: [
				{
					id: HEADLINE,
					slug: `headline-${suffix}`,
					model: 'headline',
					headline_level: 2,
					content: 'Alte Überschrift',
				},
				{ id: TEXT, slug: `text-${suffix}`, model: 'text', content: '<p>Erster Absatz</p>' },
			],
		},
		headers: { 'X-CSRFToken': token },
	});
	expect(created.status()).toBe(201);
	return { path, id: ((await created.json()) as { id: number }).id, HEADLINE, TEXT };
}

/**
 * The success alert after a save (an upload brings its own); waits for the alerts to go again
 * (4 s) so the next one is new.
 */
async function expectSaved(page: Page): Promise<void> {
	const alerts = page.getByTestId('editor-alert-success');
	await expect(alerts.last()).toBeVisible();
	await expect(alerts).toHaveCount(0, { timeout: 6_000 });
}

/** The order of the page's top-level modules, by id. */
const topLevelIds = (page: Page, pageId: number) =>
	page
		.locator(`[data-holder="page:${pageId}"] > .blocks__item`)
		.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-module-id'))));

test.describe('page editor', () => {
	test.describe.configure({ timeout: 120_000 });

	test('staff edit headline and text, add an uploaded image, reorder and undo in place', async ({
		page,
		context,
		playwright,
	}) => {
		await declineConsent(context, CASTLE_URL);
		const token = await loginAsStaff(page.request, 'editor-flow');
		const { path, id, HEADLINE, TEXT } = await createPage(page.request, token, 'flow');
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(`${path}?edit`);
		await expect(page.getByRole('link', { name: 'Bearbeiten beenden' })).toBeVisible();

		// Headline: plain text field.
		await page.getByRole('button', { name: `Überschrift ${HEADLINE} bearbeiten` }).click();
		let dialog = page.getByTestId('editor-block-dialog');
		await dialog.locator('[name="content"]').fill('Neue Überschrift');
		await dialog.getByRole('button', { name: 'Speichern' }).click();
		await expectSaved(page);
		await expect(page.locator(`[data-module-id="${HEADLINE}"] h2`)).toHaveText('Neue Überschrift');

		// Text: bold and a link through the rich-text editor.
		await page.getByRole('button', { name: `Text ${TEXT} bearbeiten` }).click();
		dialog = page.getByTestId('editor-block-dialog');
		const editor = dialog.getByTestId('rich-text-content').locator('.ql-editor');
		await editor.click();
		await page.keyboard.press('Control+End');
		await page.keyboard.type(' mit ');
		await page.keyboard.press('Control+b');
		await page.keyboard.type('Nachdruck');
		await page.keyboard.press('Control+b');
		await page.keyboard.type(' und ');
		await page.keyboard.press('Shift+End');
		await dialog.getByRole('button', { name: 'Link', exact: true }).click();
		const linkDialog = page.locator('dialog[open]').filter({ hasText: 'Link einfügen' });
		await linkDialog.locator('[name="href"]').fill('schloss.example.org/anfahrt');
		const linkText = linkDialog.locator('[name="text"]');
		if (await linkText.isVisible()) await linkText.fill('Anfahrt');
		await linkDialog.getByRole('button', { name: 'Übernehmen' }).click();
		await dialog.getByRole('button', { name: 'Speichern' }).click();
		await expectSaved(page);
		const text = page.locator(`[data-module-id="${TEXT}"] .text-block`);
		await expect(text.locator('strong')).toHaveText('Nachdruck');
		const link = text.locator('a');
		await expect(link).toHaveAttribute('href', 'https://schloss.example.org/anfahrt');
		// A new window only when chosen.
		await expect(link).not.toHaveAttribute('target', /.*/);

		// Image block with an upload.
		await page.getByRole('button', { name: `Block hinzufügen page:${id}` }).click();
		await page
			.getByTestId('editor-add-dialog')
			.getByRole('button', { name: 'Bild', exact: true })
			.click();
		dialog = page.getByTestId('editor-block-dialog');
		await dialog.getByRole('button', { name: 'Bild wählen' }).first().click();
		const finder = page.locator('dialog[open]').filter({ hasText: 'Mediathek' });
		await finder.getByRole('tab', { name: 'Hochladen' }).click();
		const png = await sharp({
			create: { width: 800, height: 500, channels: 3, background: '#7a5c3e' },
		})
			.png()
			.toBuffer();
		await finder
			.getByTestId('image-upload-input')
			.setInputFiles({ name: 'e2e-saal.png', mimeType: 'image/png', buffer: png });
		await expect(finder).toBeHidden();
		await dialog.locator('[name="image.alt"]').fill('Der Saal im Test');
		await dialog.getByRole('button', { name: 'Speichern' }).click();
		await expectSaved(page);
		const image = page.locator('[data-model="image"] img[alt="Der Saal im Test"]');
		await expect(image).toBeVisible();
		const imageId = Number(
			await page.locator('[data-model="image"]').last().getAttribute('data-module-id'),
		);
		expect(await topLevelIds(page, id)).toEqual([HEADLINE, TEXT, imageId]);

		// Reorder: no alert.
		await page.getByRole('button', { name: `Bild ${imageId} nach oben verschieben` }).click();
		await expect.poll(() => topLevelIds(page, id)).toEqual([HEADLINE, imageId, TEXT]);
		await expect(page.getByTestId('editor-alert-success')).toBeHidden();

		// Undo the last save of the headline.
		await page
			.getByRole('button', {
				name: `Letzte Speicherung von Überschrift ${HEADLINE} rückgängig machen`,
			})
			.click();
		await expect(page.locator(`[data-module-id="${HEADLINE}"] h2`)).toHaveText('Alte Überschrift');

		// A reload shows what was saved.
		await page.reload();
		await expect(page.locator(`[data-module-id="${HEADLINE}"] h2`)).toHaveText('Alte Überschrift');
		await expect(text.locator('strong')).toHaveText('Nachdruck');
		expect(await topLevelIds(page, id)).toEqual([HEADLINE, imageId, TEXT]);

		// A visitor sees the change on the next request, and none of the editor.
		const visitor = await playwright.request.newContext({ baseURL: CASTLE_URL });
		const html = await (await visitor.get(path)).text();
		await visitor.dispose();
		expect(html).toContain('<strong>Nachdruck</strong>');
		expect(html).toContain('Der Saal im Test');
		expect(html).not.toContain('Neue Überschrift');
		expect(html).not.toContain('editor-toolbar');
	});

	test('staff see, compare and restore versions, and offline pages; visitors get 404 and 301', async ({
		page,
		context,
		playwright,
	}) => {
		await declineConsent(context, CASTLE_URL);
		const token = await loginAsStaff(page.request, 'editor-versions');
		const { path, id, HEADLINE } = await createPage(page.request, token, 'versions');
		const edit = await page.request.put(`/de/pageeditor-api/headline/${HEADLINE}/`, {
			data: { content: 'Neue Überschrift', headline_level: 2, slug: 'headline-versions' },
			headers: { 'X-CSRFToken': token },
		});
		expect(edit.status()).toBe(200);
		const versions = (await (
			await page.request.get(`/de/pageeditor-api/pages/${id}/versions/`)
		).json()) as { version_id: number; summary: string; created_by_name: string }[];
		const headlineSave = versions.find((entry) => entry.summary.includes('Headline'));
		expect(headlineSave?.created_by_name).toBe('editor-versions');

		// The version before the headline edit, for staff.
		await page.goto(`${path}?v=${headlineSave?.version_id}`);
		await expect(page.locator('h2', { hasText: 'Alte Überschrift' })).toBeVisible();
		await expect(page.getByTestId('editor-version-banner')).toBeVisible();
		await page.goto(path);
		await expect(page.locator('h2', { hasText: 'Neue Überschrift' })).toBeVisible();

		// Compare that version with the current page, by keyboard, and restore it from there.
		await page.goto(`${path}?edit`);
		await page.getByRole('button', { name: 'Versionen', exact: true }).press('Enter');
		const versionsDialog = page.getByTestId('editor-versions-dialog');
		const before = versionsDialog.getByLabel('Vorher');
		await expect(before).toHaveValue(String(headlineSave?.version_id));
		await expect(versionsDialog.getByLabel('Nachher')).toHaveValue('current');
		expect(await axeViolations(page, '[data-testid="editor-versions-dialog"]')).toEqual([]);
		await versionsDialog.getByRole('button', { name: 'Vergleichen' }).press('Enter');
		const compare = page.getByTestId('editor-compare-dialog');
		const headline = compare.getByRole('listitem').filter({
			has: page.getByRole('heading', { name: 'Überschrift „Neue Überschrift“' }),
		});
		await expect(headline.locator('del')).toHaveText('[gelöscht: Alte]');
		await expect(headline.locator('ins')).toHaveText('[eingefügt: Neue]');
		await expect(headline.getByText('Geändert', { exact: true })).toBeVisible();
		expect(await axeViolations(page, '[data-testid="editor-compare-dialog"]')).toEqual([]);
		await compare.getByRole('button', { name: 'Diese Version wiederherstellen' }).press('Enter');
		const confirm = page.getByTestId('editor-confirm-dialog');
		await confirm.getByRole('button', { name: 'Wiederherstellen' }).press('Enter');
		await expect(page.locator('h2', { hasText: 'Alte Überschrift' })).toBeVisible();
		await expect(compare).toHaveCount(0);

		// Offline: staff still see it, visitors get the 404 page.
		const offline = await page.request.patch(`/de/pageeditor-api/pages/${id}/online/`, {
			data: { is_online: false },
			headers: { 'X-CSRFToken': token },
		});
		expect(offline.status()).toBe(200);
		await page.reload();
		await expect(page.locator('h2', { hasText: 'Alte Überschrift' })).toBeVisible();
		await expect(page.getByRole('switch', { name: 'Seite online' })).not.toBeChecked();

		const visitor = await playwright.request.newContext({ baseURL: CASTLE_URL });
		expect((await visitor.get(path)).status()).toBe(404);
		const version = await visitor.get(`${path}?v=${headlineSave?.version_id}`, {
			maxRedirects: 0,
		});
		expect(version.status()).toBe(301);
		expect(version.headers()['location']).toBe(path);
		await visitor.dispose();

		// In English: the comparison speaks the page's language, also to screen readers.
		const enPath = `/en/editorial-versions-${Date.now()}`;
		const enHeadline = HEADLINE + 10;
		const created = await page.request.post('/en/pageeditor-api/pages/', {
			data: {
				title: 'Editorial test',
				urls: { en: enPath },
				is_online: true,
				modules: [
					{
						id: enHeadline,
						slug: 'headline-en',
						model: 'headline',
						headline_level: 2,
						content: 'Old castle',
					},
				],
			},
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status()).toBe(201);
		const enEdit = await page.request.patch(`/en/pageeditor-api/headline/${enHeadline}/`, {
			data: { content: 'New castle' },
			headers: { 'X-CSRFToken': token },
		});
		expect(enEdit.status()).toBe(200);
		await page.goto(`${enPath}?edit`);
		await page.getByRole('button', { name: 'Versions', exact: true }).press('Enter');
		await page.getByRole('button', { name: 'Compare', exact: true }).press('Enter');
		const enBlock = page
			.getByTestId('editor-compare-dialog')
			.getByRole('listitem')
			.filter({
				has: page.getByRole('heading', { name: 'Headline “New castle”' }),
			});
		await expect(enBlock.locator('ins')).toHaveText('[inserted: New]');
		await expect(enBlock.getByText('Changed', { exact: true })).toBeVisible();
		await expect(page.getByRole('button', { name: 'Restore this version' })).toBeVisible();
	});
});
