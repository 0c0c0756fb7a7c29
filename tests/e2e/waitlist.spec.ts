import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EventListItem } from '../../src/lib/contract/index.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

test.beforeEach(async ({ context }) => {
	await declineConsent(context);
});

/**
 * Sells out the first untimed seat group of the next date of the demo event `slug` (a small one),
 * one ticket per new cart, as strangers would; answers the event as the API lists it.
 */
async function soldOutEvent(
	request: APIRequestContext,
	origin: string,
	slug: string,
): Promise<EventListItem> {
	const response = await request.get(`${origin}/de/api/events/?page=1&page_size=100`);
	const { results } = (await response.json()) as { results: EventListItem[] };
	const event = results.find(
		(candidate) =>
			candidate.url.includes(`/${slug}/`) &&
			candidate.seat_groups.some((group) => group.status === '1' && group.timeslots.length === 0),
	);
	expect(event, `a bookable date of ${slug} on ${origin}`).toBeTruthy();
	const found = event as EventListItem;
	const group = found.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
	const price = group?.prices[0];
	for (let sold = 0; sold < 200; sold += 1) {
		const answer = await request.post(`${origin}/de/api/shop-cart/`, {
			headers: { cookie: 'csrftoken=e2e-waitlist', 'x-csrftoken': 'e2e-waitlist' },
			data: {
				event_jet_id: found.id_jet,
				seat_group: group?.id,
				sale_type_ids: [price?.sale_type_id],
				quantities: [1],
			},
		});
		const body = (await answer.json()) as { response_code?: number };
		if (body.response_code === -214) return found;
	}
	throw new Error(`${slug} did not sell out`);
}

type JoinTexts = { join: RegExp; name: string; email: string; invalid: string; sent: string };

/** The page is in the site's layout: its header, main content and footer landmarks. */
async function expectSiteLayout(page: Page): Promise<void> {
	for (const role of ['banner', 'main', 'contentinfo'] as const) {
		await expect(page.getByRole(role).first()).toBeVisible();
	}
}

/** The entry page the castle's last confirmation mail to `recipient` links to (no SMTP in the e2e run). */
function entryPageMailedTo(recipient: string): string {
	const db = new DatabaseSync(join(process.env['E2E_DATA_DIR'] ?? '', 'castle', 'cms.sqlite'), {
		readOnly: true,
	});
	try {
		const row = db
			.prepare(
				`SELECT text_body FROM mail_outbox WHERE recipient = ? AND kind = 'waitlist-confirmation'
					ORDER BY id DESC LIMIT 1`,
			)
			.get(recipient) as { text_body: string } | undefined;
		const path = /https?:\/\/[^/\s]+(\/de\/waitlist\/[\w-]{32}\/)/.exec(row?.text_body ?? '')?.[1];
		if (!path) throw new Error(`no waiting-list mail to ${recipient}`);
		return path;
	} finally {
		db.close();
	}
}

/**
 * Joins the list from the event page by keyboard. With `refusal`, a wrong address first (the
 * field says why, tied to it for screen readers) and axe on the form in both states.
 */
async function joinByKeyboard(page: Page, url: string, text: JoinTexts, refusal: boolean) {
	await page.goto(url);
	const join = page.locator('.ticket-area').getByRole('link', { name: text.join }).first();
	await join.focus();
	await page.keyboard.press('Enter');
	await page.getByLabel(text.name).focus();
	await expectSiteLayout(page);
	if (refusal) expect(await axeViolations(page)).toEqual([]);
	await page.keyboard.type('Ada Lovelace');
	await page.keyboard.press('Tab');
	await page.keyboard.type(refusal ? 'ada@' : 'ada@example.org');
	await page.keyboard.press('Tab');
	await page.keyboard.press('Control+A');
	await page.keyboard.type('2');
	await page.keyboard.press('Enter');
	if (refusal) {
		const email = page.getByLabel(text.email);
		await expect(email).toHaveAttribute('aria-invalid', 'true');
		await expect(page.locator('#waitlist-email-error')).toHaveText(text.invalid);
		await expect(page.getByRole('alert')).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		await email.focus();
		await page.keyboard.press('End');
		await page.keyboard.type('example.org');
		await page.keyboard.press('Enter');
	}
	await expect(page.getByRole('main').getByRole('status')).toContainText(text.sent);
}

