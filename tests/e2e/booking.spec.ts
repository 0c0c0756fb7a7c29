import { axeViolations } from './axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { EventListItem, SeatGroup } from '../../src/lib/contract/index.ts';
import { declineConsent } from './consent.ts';
import { REGION_URL } from './servers.ts';

/** Demo events whose small capacities other tests (and the -214 case here) use up. */
const SMALL = [
	'kinderfuehrung-fuerstin-amalie',
	'schloss-bei-kerzenlicht',
	'liederabend-schubert-hensel',
];

// The webshop's cart page has no locale prefix: German by the browser's language (SPEC §2).
test.use({ locale: 'de-DE' });

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

/** Upcoming events of a deployment, as its API answers them. */
async function upcomingEvents(request: APIRequestContext, origin = ''): Promise<EventListItem[]> {
	const response = await request.get(`${origin}/de/api/events/?page=1&page_size=100`);
	return ((await response.json()) as { results: EventListItem[] }).results;
}

const bookable = (event: EventListItem) =>
	event.id_jet !== null && event.ticket_url !== null && !event.is_cancelled;
const seatedWithDiscount = (group: SeatGroup) =>
	group.status === '1' && group.timeslots.length === 0 && group.prices.length > 1;
const timedWithChoice = (group: SeatGroup) =>
	group.status === '1' && group.timeslots.filter((slot) => slot.status === '1').length > 1;

/** An event by a predicate on its seat groups (or its slug), failing the test when none fits. */
async function findEvent(
	request: APIRequestContext,
	fits: (event: EventListItem) => boolean,
	what: string,
): Promise<EventListItem> {
	const event = (await upcomingEvents(request)).find(
		(candidate) => bookable(candidate) && fits(candidate),
	);
	expect(event, what).toBeTruthy();
	return event as EventListItem;
}

const seatedEvent = (request: APIRequestContext) =>
	findEvent(
		request,
		(event) => !SMALL.includes(event.slug) && event.seat_groups.some(seatedWithDiscount),
		'an event with seats and discounts',
	);

/** The event page with the widget's script running. */
async function openEventPage(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.waitForLoadState('networkidle');
}

const ticketButton = (page: Page) => page.locator('[data-booking-mount] a[data-sticky-ticket]');

/** Presses Tab until the focused element is named `name` (aria-label or text). */
async function tabTo(page: Page, name: string, limit = 30): Promise<void> {
	for (let i = 0; i < limit; i += 1) {
		await page.keyboard.press('Tab');
		const focused = await page.evaluate(() => {
			const element = document.activeElement;
			return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
		});
		if (focused === name) return;
	}
	throw new Error(`'${name}' never got the focus`);
}

const focusInsideDialog = (page: Page) =>
	page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

test.beforeEach(async ({ context }) => {
	await declineConsent(context);
});

