import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { FIELD_TYPES, type Form } from '../../src/lib/contract/index.ts';
import { localePath } from '../../src/lib/i18n/routes.ts';
import { afterFrames } from './frames.ts';
import { axeViolations } from './axe.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

const EVERY_TYPE = Object.values(FIELD_TYPES);

/** The seed's form that uses every field type (the group booking), as the back end answers it. */
async function groupBookingForm(
	request: APIRequestContext,
	locale: 'de' | 'en',
	origin = CASTLE_URL,
) {
	const list = (await (await request.get(`${origin}/${locale}/api/forms/`)).json()) as {
		results: Form[];
	};
	const form = list.results.find((candidate) =>
		EVERY_TYPE.every((type) => candidate.fields.some((field) => field.field_type === type)),
	);
	if (!form) throw new Error('the seed has no form using every field type');
	return { form, path: localePath(locale, 'form', { slug: form.slug, id: form.id }) };
}

const fieldOf = (form: Form, type: Form['fields'][number]['field_type']) => {
	const found = form.fields.find((field) => field.field_type === type && field.visible);
	if (!found) throw new Error(`no visible field of type ${type}`);
	return found;
};

/** The field's choice at `index` (the seed's fields have enough of them). */
const choice = (field: Form['fields'][number], index: number): string => {
	const text = field.choices[index];
	if (text === undefined) throw new Error(`${field.slug} has no choice ${index}`);
	return text;
};

/** Submits the form and answers the status of the post itself (before any redirect). */
async function submit(page: Page, label: string): Promise<number> {
	const [response] = await Promise.all([
		page.waitForResponse((answer) => answer.request().method() === 'POST'),
		page.getByRole('button', { name: label }).click(),
	]);
	await page.waitForLoadState();
	return response.status();
}

const htmlValidate = new HtmlValidate({
	extends: ['html-validate:standard', 'html-validate:a11y'],
});

/** The axe (WCAG 2.1 AA) violations of the page and the html-validate messages of its HTML. */
async function qualityProblems(page: Page, html: string): Promise<string[]> {
	// The cookie banner appears once the user details have answered: judge the settled page.
	await page.waitForLoadState('networkidle');
	const axe = await axeViolations(page);
	const report = await htmlValidate.validateString(html);
	return [
		...axe.map((violation) => `axe ${violation}`),
		...report.results.flatMap((result) =>
			result.messages.map((m) => `html ${m.ruleId}: ${m.message}`),
		),
	];
}

/** The stored entries of a form, newest first, read from the castle server's database. */
function storedEntries(formId: number): { field_values: Record<string, unknown> }[] {
	const db = new DatabaseSync(join(process.env['E2E_DATA_DIR'] ?? '', 'castle', 'cms.sqlite'), {
		readOnly: true,
	});
	try {
		const rows = db
			.prepare('SELECT field_values FROM form_entries WHERE form_id = ? ORDER BY id DESC')
			.all(formId) as { field_values: string }[];
		return rows.map((row) => ({ field_values: JSON.parse(row.field_values) }));
	} finally {
		db.close();
	}
}

function tempFileExists(id: string): boolean {
	const db = new DatabaseSync(join(process.env['E2E_DATA_DIR'] ?? '', 'castle', 'cms.sqlite'), {
		readOnly: true,
	});
	try {
		return db.prepare('SELECT 1 FROM temp_files WHERE id = ?').get(id) !== undefined;
	} finally {
		db.close();
	}
}

