import { expect, test, type Page } from '@playwright/test';
import { totalPrice } from '../../src/lib/booking/money.ts';
import { formatPrice } from '../../src/lib/format/price.ts';
import type { CartRequest, EventListItem } from '../../src/lib/contract/index.ts';
import { recordCspViolations } from './csp.ts';
import { axeViolations } from './axe.ts';
import { REGION_URL } from './servers.ts';

// The webshop has no locale prefix: German by the browser's language (SPEC §2).
test.use({ locale: 'de-DE' });

type CartAnswer = { tickets_quantity?: number; cart_url?: string; response_code?: number };

/**
 * POSTs a cart request from the page, as the booking widget does (CSRF cookie → header; a page
 * without the cookie first asks user-details for one: src/lib/cookies/csrf-token.ts).
 */
async function addToCart(page: Page, body: CartRequest): Promise<CartAnswer> {
	return page.evaluate(async (request) => {
		const token = () => /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
		if (token() === '') await fetch('/de/api/user-details/', { credentials: 'same-origin' });
		const csrf = token();
		const response = await fetch('/de/api/shop-cart/', {
			method: 'POST',
			credentials: 'same-origin',
			headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
			body: JSON.stringify(request),
		});
		return (await response.json()) as CartAnswer;
	}, body);
}

/** Upcoming events of the page's site with their seat groups (the API's own answer). */
async function upcomingEvents(page: Page, origin = ''): Promise<EventListItem[]> {
	const response = await page.request.get(`${origin}/de/api/events/?page_size=100`);
	return ((await response.json()) as { results: EventListItem[] }).results;
}

/** A page of the site, from which the cart calls go. */
async function visitSite(page: Page, origin = ''): Promise<void> {
	await page.goto(`${origin}/de/events`);
}