test.describe('booking widget on the castle site', () => {
	test('adds full-price and discount tickets to the cart, then the cart page shows them', async ({
		page,
	}) => {
		await page.setViewportSize(DESKTOP);
		const event = await seatedEvent(page.request);
		const group = event.seat_groups.find(seatedWithDiscount) as SeatGroup;
		const full = group.prices.find((price) => price.text === 'Vollpreis') ?? group.prices[0];
		const discount = group.prices.find((price) => price !== full);
		await openEventPage(page, event.url);

		await ticketButton(page).click();
		await expect(page.getByRole('dialog', { name: /^Tickets wählen/ })).toBeVisible();
		// Its name follows the step's heading, so it is found without it from here on.
		const dialog = page.getByRole('dialog');
		await expect(dialog.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();

		const fullPlus = dialog.getByRole('button', { name: `${full?.name}: ein Ticket mehr` });
		await fullPlus.click();
		await fullPlus.click();
		await dialog.getByRole('button', { name: `Ermäßigungen für ${group.seat_group}` }).click();
		await expect(
			dialog.getByRole('heading', { name: `Ermäßigungen für ${group.seat_group}` }),
		).toBeVisible();
		await dialog.getByRole('button', { name: `${discount?.name}: ein Ticket mehr` }).click();
		await dialog.getByRole('button', { name: 'Zurück' }).click();
		await expect(dialog.getByRole('status')).toHaveText(/^3 Tickets ausgewählt, zusammen /);

		await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
		await expect(dialog.getByRole('status')).toContainText(
			'3 Tickets wurden erfolgreich in Ihren Warenkorb gelegt.',
		);
		await expect(dialog.getByRole('status')).toContainText(
			'Ihre Tickets sind für die nächsten 15 Minuten reserviert.',
		);
		await expect(page.locator('[data-cart-count-number]').first()).toHaveText('3');
		const cookies = await page.context().cookies();
		expect(cookies.find((cookie) => cookie.name === 'cart_count')?.value).toBe('3');

		await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
		await expect(page).toHaveURL(/\/webshop\/cart\/[\w-]+$/);
		await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
		await expect(page.getByRole('table', { name: `Tickets für ${event.name}` })).toContainText(
			discount?.name ?? '',
		);
	});

	test('timed entry: the first free slot is chosen, can be changed and is booked', async ({
		page,
	}) => {
		await page.setViewportSize(DESKTOP);
		const event = await findEvent(
			page.request,
			(candidate) => !SMALL.includes(candidate.slug) && candidate.seat_groups.some(timedWithChoice),
			'a timed-entry event with several free slots',
		);
		const group = event.seat_groups.find(timedWithChoice) as SeatGroup;
		const [first, second] = group.timeslots.filter((slot) => slot.status === '1');
		const time = (iso: string | undefined) =>
			new Intl.DateTimeFormat('de-DE', {
				timeZone: 'Europe/Berlin',
				hour: '2-digit',
				minute: '2-digit',
			}).format(new Date(iso ?? ''));
		await openEventPage(page, event.url);
		await ticketButton(page).click();
		const dialog = page.getByRole('dialog');
		await expect(dialog).toContainText(`Zeitfenster: ${time(first?.time_start)} Uhr`);

		await dialog.getByRole('button', { name: /^Zeitfenster ändern/ }).click();
		await dialog
			.getByRole('button', { name: new RegExp(`^${time(second?.time_start)} Uhr`) })
			.click();
		await expect(dialog).toContainText(`Zeitfenster: ${time(second?.time_start)} Uhr`);
		const main = group.prices[0];
		await dialog.getByRole('button', { name: `${main?.name}: ein Ticket mehr` }).click();
		await dialog.getByRole('button', { name: 'In den Warenkorb' }).click();
		await expect(dialog.getByRole('status')).toContainText(
			'1 Ticket wurde erfolgreich in Ihren Warenkorb gelegt.',
		);
		await dialog.getByRole('link', { name: 'Zum Warenkorb' }).click();
		await expect(page.getByText(`Zeitfenster ${time(second?.time_start)} Uhr`)).toBeVisible();
	});

	test('asking for more seats than are left shows the SPEC text and the webshop link', async ({
		page,
	}) => {
		await page.setViewportSize(DESKTOP);
		// The children's tour has 8 places per date (demo/seed/castle/capacities.ts).
		const event = await findEvent(
			page.request,
			(candidate) => candidate.slug === 'kinderfuehrung-fuerstin-amalie',
			"the children's tour",
		);
		const english = (await (
			await page.request.get(`/en/api/events/${event.id}/`)
		).json()) as EventListItem;
		const full = english.seat_groups[0]?.prices.find((price) => price.text === 'Vollpreis');
		await openEventPage(page, english.url);
		await ticketButton(page).click();
		const dialog = page.getByRole('dialog', { name: /Choose tickets/ });
		const plus = dialog.getByRole('button', { name: `${full?.name}: one more ticket` });
		for (let i = 0; i < 9; i += 1) await plus.click();
		await dialog.getByRole('button', { name: 'Add to cart' }).click();
		await expect(dialog.getByRole('status')).toContainText(
			"Unfortunately, that didn't work. Not enough (connected) seats found.",
		);
		const webshop = dialog.getByRole('link', { name: 'To the webshop' });
		await expect(webshop).toHaveAttribute('href', event.ticket_url ?? '');
		await expect(webshop).toBeFocused();
		await expect(page.locator('[data-cart-count-number]').first()).toBeHidden();
	});

	for (const viewport of [PHONE, DESKTOP]) {
		test(`works by keyboard alone and passes axe (${viewport.width} px)`, async ({ page }) => {
			await page.setViewportSize(viewport);
			const event = await seatedEvent(page.request);
			const group = event.seat_groups.find(seatedWithDiscount) as SeatGroup;
			const full = group.prices.find((price) => price.text === 'Vollpreis') ?? group.prices[0];
			await openEventPage(page, event.url);

			const opener = ticketButton(page);
			await opener.focus();
			await page.keyboard.press('Enter');
			const dialog = page.getByRole('dialog');
			await expect(dialog).toBeVisible();
			expect(await focusInsideDialog(page)).toBe(true);

			// Once it has slid in.
			await expect
				.poll(async () => {
					const box = await dialog.boundingBox();
					return Math.round((box?.y ?? 0) + (box?.height ?? 0));
				})
				.toBeLessThanOrEqual(viewport.height);
			const box = await dialog.boundingBox();
			const button = await opener.boundingBox();
			if (viewport === PHONE) {
				// A bottom sheet across the whole width.
				expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
				expect(Math.round(box?.width ?? 0)).toBe(viewport.width);
			} else {
				// A dropdown under its button.
				expect(box?.y ?? 0).toBeGreaterThan((button?.y ?? 0) + (button?.height ?? 0));
				expect(box?.width ?? 0).toBeLessThan(500);
			}

			await tabTo(page, `${full?.name}: ein Ticket mehr`);
			await page.keyboard.press('Enter');
			await page.keyboard.press('Space');
			await expect(dialog.getByRole('status')).toHaveText(/^2 Tickets ausgewählt/);
			expect(await axeViolations(page)).toEqual([]);

			// Tab never leaves the dialog.
			for (let i = 0; i < 15; i += 1) {
				await page.keyboard.press('Tab');
				expect(await focusInsideDialog(page)).toBe(true);
			}

			await page.keyboard.press('Escape');
			await expect(dialog).toBeHidden();
			await expect(opener).toBeFocused();

			// Closing cleared the selection.
			await page.keyboard.press('Enter');
			await expect(dialog.getByRole('status')).toHaveText('Noch keine Tickets ausgewählt.');
		});
	}

	test("the sticky bar's ticket button opens the same widget", async ({ page }) => {
		await page.setViewportSize(DESKTOP);
		const event = await seatedEvent(page.request);
		await openEventPage(page, event.url);
		// Past the bar's threshold (half a window) but short of the footer, which hides the bar again:
		// half the page would show the footer of a short event page.
		await page.evaluate(() => window.scrollTo(0, window.innerHeight));
		const sticky = page.locator('.is-shown [data-sticky-booking-slot] a');
		await expect(sticky).toBeVisible();
		await sticky.click();
		const dialog = page.getByRole('dialog', { name: /Tickets wählen/ });
		await expect(dialog).toBeVisible();
		await expect(page.locator('dialog[open]')).toHaveCount(1);
		await dialog.getByRole('button', { name: 'Auswahl schließen' }).click();
		await expect(dialog).toBeHidden();
		await expect(sticky).toBeFocused();
	});
});

test('the regional site has no widget: its ticket button leads to the webshop', async ({
	page,
	context,
}) => {
	await declineConsent(context, REGION_URL);
	const event = (await upcomingEvents(page.request, REGION_URL)).find(
		(candidate) => bookable(candidate) && candidate.seat_groups.some((g) => g.status === '1'),
	);
	expect(event, 'a regional event with tickets').toBeTruthy();
	await openEventPage(page, `${REGION_URL}${event?.url ?? ''}`);
	await expect(page.locator('[data-booking-mount]')).toHaveCount(0);
	await page.locator('a[data-sticky-ticket]').first().click();
	await expect(page).toHaveURL(new RegExp(`${event?.ticket_url ?? ''}`));
	await expect(page.locator('dialog[open]')).toHaveCount(0);
});