test.describe('the group-booking form page', () => {
	test('renders every field type as its accessible control', async ({ page, request }) => {
		const { form, path } = await groupBookingForm(request, 'de');
		expect((await page.goto(path))?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.title);
		const label = (type: Form['fields'][number]['field_type']) => fieldOf(form, type).label;

		await expect(page.getByRole('textbox', { name: label(FIELD_TYPES.text) })).toBeVisible();
		await expect(page.getByRole('textbox', { name: label(FIELD_TYPES.textarea) })).toHaveJSProperty(
			'tagName',
			'TEXTAREA',
		);
		await expect(
			page.getByRole('textbox', { name: label(FIELD_TYPES.email), exact: true }),
		).toHaveAttribute('type', 'email');
		await expect(page.getByRole('checkbox', { name: label(FIELD_TYPES.checkbox) })).toBeVisible();
		const checkboxes = fieldOf(form, FIELD_TYPES.checkboxMultiple);
		await expect(
			page.getByRole('group', { name: checkboxes.label }).getByRole('checkbox'),
		).toHaveCount(checkboxes.choices.length);
		await expect(page.getByRole('combobox', { name: label(FIELD_TYPES.select) })).toBeVisible();
		const multiple = page.getByRole('listbox', { name: label(FIELD_TYPES.selectMultiple) });
		await expect(multiple).toHaveJSProperty('multiple', true);
		const radios = fieldOf(form, FIELD_TYPES.radio);
		const radioGroup = page.getByRole('group', { name: radios.label });
		await expect(radioGroup.getByRole('radio')).toHaveCount(radios.choices.length);
		await expect(radioGroup.getByRole('radio', { name: radios.default })).toBeChecked();
		await expect(page.getByLabel(label(FIELD_TYPES.file))).toHaveAttribute('type', 'file');
		await expect(page.getByLabel(label(FIELD_TYPES.date))).toHaveAttribute('type', 'date');
		await expect(page.getByLabel(label(FIELD_TYPES.dateTime))).toHaveAttribute(
			'type',
			'datetime-local',
		);
		await expect(page.getByRole('spinbutton', { name: label(FIELD_TYPES.number) })).toBeVisible();
		await expect(page.getByLabel(label(FIELD_TYPES.url))).toHaveAttribute('type', 'url');
		await expect(page.getByLabel(label(FIELD_TYPES.dateOfBirth))).toHaveAttribute(
			'autocomplete',
			'bday',
		);
		// The back end appends the confirmation field once; the page must not add a second one.
		await expect(page.locator('[name="email2"]')).toHaveCount(1);
		// Invisible fields (the hidden source tag) are not rendered.
		for (const field of form.fields.filter((f) => !f.visible)) {
			await expect(page.locator(`[name="${field.slug}"]`)).toHaveCount(0);
		}
		// Help text is announced with its control.
		const email = fieldOf(form, FIELD_TYPES.email);
		await expect(
			page.getByRole('textbox', { name: email.label, exact: true }),
		).toHaveAccessibleDescription(email.help_text);
	});

	test('exists only under its own language prefix', async ({ request }) => {
		const { form } = await groupBookingForm(request, 'de');
		const wrong = await request.get(`/en/formular/${form.slug}/${form.id}`);
		expect(wrong.status()).toBe(404);
		const english = await groupBookingForm(request, 'en');
		expect((await request.get(english.path)).status()).toBe(200);
		expect((await request.get(`/de/form/${english.form.slug}/${form.id}`)).status()).toBe(404);
	});

	test('renders on the regional site too', async ({ page, request }) => {
		const { form, path } = await groupBookingForm(request, 'de', REGION_URL);
		expect((await page.goto(`${REGION_URL}${path}`))?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(form.title);
		await expect(page.locator('form input[type="file"]')).toHaveCount(1);
	});
});

for (const javaScriptEnabled of [true, false]) {
	test.describe(`submitting the form ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
		test.use({ javaScriptEnabled });

		test('an empty post shows the required message, answers 400 and keeps typed values', async ({
			page,
			request,
		}) => {
			const { form, path } = await groupBookingForm(request, 'de');
			await page.goto(path);
			const text = fieldOf(form, FIELD_TYPES.text);
			const textarea = fieldOf(form, FIELD_TYPES.textarea);
			const extras = fieldOf(form, FIELD_TYPES.checkboxMultiple);
			const languages = fieldOf(form, FIELD_TYPES.selectMultiple);
			await page.getByRole('textbox', { name: text.label }).fill('Klasse 4b');
			await page
				.getByRole('textbox', { name: textarea.label })
				.fill('Zwei Rollstühle.\nBitte früh.');
			await page.getByRole('checkbox', { name: choice(extras, 1) }).check();
			await page
				.getByRole('listbox', { name: languages.label })
				.selectOption([choice(languages, 0), choice(languages, 2)]);

			expect(await submit(page, 'Absenden')).toBe(400);
			const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
			await expect(summary).toBeVisible();
			await expect(summary).toBeFocused();
			const required = fieldOf(form, FIELD_TYPES.email);
			const link = summary.locator(`a[href="#field-${required.slug}"]`);
			await expect(link).toContainText('Dieses Feld ist erforderlich!');
			const emailInput = page.getByRole('textbox', { name: required.label, exact: true });
			await expect(emailInput).toHaveAttribute('aria-invalid', 'true');
			await expect(emailInput).toHaveAccessibleDescription(/Dieses Feld ist erforderlich!/);
			await link.click();
			await expect(emailInput).toBeFocused();

			await expect(page.getByRole('textbox', { name: text.label })).toHaveValue('Klasse 4b');
			await expect(page.getByRole('textbox', { name: textarea.label })).toHaveValue(
				'Zwei Rollstühle.\nBitte früh.',
			);
			await expect(page.getByRole('checkbox', { name: choice(extras, 1) })).toBeChecked();
			await expect(page.getByRole('checkbox', { name: choice(extras, 0) })).not.toBeChecked();
			await expect(page.getByRole('listbox', { name: languages.label })).toHaveValues([
				choice(languages, 0),
				choice(languages, 2),
			]);
			// The optional text field got no message.
			const optional = form.fields.find(
				(f) => f.field_type === FIELD_TYPES.text && !f.required && f.visible,
			);
			if (optional) {
				await expect(page.getByRole('textbox', { name: optional.label })).not.toHaveAttribute(
					'aria-invalid',
				);
			}
		});

		test('the English page shows the message in its SPEC wording', async ({ page, request }) => {
			const { path } = await groupBookingForm(request, 'en');
			await page.goto(path);
			expect(await submit(page, 'Send')).toBe(400);
			await expect(page.getByRole('alert')).toContainText('This field is required!');
			await expect(page.getByText('This field is required!').first()).toBeVisible();
		});

		test('a bad address and a mismatching confirmation show the e-mail message', async ({
			page,
			request,
		}) => {
			const { form, path } = await groupBookingForm(request, 'de');
			const email = fieldOf(form, FIELD_TYPES.email);
			const confirm = fieldOf(form, 'emailconfirm');
			await page.goto(path);
			await page
				.getByRole('textbox', { name: email.label, exact: true })
				.fill('anna(at)example.org');
			await page
				.getByRole('textbox', { name: confirm.label, exact: true })
				.fill('anna(at)example.org');
			expect(await submit(page, 'Absenden')).toBe(400);
			await expect(
				page.getByRole('textbox', { name: email.label, exact: true }),
			).toHaveAccessibleDescription(/Ungültige E-Mail-Adresse!/);
			await expect(page.getByRole('textbox', { name: email.label, exact: true })).toHaveValue(
				'anna(at)example.org',
			);

			await page.getByRole('textbox', { name: email.label, exact: true }).fill('anna@example.org');
			await page
				.getByRole('textbox', { name: confirm.label, exact: true })
				.fill('anna@example.com');
			expect(await submit(page, 'Absenden')).toBe(400);
			await expect(
				page.getByRole('textbox', { name: email.label, exact: true }),
			).not.toHaveAttribute('aria-invalid');
			await expect(
				page.getByRole('textbox', { name: confirm.label, exact: true }),
			).toHaveAccessibleDescription('Ungültige E-Mail-Adresse!');
		});

		test('a complete post with a file ends on the confirmation and is stored', async ({
			page,
			request,
		}) => {
			const { form, path } = await groupBookingForm(request, 'de');
			const group = `Schulklasse ${javaScriptEnabled ? 'A' : 'B'} ${Date.now()}`;
			await page.goto(path);
			const byType = (type: Form['fields'][number]['field_type']) => fieldOf(form, type);
			const requiredTexts = form.fields.filter(
				(f) => f.field_type === FIELD_TYPES.text && f.required && f.visible,
			);
			for (const [index, field] of requiredTexts.entries()) {
				await page
					.getByRole('textbox', { name: field.label })
					.fill(index === 0 ? group : 'Anna Berg');
			}
			await page
				.getByRole('textbox', { name: byType(FIELD_TYPES.email).label, exact: true })
				.fill('anna@example.org');
			await page
				.getByRole('textbox', { name: byType('emailconfirm').label, exact: true })
				.fill('anna@example.org');
			const select = byType(FIELD_TYPES.select);
			await page.getByRole('combobox', { name: select.label }).selectOption(choice(select, 0));
			await page.getByLabel(byType(FIELD_TYPES.date).label).fill('2026-12-15');
			await page.getByRole('spinbutton', { name: byType(FIELD_TYPES.number).label }).fill('22');
			await page.getByRole('checkbox', { name: byType(FIELD_TYPES.checkbox).label }).check();
			const extras = byType(FIELD_TYPES.checkboxMultiple);
			await page.getByRole('checkbox', { name: choice(extras, 0) }).check();
			await page.getByRole('checkbox', { name: choice(extras, 2) }).check();
			await page.getByLabel(byType(FIELD_TYPES.file).label).setInputFiles({
				name: 'teilnehmerliste.pdf',
				mimeType: 'application/pdf',
				buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
			});

			expect(await submit(page, 'Absenden')).toBe(303);
			await expect(page).toHaveURL(new RegExp(`${path}\\?sent=1$`));
			await expect(
				page.getByRole('status').filter({ hasText: form.success_message }),
			).toBeVisible();
			await expect(page.getByRole('button', { name: 'Absenden' })).toHaveCount(0);

			const entry = storedEntries(form.id).find(
				(e) => e.field_values[requiredTexts[0]?.slug ?? ''] === group,
			);
			expect(entry, 'the entry is stored').toBeDefined();
			const values = entry?.field_values ?? {};
			expect(values[extras.slug]).toEqual([choice(extras, 0), choice(extras, 2)]);
			const fileId = values[byType(FIELD_TYPES.file).slug];
			expect(typeof fileId).toBe('string');
			expect(tempFileExists(String(fileId))).toBe(true);
			for (const hidden of form.fields.filter((f) => !f.visible)) {
				expect(values[hidden.slug]).toBe(hidden.default);
			}
		});
	});
}

test('a visitor who goes from the error summary to a field keeps their place when the cookie banner fades in', async ({
	page,
	request,
}) => {
	const { form, path } = await groupBookingForm(request, 'de');
	// The banner fades in slowly, so that the visitor acts before the library focuses it (it
	// does so when the fade ends). The banner's style is read as soon as it is inserted: on a busy
	// machine the library's fade class could otherwise arrive before its first style, and then
	// it appears without a fade and never takes focus.
	await page.addInitScript(() => {
		document.addEventListener('DOMContentLoaded', () => {
			const slow = document.createElement('style');
			slow.textContent = '#cc-main { --cc-modal-transition-duration: 1.5s !important; }';
			document.head.append(slow);
		});
		new MutationObserver(() => {
			const banner = document.querySelector('#cc-main .cm');
			if (banner) void getComputedStyle(banner).opacity;
		}).observe(document, { childList: true, subtree: true });
	});
	await page.goto(path);
	expect(await submit(page, 'Absenden')).toBe(400);
	const summary = page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie Ihre Angaben' });
	await expect(summary).toBeFocused();
	await expect(page.locator('#cc-main .cm')).toBeVisible();
	const required = fieldOf(form, FIELD_TYPES.email);
	await summary.locator(`a[href="#field-${required.slug}"]`).click();
	const emailInput = page.getByRole('textbox', { name: required.label, exact: true });
	await expect(emailInput).toBeFocused();
	// The fade is over once the banner is opaque; the library moves focus in that frame.
	const banner = page.locator('#cc-main .cm');
	await expect
		.poll(() => banner.evaluate((element) => getComputedStyle(element).opacity))
		.toBe('1');
	await afterFrames(page, 2);
	await expect(emailInput).toBeFocused();
});

test.describe('states the sitemap does not reach', () => {
	test.use({ reducedMotion: 'reduce' });

	test('the form with messages, the confirmation, user screens and the webshop are accessible', async ({
		page,
		request,
	}) => {
		const { path } = await groupBookingForm(request, 'de');
		await page.goto(path);
		const [failed] = await Promise.all([
			page.waitForResponse((answer) => answer.request().method() === 'POST'),
			page.getByRole('button', { name: 'Absenden' }).click(),
		]);
		await page.waitForLoadState();
		expect(await qualityProblems(page, await failed.text()), 'form with messages').toEqual([]);
		for (const other of [`${path}?sent=1`, '/de/user/profile', '/en/user/settings', '/webshop/x']) {
			const response = await page.goto(other);
			expect(await qualityProblems(page, (await response?.text()) ?? ''), other).toEqual([]);
		}
	});
});

test.describe('webshop routes', () => {
	test('/webshop/anything shows the webshop layout with its area', async ({ browser }) => {
		const context = await browser.newContext({ locale: 'de-DE' });
		const page = await context.newPage();
		const response = await page.goto('/webshop/anything?step=2');
		expect(response?.status()).toBe(200);
		await expect(page.locator('html')).toHaveAttribute('lang', 'de');
		await expect(page.getByRole('banner')).toBeVisible();
		await expect(page.locator('#cookie-manager')).toBeAttached();
		await expect(page.locator('#webshop-area')).toHaveAttribute(
			'data-path',
			'/webshop/anything?step=2',
		);
		await expect(page.locator('#webshop-area')).toContainText('Der Ticketshop wird');
		await expect(page.getByRole('contentinfo')).toHaveCount(0);
		await context.close();
	});

	test('every webshop prefix answers in the visitor’s language', async ({ request }) => {
		for (const path of [
			'/webshop',
			'/eventim.webshop/x',
			'/test.webshop',
			'/testshop/a/b',
			'/eventim-template',
		]) {
			const response = await request.get(path, {
				headers: { 'Accept-Language': 'en-GB,en;q=0.9' },
			});
			expect(response.status(), path).toBe(200);
			const html = await response.text();
			expect(html, path).toContain('id="webshop-area"');
			expect(html, path).toContain('The ticket shop is loading here');
		}
	});
});

test.describe('user screens and the editor hub', () => {
	test('the profile of a visitor who is logged out invites them to log in', async ({ page }) => {
		expect((await page.goto('/de/user/profile'))?.status()).toBe(200);
		await expect(page.getByRole('link', { name: 'Anmelden', exact: true })).toHaveAttribute(
			'href',
			'/accounts/login/?next=/de/user/profile',
		);
		await page.goto('/en/user/settings');
		await expect(page.getByRole('main').getByRole('link', { name: /Deutsch/ })).toHaveAttribute(
			'href',
			'/de/user/settings',
		);
		await expect(page.getByRole('button', { name: 'Open cookie settings' })).toHaveAttribute(
			'data-cookie-settings',
			'',
		);
	});

	test('a visitor is sent from /cms-hub to the login page', async ({ request }) => {
		const response = await request.get('/cms-hub', { maxRedirects: 0 });
		expect(response.status()).toBe(302);
		expect(response.headers()['location']).toBe('/accounts/login/?next=/cms-hub');
	});

	test('staff see the hub with their admin menus, and their profile', async ({ page }) => {
		const username = `redaktion${Date.now()}`;
		const password = 'ein-langes-passwort-2026';
		const created = spawnSync(
			process.execPath,
			[
				'src/backend/cli.ts',
				'create-user',
				username,
				'--password',
				password,
				'--staff',
				'--email',
				'redaktion@example.org',
			],
			{
				env: { ...process.env, DATA_DIR: join(process.env['E2E_DATA_DIR'] ?? '', 'castle') },
				encoding: 'utf8',
			},
		);
		expect(created.status, created.stderr).toBe(0);

		await page.goto('/cms-hub');
		await expect(page).toHaveURL(/\/accounts\/login\//);
		await page.locator('input[name="username"]').fill(username);
		await page.locator('input[name="password"]').fill(password);
		await page.locator('form [type="submit"]').click();
		await expect(page).toHaveURL(/\/cms-hub$/);
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
		const menus = page.getByRole('navigation').filter({ has: page.locator('a[href="/cms-hub"]') });
		await expect(menus.getByRole('link')).not.toHaveCount(0);
		await expect(page.locator('#cms-hub')).toBeAttached();
		await expect(page.locator('.hub__user')).toContainText(username);
		// The editor toolbar comes to the dashboard too, greeting the same person.
		await expect(page.locator('.editor-menu__name')).toHaveText(username);

		await page.goto('/de/user/profile');
		await expect(page.getByText('redaktion@example.org')).toBeVisible();
		const logout = page.locator('form.profile__logout');
		await expect(logout).toHaveAttribute('method', 'post');
		await expect(logout).toHaveAttribute('action', '/accounts/logout/?next=/de');
		await expect(logout.getByRole('button', { name: 'Abmelden' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Mein Ticketkonto' })).toHaveAttribute(
			'href',
			'/webshop',
		);
	});
});
