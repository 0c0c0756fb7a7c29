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
		await expect(page.locator('#email-error')).toHaveText(text.invalid);
		await expect(page.getByRole('alert')).toBeVisible();
		expect(await axeViolations(page)).toEqual([]);
		await email.focus();
		await page.keyboard.press('End');
		await page.keyboard.type('example.org');
		await page.keyboard.press('Enter');
	}
	await expect(page.getByRole('status')).toContainText(text.sent);
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
			sent: 'Bitte bestätigen Sie Ihren Eintrag über den Link in der E-Mail, die wir an ada@example.org geschickt haben.',
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
			sent: 'please confirm your entry with the link in the e-mail we sent to ada@example.org.',
		},
		false,
	);
});
