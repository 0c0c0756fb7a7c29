import { expect, test, type Locator } from '@playwright/test';
import deEditor from '../../src/lib/i18n/de.editor.json' with { type: 'json' };
import deEvents from '../../src/lib/i18n/de.events.json' with { type: 'json' };
import deForms from '../../src/lib/i18n/de.forms.json' with { type: 'json' };
import deHub from '../../src/lib/i18n/de.hub.json' with { type: 'json' };
import enEditor from '../../src/lib/i18n/en.editor.json' with { type: 'json' };
import enEvents from '../../src/lib/i18n/en.events.json' with { type: 'json' };
import enForms from '../../src/lib/i18n/en.forms.json' with { type: 'json' };
import enHub from '../../src/lib/i18n/en.hub.json' with { type: 'json' };
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/** Every string of a namespace file. */
function strings(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	return Object.values(value as Record<string, unknown>).flatMap(strings);
}

/**
 * The German strings of a namespace that could only be German on the page: not the English text
 * too, no placeholders, long enough not to occur by chance in content.
 */
function germanOnly(de: unknown, en: unknown): string[] {
	const english = new Set(strings(en));
	return strings(de).filter(
		(text) => !english.has(text) && !text.includes('{{') && text.length >= 12,
	);
}

async function expectNoGerman(area: Locator, de: unknown, en: unknown): Promise<void> {
	const text = await area.innerText();
	for (const german of germanOnly(de, en)) expect(text, german).not.toContain(german);
}

test.describe('English staff and visitor pages show no German interface text', () => {
	test.describe.configure({ timeout: 120_000 });

	test('the editor hub in English', async ({ browser }) => {
		const context = await browser.newContext({ baseURL: CASTLE_URL, locale: 'en-GB' });
		const page = await context.newPage();
		await loginAsStaff(page.request, 'text-english-hub');
		await page.goto('/cms-hub');
		const hub = page.locator('#cms-hub');
		await expect(hub.getByRole('heading', { name: enHub.publish.title })).toBeVisible();
		// The panels load their data after the page; wait for all of them under a busy test run.
		await expect(hub.getByText(enHub.loading)).toHaveCount(0, { timeout: 30_000 });
		await expectNoGerman(hub, deHub, enHub);
		await context.close();
	});

	test('the page editor and a block form on an English page', async ({ page, context }) => {
		await declineConsent(context, CASTLE_URL);
		const token = await loginAsStaff(page.request, 'text-english-editor');
		const path = `/en/editor-english-${Date.now()}`;
		const created = await page.request.post('/en/pageeditor-api/pages/', {
			data: {
				title: 'English page',
				urls: { en: path },
				is_online: true,
				modules: [
					{ id: 993_001, slug: 'headline-en', model: 'headline', headline_level: 2, content: 'Hi' },
				],
			},
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status()).toBe(201);
		await page.setViewportSize({ width: 1440, height: 900 });
		await page.goto(`${path}?edit`);
		// The staff bundle is large; give it time to load under a busy test run.
		await expect(page.getByRole('link', { name: enEditor.stopEditing })).toBeVisible({
			timeout: 30_000,
		});
		await expectNoGerman(page.locator('body'), deEditor, enEditor);

		await page.getByRole('button', { name: `Edit ${enEditor.models.headline} 993001` }).click();
		const dialog = page.getByTestId('editor-block-dialog');
		await expect(dialog.getByRole('button', { name: enForms.ui.save })).toBeVisible();
		await expectNoGerman(dialog, deForms, enForms);
	});

	test('the event list in English', async ({ page }) => {
		await page.goto(`${CASTLE_URL}/en/events`);
		const list = page.locator('main');
		await expect(list.getByRole('search', { name: enEvents.filterBar })).toBeVisible();
		await expectNoGerman(list, deEvents, enEvents);
	});
});
