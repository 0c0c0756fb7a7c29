import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL } from './servers.ts';
import { loginAsStaff } from './staff.ts';

/** A day no demo event reaches, so the filtered list shows the test's event first. */
const DAY = '2030-01-08';

/**
 * A new event or venue in both languages, copied from the demo's first one with its own id and
 * slug zugang-{id}, and `fields` (per language) over it. Answers its URLs.
 */
async function copyDocument(
	request: APIRequestContext,
	token: string,
	kind: 'events' | 'venues',
	id: number,
	fields: (locale: 'de' | 'en') => Record<string, unknown>,
) {
	const first = (await (await request.get(`/de/api/${kind}/?page_size=1`)).json()) as {
		results: { id: number }[];
	};
	const slug = `zugang-${id}`;
	const urls = { de: `/de/${kind}/${slug}/${id}`, en: `/en/${kind}/${slug}/${id}` };
	for (const locale of ['de', 'en'] as const) {
		const template = await request.get(`/${locale}/api/${kind}/${first.results[0]?.id}/`);
		const created = await request.post(`/${locale}/api/${kind}/`, {
			data: {
				...((await template.json()) as object),
				id,
				slug,
				url: urls[locale],
				urls,
				...fields(locale),
			},
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status(), await created.text()).toBe(201);
	}
	return urls;
}

/** A new event on DAY without tickets, saying at event level that it has no induction loop. */
const createEvent = (request: APIRequestContext, token: string, id: number) =>
	copyDocument(request, token, 'events', id, (locale) => ({
		name: locale === 'de' ? `Zugangsprobe ${id}` : `Access check ${id}`,
		date_start: `${DAY}T19:00:00+01:00`,
		date_end: null,
		id_jet: null,
		ticket_url: null,
		seat_groups: [],
		access_values: { induction_loop: false },
		date_access_values: {},
	}));

/** A new venue stating nothing on access. */
const createVenue = (request: APIRequestContext, token: string, id: number) =>
	copyDocument(request, token, 'venues', id, () => ({
		name: `Access hall ${id}`,
		access_values: {},
	}));

test('staff set an event’s access by keyboard in the editor; the page and the access filter show it at once, in German and English', async ({
	browser,
}) => {
	test.setTimeout(60_000);
	const context = await browser.newContext({ baseURL: CASTLE_URL });
	await declineConsent(context, CASTLE_URL);
	const page = await context.newPage();
	const token = await loginAsStaff(page.request, 'access-editor');
	const id = 9_000_000 + (Date.now() % 100_000) * 10 + test.info().retry;
	const name = `Zugangsprobe ${id}`;
	const event = await createEvent(page.request, token, id);
	const listed = async () => {
		const answer = await page.request.get(
			`/de/api/events/?access=induction_loop&date=${DAY}&page_size=100`,
		);
		return ((await answer.json()) as { results: { id: number }[] }).results.map((e) => e.id);
	};
	try {
		expect(await listed()).not.toContain(id);

		// German: the toolbar's button opens the form by keyboard; axe finds nothing in it.
		await page.goto(`${event.de}?edit`);
		await expect(page.locator('main')).not.toContainText('Induktionsschleife');
		const button = page.getByTestId('editor-access-button');
		// The editor chunk loads after the login check: under load that takes a while.
		await expect(button).toHaveText('Barrierefreiheit', { timeout: 20_000 });
		await button.focus();
		await page.keyboard.press('Enter');
		const dialog = page.getByRole('dialog', { name: `Barrierefreiheit: ${name}` });
		const loop = dialog.getByRole('combobox', { name: 'Induktionsschleife Veranstaltung' });
		await expect(loop).toHaveValue('no');
		// The date inherits the event's 'no'; the castle's hall has a loop ('as venue (yes)').
		await expect(
			dialog.getByRole('combobox', { name: 'Induktionsschleife Dieser Termin' }),
		).toContainText('wie Veranstaltung (nein)');
		await expect(loop).toContainText(/wie Spielstätte \((ja|nein|–)\)/);
		expect(await axeViolations(page, '[data-testid="editor-access-dialog"]')).toEqual([]);

		// 'yes' by keyboard (the choices: as venue, yes, no), then Save by keyboard.
		await loop.focus();
		await page.keyboard.press('ArrowUp');
		await expect(loop).toHaveValue('yes');
		// Someone saves the event meanwhile: the editor's conflict dialog; 'Overwrite' saves the form.
		const meanwhile = await page.request.patch(`/de/api/events/${id}/`, {
			data: { date_access_values: { touch_tour: true } },
			headers: { 'X-CSRFToken': token },
		});
		expect(meanwhile.status()).toBe(200);
		await dialog.getByRole('button', { name: 'Speichern' }).focus();
		await page.keyboard.press('Enter');
		const conflict = page.getByRole('alertdialog', { name: 'Inzwischen geändert' });
		await conflict.getByRole('button', { name: 'Überschreiben' }).click();
		await expect(dialog).toHaveCount(0);
		await expect(page.locator('.access-list')).toContainText('Induktionsschleife');
		await expect(page.locator('.access-list')).not.toContainText('Tastführung');
		await expect(button).toBeFocused();

		// The access filter lists it at once: the back end and the visitor's event list.
		expect(await listed()).toContain(id);
		const [year, month, day] = DAY.split('-');
		await page.goto(`/de/events?date=${day}-${month}-${year}&access=induction_loop`);
		await expect(page.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible();

		// English: saved there too, and the form speaks English.
		await page.goto(`${event.en}?edit`);
		const english = page.getByTestId('editor-access-button');
		await expect(english).toHaveText('Accessibility', { timeout: 20_000 });
		await english.click();
		const englishDialog = page.getByRole('dialog', { name: `Accessibility: Access check ${id}` });
		await expect(englishDialog.getByRole('combobox', { name: 'Induction loop Event' })).toHaveValue(
			'yes',
		);
		await expect(
			englishDialog.getByRole('combobox', { name: 'Induction loop This date' }),
		).toContainText('as event (yes)');
		await page.keyboard.press('Escape');
		await expect(englishDialog).toHaveCount(0);

		// A venue: one choice per feature ('not stated' first); saved, its page shows it.
		await page.goto(`${(await createVenue(page.request, token, id)).en}?edit`);
		await page.getByTestId('editor-access-button').click({ timeout: 20_000 });
		const venueDialog = page.getByRole('dialog', { name: `Accessibility: Access hall ${id}` });
		const touch = venueDialog.getByRole('combobox', { name: 'Touch tour Venue' });
		await expect(touch).toHaveValue('inherit');
		await touch.selectOption('yes');
		await venueDialog.getByRole('button', { name: 'Save' }).click();
		await expect(venueDialog).toHaveCount(0);
		await expect(page.locator('.access-list')).toContainText('Touch tour');
		const german = await page.request.get(`/de/api/venues/${id}/`);
		expect(((await german.json()) as { access_values: unknown }).access_values).toEqual({
			touch_tour: true,
		});
	} finally {
		const headers = { 'X-CSRFToken': token };
		await page.request.delete(`/de/api/events/${id}/`, { headers });
		await page.request.delete(`/de/api/venues/${id}/`, { headers });
		await context.close();
	}
});