test.describe('webshop cart', () => {
	test('shows the tickets put in the cart with amounts, prices, sums and time left', async ({
		page,
	}) => {
		// The cart page is rendered on demand with its countdown script inline.
		const blockedByPolicy = recordCspViolations(page);
		await visitSite(page);
		const events = await upcomingEvents(page);
		const seated = events.find((event) =>
			event.seat_groups.some(
				(group) => group.status === '1' && group.timeslots.length === 0 && group.prices.length > 1,
			),
		);
		const timed = events.find((event) =>
			event.seat_groups.some((group) => group.timeslots.some((slot) => slot.status === '1')),
		);
		expect(seated?.id_jet, 'an event with seats and discounts').toBeTruthy();
		expect(timed?.id_jet, 'a timed-entry event').toBeTruthy();
		if (!seated?.id_jet || !timed?.id_jet) return;
		const group = seated.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		const timedGroup = timed.seat_groups.find((g) => g.timeslots.some((s) => s.status === '1'));
		const slot = timedGroup?.timeslots.find((s) => s.status === '1');
		const [main, discount] = group?.prices ?? [];
		const timedPrice = timedGroup?.prices[0];
		if (!group || !main || !discount || !timedGroup || !slot || !timedPrice) return;

		const first = await addToCart(page, {
			event_jet_id: seated.id_jet,
			seat_group: group.id,
			sale_type_ids: [main.sale_type_id, discount.sale_type_id],
			quantities: [2, 1],
		});
		expect(first.tickets_quantity).toBe(3);
		const second = await addToCart(page, {
			event_jet_id: timed.id_jet,
			seat_group: timedGroup.id,
			sale_type_ids: [timedPrice.sale_type_id],
			quantities: [1],
			block_id: slot.block_id,
		});
		expect(second).toEqual({ tickets_quantity: 4, cart_url: first.cart_url });

		await page.goto(first.cart_url ?? '');
		await page.waitForLoadState('networkidle');
		await expect(page.getByRole('heading', { level: 1, name: 'Ihr Warenkorb' })).toBeVisible();
		// A visitor's own cart stays out of search engines.
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'none');
		await expect(
			page.getByText(/Ihre Tickets sind bis \d\d:\d\d Uhr für Sie reserviert/),
		).toBeVisible();
		await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);

		const seatedTable = page.getByRole('table', { name: `Tickets für ${seated.name}` });
		const mainRow = seatedTable.getByRole('row').filter({ hasText: main.name }).first();
		await expect(mainRow.getByRole('cell')).toHaveText([
			/^2\s*−\s*Ein Ticket weniger: /,
			formatPrice(main.price),
			formatPrice(totalPrice([{ price: main.price, amount: 2 }])),
			/^Entfernen: /,
		]);
		await expect(page.getByRole('table', { name: `Tickets für ${timed.name}` })).toContainText(
			timedPrice.name,
		);
		const total = totalPrice([
			{ price: main.price, amount: 2 },
			{ price: discount.price, amount: 1 },
			{ price: timedPrice.price, amount: 1 },
		]);
		await expect(page.locator('[data-cart-total]')).toHaveText(formatPrice(total));
		await expect(page.getByText('4 Tickets')).toBeVisible();

		expect(await axeViolations(page)).toEqual([]);
		expect(blockedByPolicy).toEqual([]);

		// The visitor's own cart, by the cart cookie.
		await page.goto('/webshop/cart');
		await expect(page.locator('[data-cart-total]')).toHaveText(formatPrice(total));
	});

	test('says when the reservation has run out', async ({ page }) => {
		await page.clock.install();
		await visitSite(page);
		const event = (await upcomingEvents(page)).find((candidate) =>
			candidate.seat_groups.some((g) => g.status === '1' && g.timeslots.length === 0),
		);
		const group = event?.seat_groups.find((g) => g.status === '1' && g.timeslots.length === 0);
		const price = group?.prices[0];
		if (!event?.id_jet || !group || !price) throw new Error('no bookable event');
		const added = await addToCart(page, {
			event_jet_id: event.id_jet,
			seat_group: group.id,
			sale_type_ids: [price.sale_type_id],
			quantities: [1],
		});
		await page.goto(added.cart_url ?? '');
		await expect(page.getByRole('timer')).toBeVisible();

		await page.clock.runFor('15:01');
		await expect(page.getByText('Ihre Reservierung ist abgelaufen.')).toBeVisible();
		await expect(page.getByRole('timer')).toBeHidden();
		await expect(page.getByRole('table')).toHaveCount(0);
	});

	test('answers -214 when a seat group has fewer seats than asked', async ({ page }) => {
		await visitSite(page);
		// The children's tour holds 8 per date in the castle's demo ticketing.
		const tour = (await upcomingEvents(page)).find(
			(event) => event.slug === 'kinderfuehrung-fuerstin-amalie',
		);
		const group = tour?.seat_groups[0];
		if (!tour?.id_jet || !group?.prices[0]) throw new Error('no children’s tour');
		const answer = await addToCart(page, {
			event_jet_id: tour.id_jet,
			seat_group: group.id,
			sale_type_ids: [group.prices[0].sale_type_id],
			quantities: [9],
		});
		expect(answer).toEqual({ error: 'Not enough (connected) seats found.', response_code: -214 });
	});

	test('shows an empty cart without one, and the 404 page for an unknown cart', async ({
		page,
	}) => {
		await page.goto('/webshop/cart');
		await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
		await page.waitForLoadState('networkidle');
		expect(await axeViolations(page)).toEqual([]);
		await expect(page.getByRole('link', { name: 'Zum Programm' })).toHaveAttribute(
			'href',
			'/de/events',
		);
		const unknown = await page.goto('/webshop/cart/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
		expect(unknown?.status()).toBe(404);
	});

	test('takes tickets off by keyboard and keeps them with a renewal, the header following', async ({
		page,
	}) => {
		await page.clock.install();
		await visitSite(page);
		const event = (await upcomingEvents(page)).find((candidate) =>
			candidate.seat_groups.some(
				(g) => g.status === '1' && g.timeslots.length === 0 && g.prices.length > 1,
			),
		);
		const group = event?.seat_groups.find(
			(g) => g.status === '1' && g.timeslots.length === 0 && g.prices.length > 1,
		);
		const [main, discount] = group?.prices ?? [];
		if (!event?.id_jet || !group || !main || !discount) throw new Error('no bookable event');
		const added = await addToCart(page, {
			event_jet_id: event.id_jet,
			seat_group: group.id,
			sale_type_ids: [main.sale_type_id, discount.sale_type_id],
			quantities: [2, 1],
		});
		await page.goto(added.cart_url ?? '');
		await page.waitForLoadState('networkidle');
		const status = page.locator('[data-cart-announce]');
		const headerCount = page.locator('[data-cart-count-number]').first();
		const label = (price: { name: string }) => `${price.name} (${group.seat_group}), ${event.name}`;

		// One ticket fewer, by keyboard: the line keeps one, focus stays on the line.
		await page.getByRole('button', { name: `Ein Ticket weniger: ${label(main)}` }).focus();
		await page.keyboard.press('Enter');
		const mainRow = page.locator('tr', { hasText: main.name }).first();
		await expect(mainRow.locator('.cart-lines__count')).toHaveText('1');
		const twoLeft = totalPrice([
			{ price: main.price, amount: 1 },
			{ price: discount.price, amount: 1 },
		]);
		await expect(status).toHaveText(
			`Entfernt: ${label(main)}. Im Warenkorb: 2 Tickets, Gesamtsumme ${formatPrice(twoLeft)}.`,
		);
		await expect(page.locator('[data-cart-total]')).toHaveText(formatPrice(twoLeft));
		await expect(headerCount).toHaveText('2');
		await expect(page.getByRole('button', { name: `Entfernen: ${label(main)}` })).toBeFocused();

		// The whole line, by keyboard: focus moves on to the next line.
		await page.keyboard.press('Enter');
		await expect(page.locator('[data-cart-line]')).toHaveCount(1);
		await expect(headerCount).toHaveText('1');
		await expect(page.getByRole('button', { name: `Entfernen: ${label(discount)}` })).toBeFocused();

		// Two minutes before the end: a dialog offers to keep the tickets.
		await page.clock.runFor('13:01');
		const dialog = page.getByRole('dialog', { name: 'Ihre Reservierung läuft bald ab' });
		await expect(dialog).toBeVisible();
		await expect(dialog.getByRole('button', { name: 'Tickets behalten' })).toBeFocused();
		await expect(page.getByRole('timer')).toHaveText(/^1:5\d$/);
		expect(await axeViolations(page)).toEqual([]);
		await page.keyboard.press('Enter');
		await expect(dialog).toBeHidden();
		await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
		await expect(status).toHaveText(/^Ihre Tickets sind bis \d\d:\d\d Uhr für Sie reserviert\.$/);
		await expect(page.getByRole('button', { name: `Entfernen: ${label(discount)}` })).toBeFocused();

		// The last line: the cart is empty, the header's count gone.
		await page.keyboard.press('Enter');
		await expect(page.getByText('Ihr Warenkorb ist leer.', { exact: true }).last()).toBeVisible();
		await expect(status).toHaveText(`Entfernt: ${label(discount)}. Ihr Warenkorb ist leer.`);
		await expect(headerCount).toBeHidden();
		// The seats are on sale again: the API counts them free.
		const after = (await upcomingEvents(page)).find((candidate) => candidate.id === event.id);
		expect(after?.seat_groups.find((g) => g.id === group.id)?.status).toBe('1');
	});

	test('offers the renewal and takes a line off in English on the region’s site', async ({
		browser,
	}) => {
		const context = await browser.newContext({ locale: 'en-GB' });
		const page = await context.newPage();
		await page.clock.install();
		await visitSite(page, REGION_URL);
		const event = (await upcomingEvents(page, REGION_URL)).find((candidate) =>
			candidate.seat_groups.some((g) => g.status === '1' && g.prices.length > 0),
		);
		const group = event?.seat_groups.find((g) => g.status === '1' && g.prices.length > 0);
		const price = group?.prices[0];
		const slot = group?.timeslots.find((s) => s.status === '1');
		if (!event?.id_jet || !group || !price) throw new Error('no bookable region event');
		const added = await addToCart(page, {
			event_jet_id: event.id_jet,
			seat_group: group.id,
			sale_type_ids: [price.sale_type_id],
			quantities: [1],
			...(slot ? { block_id: slot.block_id } : {}),
		});
		await page.goto(`${REGION_URL}${added.cart_url ?? ''}`);
		await page.waitForLoadState('networkidle');
		await expect(page.getByRole('button', { name: /^One ticket fewer/ })).toHaveCount(0);
		// The renewal dialog in English; Escape leaves it, its button stays by the clock.
		await page.clock.runFor('13:01');
		const dialog = page.getByRole('dialog', { name: 'Your reservation is about to end' });
		await expect(dialog).toBeVisible();
		await page.keyboard.press('Escape');
		await expect(dialog).toBeHidden();
		await expect(page.getByRole('button', { name: 'Keep my tickets' })).toBeVisible();
		await page.getByRole('button', { name: /^Remove: / }).click();
		await expect(page.locator('[data-cart-announce]')).toHaveText(
			/^Removed: .+\. Your cart is empty\.$/,
		);
		expect(await axeViolations(page)).toEqual([]);
		await context.close();
	});
});
