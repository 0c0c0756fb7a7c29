import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

/**
 * BITV 2.0 duties on every page (issue 24, item 6): the footer's accessibility statement and
 * 'report a barrier' form, and the header's entries to Leichte Sprache and German Sign Language.
 */

// Two page loads, a form post and axe each: more than the default under a loaded CI machine.
test.describe.configure({ timeout: 60_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/** The castle server's mails to `recipient` waiting in its outbox (no SMTP in the e2e run). */
function outboxTo(recipient: string): { kind: string; subject: string }[] {
	const db = new DatabaseSync(join(process.env['E2E_DATA_DIR'] ?? '', 'castle', 'cms.sqlite'), {
		readOnly: true,
	});
	try {
		return db
			.prepare('SELECT kind, subject FROM mail_outbox WHERE recipient = ? ORDER BY id')
			.all(recipient) as { kind: string; subject: string }[];
	} finally {
		db.close();
	}
}

test('from any page: header entries, the statement, and a barrier reported by keyboard (1440 px)', async ({
	page,
	context,
}) => {
	await declineConsent(context, CASTLE_URL);
	await page.setViewportSize(DESKTOP);
	await page.goto('/de/besuch/anreise');
	const entries = page.getByRole('navigation', { name: 'Leichte Sprache und Gebärdensprache' });
	await expect(entries.getByRole('link', { name: 'Leichte Sprache' })).toHaveAttribute(
		'href',
		'/de/leichte-sprache',
	);
	await expect(entries.getByRole('link', { name: 'Gebärdensprache' })).toBeVisible();

	const footer = page.locator('footer.site-footer');
	await footer.getByRole('link', { name: 'Erklärung zur Barrierefreiheit' }).click();
	await expect(page).toHaveURL(/\/de\/erklaerung-zur-barrierefreiheit$/);
	const main = page.locator('main');
	await expect(main.getByRole('heading', { level: 1 })).toHaveText(
		'Erklärung zur Barrierefreiheit',
	);
	for (const heading of ['Stand der Vereinbarkeit', 'Nicht barrierefreie', 'Schlichtungsverfahren'])
		await expect(main.getByRole('heading', { name: heading })).toBeVisible();
	await expect(main).toContainText('teilweise mit der BITV 2.0 vereinbar');
	await expect(main.getByRole('link', { name: 'www.schlichtungsstelle-bgg.de' })).toBeVisible();

	// The footer's form carries the page the visitor came from.
	await footer.getByRole('link', { name: 'Barriere melden' }).click();
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barriere melden');
	const pageField = page.getByLabel('Seite mit der Barriere');
	await expect(pageField).toHaveValue('/de/erklaerung-zur-barrierefreiheit');
	// Header and footer are held to axe on every page type by quality.spec.ts.
	expect(await axeViolations(page, 'main')).toEqual([]);

	// Keyboard only: from the prefilled field through the form to the send button.
	await pageField.focus();
	await page.keyboard.press('Tab');
	await expect(page.getByLabel('Was funktioniert nicht?')).toBeFocused();
	await page.keyboard.type('Die Tabelle der Preise lässt sich mit der Tastatur nicht scrollen.');
	await page.keyboard.press('Tab');
	await page.keyboard.type('Anna');
	await page.keyboard.press('Tab');
	await page.keyboard.type('anna@example.org');
	await page.keyboard.press('Tab');
	await page.keyboard.type('anna@example.org');
	let focused = '';
	for (let step = 0; step < 5 && focused !== 'BUTTON'; step += 1) {
		await page.keyboard.press('Tab');
		focused = await page.evaluate(() => document.activeElement?.tagName ?? '');
	}
	expect(focused).toBe('BUTTON');
	await page.keyboard.press('Enter');
	await expect(page).toHaveURL(/\?sent=1$/);
	await expect(page.locator('main')).toContainText('Vielen Dank für Ihre Meldung');
	expect(outboxTo('barrierefreiheit@schloss-ravensau.de').at(-1)).toEqual({
		kind: 'form-notification',
		subject: 'Neuer Formulareintrag: Barriere melden',
	});
	expect(outboxTo('anna@example.org').map((mail) => mail.kind)).toContain('form-confirmation');
});

test('on a phone the entries sit in the menu, and the DGS video waits for consent (375 px)', async ({
	page,
	context,
}) => {
	await declineConsent(context, REGION_URL);
	await page.setViewportSize(PHONE);
	await page.goto(`${REGION_URL}/en`);
	// One list for every width: in the top bar from 64em, in the burger's panel below.
	const inMenu = page.getByRole('navigation', {
		name: 'Easy Read and German Sign Language',
		exact: true,
	});
	await expect(inMenu.getByRole('link', { name: 'Easy Read' })).toBeHidden();
	await page.locator('[data-mobile-menu] > summary').click();
	await expect(inMenu.getByRole('link', { name: 'Easy Read' })).toBeVisible();
	// The open menu, these links with it, is held to axe by header.spec.ts.
	await inMenu.getByRole('link', { name: 'German Sign Language' }).click();

	await expect(page).toHaveURL(`${REGION_URL}/en/sign-language`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('German Sign Language');
	const embed = page.locator('[data-consent-embed-root]');
	await expect(embed.getByRole('button', { name: 'Load external content' })).toBeVisible();
	await expect(page.locator('main iframe')).toHaveCount(0);
	await expect(
		page.locator('footer.site-footer').getByRole('link', { name: 'Report a barrier' }),
	).toHaveAttribute('href', '/en/form/report-a-barrier/603?page_url=%2Fen%2Fsign-language');
	expect(await axeViolations(page, 'main')).toEqual([]);

	// A landing page keeps its header to the logo, and the two entries with it (icons on a phone,
	// named by their labels); Easy Read is set in large type.
	await page.goto(`${REGION_URL}/en/culture-subscription`);
	const onLanding = page.getByRole('navigation', {
		name: 'Easy Read and German Sign Language',
		exact: true,
	});
	await expect(onLanding.getByRole('link', { name: 'German Sign Language' })).toBeVisible();
	await onLanding.getByRole('link', { name: 'Easy Read' }).click();
	await expect(page).toHaveURL(`${REGION_URL}/en/easy-read`);
	const sentence = page.locator('main p', { hasText: 'This is the website of' });
	const fontSize = await sentence.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
	expect(fontSize).toBeGreaterThanOrEqual(20);
});