test('a visitor joins the waiting list of a sold-out date by keyboard: castle in German, region in English', async ({
	page,
}) => {
	test.setTimeout(90_000);
	const [castle, region] = await Promise.all([
		soldOutEvent(page.request, CASTLE_URL, 'kinderfuehrung-fuerstin-amalie'),
		soldOutEvent(page.request, REGION_URL, 'theaterclub-schnupperprobe'),
	]);
	await joinByKeyboard(
		page,
		`${CASTLE_URL}${castle.url}`,
		{
			join: /Warteliste/,
			name: 'Name',
			email: 'E-Mail-Adresse',
			invalid: 'Bitte geben Sie eine gültige E-Mail-Adresse an.',
			sent: 'Bitte bestätigen Sie Ihren Eintrag über den Link in der E-Mail, die wir Ihnen geschickt haben.',
		},
		true,
	);
	const english = (await (
		await page.request.get(`${REGION_URL}/en/api/events/${region.id}/`)
	).json()) as { url: string };
	await joinByKeyboard(
		page,
		`${REGION_URL}${english.url}`,
		{
			join: /waiting list/i,
			name: 'Name',
			email: 'E-mail address',
			invalid: 'Please enter a valid e-mail address.',
			sent: 'please confirm your entry with the link in the e-mail we have just sent you.',
		},
		false,
	);
});

test('a sold-out timeslot in the quick-buy widget leads to its waiting list by keyboard; the entry page is in the site layout in German and English', async ({
	page,
}) => {
	test.setTimeout(90_000);
	await page.setViewportSize({ width: 1440, height: 900 });
	// The candlelight tours have 6 places per slot (demo/seed/castle/capacities.ts).
	const response = await page.request.get(`${CASTLE_URL}/de/api/events/?page=1&page_size=100`);
	const { results } = (await response.json()) as { results: EventListItem[] };
	const free = (event: EventListItem) =>
		event.seat_groups.find((g) => g.timeslots.filter((slot) => slot.status === '1').length > 2);
	const event = results.find(
		(candidate) => candidate.url.includes('/schloss-bei-kerzenlicht/') && free(candidate),
	);
	expect(event, 'a candlelight tour with free slots').toBeTruthy();
	const group = free(event as EventListItem);
	const slot = group?.timeslots.filter((candidate) => candidate.status === '1').at(-1);
	for (let sold = 0; sold < 50; sold += 1) {
		const answer = await page.request.post(`${CASTLE_URL}/de/api/shop-cart/`, {
			headers: { cookie: 'csrftoken=e2e-waitlist', 'x-csrftoken': 'e2e-waitlist' },
			data: {
				event_jet_id: event?.id_jet,
				seat_group: group?.id,
				sale_type_ids: [group?.prices[0]?.sale_type_id],
				quantities: [1],
				block_id: slot?.block_id,
			},
		});
		if (((await answer.json()) as { response_code?: number }).response_code === -214) break;
	}
	const time = new Intl.DateTimeFormat('de-DE', {
		timeZone: 'Europe/Berlin',
		hour: '2-digit',
		minute: '2-digit',
	}).format(new Date(slot?.time_start ?? ''));

	await page.goto(`${CASTLE_URL}${event?.url ?? ''}`);
	await page.locator('[data-booking-mount] a[data-sticky-ticket]').focus();
	await page.keyboard.press('Enter');
	const dialog = page.getByRole('dialog');
	await dialog.getByRole('button', { name: /^Zeitfenster ändern/ }).focus();
	await page.keyboard.press('Enter');
	// The link's name says which slot is sold out.
	const soldOut = dialog.getByRole('link', { name: `${time} Uhr Ausverkauft – Warteliste` });
	await expect(soldOut).toBeVisible();
	expect(await axeViolations(page)).toEqual([]);
	await soldOut.focus();
	await page.keyboard.press('Enter');

	// The join page, in the site's layout, with the slot chosen.
	await expect(page).toHaveURL(new RegExp(`/de/waitlist/\\?.*block_id=${slot?.block_id}`));
	await expectSiteLayout(page);
	await expect(page.getByLabel('Zeitfenster')).toHaveValue(String(slot?.block_id));
	await page.getByLabel('Name').focus();
	await page.keyboard.type('Grace Hopper');
	await page.keyboard.press('Tab');
	await page.keyboard.type('grace@example.org');
	await page.keyboard.press('Enter');
	await expect(page.getByRole('main').getByRole('status')).toContainText(
		'die wir Ihnen geschickt haben',
	);

	// The mail's link: the entry page, where a button (not the link) confirms.
	const entry = entryPageMailedTo('grace@example.org');
	await page.goto(`${CASTLE_URL}${entry}`);
	await expectSiteLayout(page);
	expect(await axeViolations(page)).toEqual([]);
	await page.getByRole('button', { name: 'Eintrag bestätigen' }).focus();
	await page.keyboard.press('Enter');
	await expect(page.getByRole('main').getByRole('status')).toHaveText(
		'Danke, Ihr Eintrag ist bestätigt.',
	);
	await expect(page.getByText('an Stelle 1')).toBeVisible();
	await page.goto(`${CASTLE_URL}${entry.replace('/de/', '/en/')}`);
	await expectSiteLayout(page);
	await expect(page.getByText('at place 1')).toBeVisible();
	await expect(page.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
	expect(await axeViolations(page)).toEqual([]);
});
