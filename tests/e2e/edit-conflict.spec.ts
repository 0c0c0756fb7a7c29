import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/** A staff member's own browser context, logged in, with the CSRF token for set-up calls. */
async function staffPage(browser: Browser, username: string) {
	const context = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(context, CASTLE_URL);
	const page = await context.newPage();
	const token = await loginAsStaff(page.request, username);
	return { page, token };
}

/** Opens the headline's edit dialog and types `text` into it (not saved yet). */
async function editHeadline(page: Page, id: number, text: string) {
	await page.getByRole('button', { name: `Überschrift ${id} bearbeiten` }).click();
	const dialog = page.getByTestId('editor-block-dialog');
	await dialog.locator('[name="content"]').fill(text);
	return dialog;
}

test('two editors on one block: presence, and a conflict dialog instead of a silent overwrite', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const stamp = Date.now();
	const [anna, ben] = await Promise.all([
		staffPage(browser, 'anna-conflict'),
		staffPage(browser, 'ben-conflict'),
	]);
	const headline = 7_000_000 + (stamp % 100_000) * 10 + test.info().retry;
	const path = `/de/konflikt-${stamp}`;
	const created = await anna.page.request.post('/de/pageeditor-api/pages/', {
		data: {
			title: 'Konflikttest',
			urls: { de: path },
			is_online: true,
			modules: [
				{ id: headline, slug: `k-${headline}`, model: 'headline', content: 'Alte Überschrift' },
			],
		},
		headers: { 'X-CSRFToken': anna.token },
	});
	expect(created.status()).toBe(201);

	// Both open the page in edit mode: each sees the other within 10 s (a beat every 5 s).
	await Promise.all([anna.page.goto(`${path}?edit`), ben.page.goto(`${path}?edit`)]);
	const annaSees = anna.page.getByTestId('editor-presence');
	await expect(annaSees).toHaveText('Bearbeitet auch diese Seite: ben-conflict', {
		timeout: 10_000,
	});
	await expect(ben.page.getByTestId('editor-presence')).toHaveText(
		'Bearbeitet auch diese Seite: anna-conflict',
		{ timeout: 10_000 },
	);

	// Both open the headline; the title names it by its words, not its id. Ben saves first.
	const annas = await editHeadline(anna.page, headline, 'Annas Überschrift');
	await expect(annas.getByRole('heading', { level: 2 })).toHaveText(
		'Überschrift „Alte Überschrift“ bearbeiten',
	);
	const bens = await editHeadline(ben.page, headline, 'Bens Überschrift');
	await bens.getByRole('button', { name: 'Speichern' }).click();
	await expect(ben.page.locator(`[data-module-id="${headline}"] h2`)).toHaveText(
		'Bens Überschrift',
	);

	// Anna's save is refused: the dialog names Ben and the time, focused on Cancel, axe clean.
	await annas.getByRole('button', { name: 'Speichern' }).click();
	const conflict = anna.page.getByRole('alertdialog', { name: 'Inzwischen geändert' });
	await expect(conflict).toContainText(/ben-conflict hat das am .+ Uhr geändert\./);
	await expect(conflict.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
	expect(await axeViolations(anna.page, '[data-testid="editor-block-dialog"]')).toEqual([]);
	// Escape: back to her unsaved form.
	await anna.page.keyboard.press('Escape');
	await expect(conflict).toHaveCount(0);
	await expect(annas.locator('[name="content"]')).toHaveValue('Annas Überschrift');

	// Show their version: Ben's text in her form and on the page.
	await annas.getByRole('button', { name: 'Speichern' }).click();
	await conflict.getByRole('button', { name: 'Geänderte Version anzeigen' }).click();
	await expect(annas.locator('[name="content"]')).toHaveValue('Bens Überschrift');
	await expect(annas.locator('form :focus')).toHaveCount(1);

	// Ben saves once more; Anna overwrites him on purpose, by keyboard.
	await editHeadline(ben.page, headline, 'Bens zweite Überschrift');
	await ben.page
		.getByTestId('editor-block-dialog')
		.getByRole('button', { name: 'Speichern' })
		.click();
	await expect(ben.page.locator(`[data-module-id="${headline}"] h2`)).toHaveText(
		'Bens zweite Überschrift',
	);
	await annas.locator('[name="content"]').fill('Annas Überschrift');
	await annas.getByRole('button', { name: 'Speichern' }).click();
	await expect(conflict.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
	await anna.page.keyboard.press('Tab');
	await anna.page.keyboard.press('Tab');
	await expect(conflict.getByRole('button', { name: 'Überschreiben' })).toBeFocused();
	await anna.page.keyboard.press('Enter');
	await expect(anna.page.getByTestId('editor-block-dialog')).toHaveCount(0);
	await expect(anna.page.locator(`[data-module-id="${headline}"] h2`)).toHaveText(
		'Annas Überschrift',
	);

	// Ben stops editing: Anna's notice clears with her next beat.
	await ben.page.getByRole('link', { name: 'Bearbeiten beenden' }).click();
	await expect(annaSees).toBeEmpty({ timeout: 10_000 });
});

test('click-to-edit: a headline is typed where it stands; Enter saves, Escape discards, an empty text and a colleague’s newer save are refused', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const stamp = Date.now();
	const [anna, ben] = await Promise.all([
		staffPage(browser, 'anna-inline'),
		staffPage(browser, 'ben-inline'),
	]);
	const headline = 6_000_000 + (stamp % 100_000) * 10 + test.info().retry;
	const path = `/de/direkt-${stamp}`;
	const created = await anna.page.request.post('/de/pageeditor-api/pages/', {
		data: {
			title: 'Direkt bearbeiten',
			urls: { de: path },
			is_online: true,
			modules: [
				{
					id: headline,
					slug: `d-${headline}`,
					model: 'headline',
					content: 'Alte Überschrift',
					preline: 'Dachzeile',
				},
				{
					id: headline + 1,
					slug: `d-${headline + 1}`,
					model: 'quote',
					content: 'Ein Zitat',
					author: 'Unbekannt',
				},
			],
		},
		headers: { 'X-CSRFToken': anna.token },
	});
	expect(created.status()).toBe(201);
	const stored = async () => {
		const answer = await anna.page.request.get(`/de/pageeditor-api/headline/${headline}/`);
		return ((await answer.json()) as { content: string }).content;
	};

	await anna.page.goto(`${path}?edit`);
	const title = anna.page.getByRole('textbox', {
		name: 'Text direkt bearbeiten: Überschrift „Alte Überschrift“',
	});
	// The editor chunk loads after the login check: under load that takes a while.
	await expect(title).toBeVisible({ timeout: 20_000 });
	expect(await axeViolations(anna.page, 'main')).toEqual([]);

	// By keyboard: arriving selects the words (as in a form field), typing replaces them, Enter
	// saves; the text keeps focus.
	await title.focus();
	await anna.page.keyboard.type('Neue Überschrift');
	await anna.page.keyboard.press('Enter');
	await expect.poll(stored).toBe('Neue Überschrift');
	const renamed = anna.page.getByRole('textbox', {
		name: 'Text direkt bearbeiten: Überschrift „Neue Überschrift“',
	});
	await expect(renamed).toBeFocused();
	await expect(renamed).toHaveText('Neue Überschrift');
	const visitor = await browser.newContext({ baseURL: CASTLE_URL });
	const seen = await visitor.request.get(path);
	expect(await seen.text()).toContain('Neue Überschrift');
	await visitor.close();

	// A quote's author likewise; leaving the text by Tab saves it. The page's fresh rendering after
	// that save is held back until the headline is being typed in: the swap keeps the typed words
	// and the caret, and saves nothing half-typed.
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	const rendering = (url: URL) => url.pathname === path && url.searchParams.has('edit');
	await anna.page.route(rendering, async (route) => {
		await held;
		await route.continue();
	});
	await anna.page.getByRole('textbox', { name: /^Autor\*in direkt bearbeiten/ }).focus();
	await anna.page.keyboard.type('Friedrich von Ravensau');
	await anna.page.keyboard.press('Tab');
	await expect
		.poll(async () => {
			const answer = await anna.page.request.get(`/de/pageeditor-api/quote/${headline + 1}/`);
			return ((await answer.json()) as { author: string }).author;
		})
		.toBe('Friedrich von Ravensau');
	await renamed.focus();
	await anna.page.keyboard.type('Halb');
	release();
	await expect(
		anna.page.getByRole('textbox', { name: /^Autor\*in direkt bearbeiten: Zitat „Friedrich/ }),
	).toBeVisible();
	await anna.page.unroute(rendering);
	await expect(renamed).toBeFocused();
	await anna.page.keyboard.type(' weiter');
	await expect(renamed).toHaveText('Halb weiter');
	expect(await stored()).toBe('Neue Überschrift');
	await anna.page.keyboard.press('Escape');
	await expect(renamed).toHaveText('Neue Überschrift');
	await renamed.focus();

	// Escape puts the words back and saves nothing.
	await anna.page.keyboard.press('ControlOrMeta+A');
	await anna.page.keyboard.type('Verworfen');
	await anna.page.keyboard.press('Escape');
	await expect(renamed).toHaveText('Neue Überschrift');
	await expect(renamed).not.toBeFocused();

	// An empty headline is refused as the dialog would refuse it.
	await renamed.focus();
	await anna.page.keyboard.press('ControlOrMeta+A');
	await anna.page.keyboard.press('Delete');
	await anna.page.keyboard.press('Enter');
	await expect(
		anna.page.getByRole('alert').filter({ hasText: 'Text wurde nicht gespeichert' }),
	).toBeVisible();
	await expect(renamed).toHaveText('Neue Überschrift');
	expect(await stored()).toBe('Neue Überschrift');

	// Ben saves the block meanwhile; Anna's click-to-edit is refused, names him, shows his text.
	const current = await (
		await ben.page.request.get(`/de/pageeditor-api/headline/${headline}/`)
	).json();
	const bens = await ben.page.request.put(`/de/pageeditor-api/headline/${headline}/`, {
		data: { ...current, content: 'Bens Überschrift' },
		headers: { 'X-CSRFToken': ben.token },
	});
	expect(bens.status()).toBe(200);
	const pre = anna.page.getByRole('textbox', { name: /^Dachzeile direkt bearbeiten/ });
	await pre.focus();
	await anna.page.keyboard.press('ControlOrMeta+A');
	await anna.page.keyboard.type('Annas Dachzeile');
	await anna.page.keyboard.press('Tab');
	await expect(anna.page.getByRole('alert').filter({ hasText: 'ben-inline' })).toBeVisible();
	await expect(anna.page.locator(`[data-module-id="${headline}"] h2`)).toHaveText(
		'Bens Überschrift',
	);
	await expect(pre).toHaveText('Dachzeile');
	expect(await stored()).toBe('Bens Überschrift');
});
