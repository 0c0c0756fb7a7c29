import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hasFewTicketsLeft } from '../../src/lib/booking/availability.ts';
import type { EventListItem } from '../../src/lib/contract/index.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';

test.use({ locale: 'de-DE' });

test.beforeEach(async ({ context }) => {
	await declineConsent(context);
});

/** An upcoming, bookable event of `origin` with only a few tickets left, by its API. */
async function fewLeftEvent(request: APIRequestContext, origin: string): Promise<EventListItem> {
	const response = await request.get(`${origin}/de/api/events/?page=1&page_size=100`);
	const { results } = (await response.json()) as { results: EventListItem[] };
	const event = results.find(
		(candidate) =>
			candidate.ticket_url !== null &&
			!candidate.is_cancelled &&
			hasFewTicketsLeft(candidate.seat_groups),
	);
	expect(event, `an event with few tickets left on ${origin}`).toBeTruthy();
	return event as EventListItem;
}

const listDate = (iso: string) => {
	const [year, month, day] = iso.slice(0, 10).split('-');
	return `${day}-${month}-${year}`;
};

/** The card in the list of its day and the event page both say it, in words and apart from sold out. */
async function expectFewLeftShown(
	page: Page,
	origin: string,
	event: EventListItem,
	{ axe }: { axe: boolean },
) {
	await page.goto(`${origin}/de/events?date=${listDate(event.date_start)}`);
	const card = page.locator(`.event-day article:has(a[href="${event.url}"])`).first();
	await expect(card).toContainText('Nur noch wenige Plätze');
	await expect(card).not.toContainText('Ausverkauft');

	await page.goto(`${origin}${event.url}`);
	await expect(
		page.locator('main').getByText('Nur noch wenige Plätze', { exact: true }).first(),
	).toBeVisible();
	await expect(page.locator('.ticket-area')).toContainText('Nur noch wenige Plätze frei.');
	if (axe) expect(await axeViolations(page)).toEqual([]);

	const english = (await (
		await page.request.get(`${origin}/en/api/events/${event.id}/`)
	).json()) as {
		url: string;
	};
	await page.goto(`${origin}${english.url}`);
	await expect(page.locator('.ticket-area')).toContainText('Only a few tickets are left.');
}

test('castle: few tickets left on cards, event pages and in the booking widget', async ({
	page,
}) => {
	// Four page loads and two axe runs: more than the default under a loaded machine.
	test.setTimeout(60_000);
	const castle = await fewLeftEvent(page.request, CASTLE_URL);
	// axe runs once here, with the widget open; the region's event page gets its own run.
	await expectFewLeftShown(page, CASTLE_URL, castle, { axe: false });

	// The castle has quick buy: the widget names it too, and stays accessible with it open.
	await page.goto(`${CASTLE_URL}${castle.url}`);
	await page.waitForLoadState('networkidle');
	await page.locator('[data-booking-mount] a[data-sticky-ticket]').click();
	const dialog = page.getByRole('dialog');
	await expect(dialog).toBeVisible();
	await expect(dialog).toContainText('Nur noch wenige Plätze');
	expect(await axeViolations(page)).toEqual([]);
});

test('region: few tickets left on cards and event pages', async ({ page }) => {
	test.setTimeout(60_000);
	const region = await fewLeftEvent(page.request, REGION_URL);
	await expectFewLeftShown(page, REGION_URL, region, { axe: true });
});
