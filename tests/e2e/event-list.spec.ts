import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REGION_URL } from './servers.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';

/**
 * The event-list island and the event overlay (issue 4, items 3 and 4) at a phone's and a
 * desktop's width: filters by keyboard, chips and reset, the calendar, infinite loading, back and
 * forward, the empty screen, the overlay, and axe with the filter dialog open.
 */

const WIDTHS = {
	phone: { width: 375, height: 812 },
	desktop: { width: 1440, height: 900 },
} as const;

/** Opens the events page (or `path`) and waits until the event-list island has hydrated. */
async function openList(page: Page, path = '/de/events'): Promise<void> {
	await page.goto(path);
	await expect(page.locator('[data-event-list-page][data-hydrated]')).toBeAttached();
}

const cards = (page: Page) => page.locator('.event-day article');

/** The desktop dropdown toggle of a filter, by its label. */
const toggleOf = (page: Page, label: string) =>
	page.locator('summary', {
		has: page.locator('.filter-dropdown__label', { hasText: new RegExp(`^${label}$`) }),
	});

/** How many events the back end lists for a query. */
async function countOf(request: APIRequestContext, query: string): Promise<number> {
	const response = await request.get(`/de/api/events/?${query}`);
	return ((await response.json()) as { count: number }).count;
}

test.beforeEach(async ({ context }) => declineConsent(context));

for (const [name, viewport] of Object.entries(WIDTHS)) {
	test.describe(`event list on a ${name}`, () => {
		test.use({ viewport });

		test('a location chosen by keyboard narrows the list and is written to the URL', async ({
			page,
			request,
		}) => {
			await openList(page);
			await expect(cards(page)).toHaveCount(10);
			if (name === 'phone') {
				await page.getByRole('button', { name: 'Filter', exact: true }).focus();
				await page.keyboard.press('Enter');
				const dialog = page.getByRole('dialog', { name: 'Filter' });
				await expect(dialog).toBeVisible();
				await expect(page.getByRole('button', { name: 'Filter schließen' })).toBeFocused();
				await page.keyboard.press('Tab');
				await expect(dialog.getByRole('link', { name: 'Alle' }).first()).toBeFocused();
				await page.keyboard.press('ArrowDown');
				await page.keyboard.press('Enter');
				await expect(page).toHaveURL(/\/de\/events\?room=\d+$/);
				await page.keyboard.press('Escape');
				await expect(dialog).toBeHidden();
			} else {
				const toggle = toggleOf(page, 'Ort');
				await toggle.focus();
				await page.keyboard.press('Enter');
				await page.keyboard.press('Tab');
				await expect(
					page.getByRole('group', { name: 'Ort' }).getByRole('link').first(),
				).toBeFocused();
				await page.keyboard.press('ArrowDown');
				await page.keyboard.press('Enter');
				await expect(page).toHaveURL(/\/de\/events\?room=\d+$/);
				await expect(toggle).toBeFocused();
			}
			const room = new URL(page.url()).searchParams.get('room');
			const count = await countOf(request, `room=${room}`);
			expect(count).toBeLessThan(10);
			await expect(cards(page)).toHaveCount(count);
			await expect(page.getByRole('link', { name: /^Filter entfernen: / })).toHaveCount(1);
		});

		test('chips remove one filter, reset all removes every one', async ({ page }) => {
			const response = await page.request.get('/de/api/calendar/');
			const { dates } = (await response.json()) as { dates: string[] };
			const later = dates[3] ?? '';
			const [year, month, day] = later.split('-');
			await openList(page, `/de/events?date=${day}-${month}-${year}&type=konzert`);
			const chips = page
				.getByRole('group', { name: 'Ausgewählte Filter' })
				.getByRole('list')
				.getByRole('link');
			await expect(chips).toHaveCount(2);
			await expect(page.getByRole('link', { name: 'Alle zurücksetzen' })).toBeVisible();

			await page.getByRole('link', { name: 'Filter entfernen: Konzert' }).click();
			await expect(page).toHaveURL(new RegExp(`/de/events\\?date=${day}-${month}-${year}$`));
			await expect(chips).toHaveCount(1);
			// One chip left, and it is the date: nothing more to reset at once.
			await expect(page.getByRole('link', { name: 'Alle zurücksetzen' })).toHaveCount(0);
			await expect(page.locator('.event-day time').first()).toHaveAttribute('datetime', later);

			await page.getByRole('link', { name: 'Wochenende' }).click();
			await expect(page).toHaveURL(/filter=weekend/);
			await page.getByRole('link', { name: 'Alle zurücksetzen' }).click();
			await expect(page).toHaveURL(/\/de\/events$/);
			await expect(chips).toHaveCount(0);
			await expect(cards(page)).toHaveCount(10);
		});

		test('a day chosen in the calendar starts the list there', async ({ page }) => {
			await openList(page);
			if (name === 'phone') {
				await page.getByRole('button', { name: /^Kalender/ }).click();
				await expect(page.getByRole('dialog', { name: 'Kalender' })).toBeVisible();
			} else {
				await toggleOf(page, 'Kalender').click();
			}
			const grid = page.getByRole('grid');
			// The calendar shows once it knows the days with events: only those can be chosen.
			await expect(grid).toBeVisible();
			const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
				new Date(),
			);
			const choosable = grid.locator(
				`td[data-day]:not([data-disabled]):not([data-day="${today}"]) button`,
			);
			// At a month's end no other day of it may have events left: the next month has.
			if ((await choosable.count()) === 0) {
				await page.getByRole('button', { name: 'Zum nächsten Monat' }).click();
			}
			const target = choosable.first();
			await expect(target).toBeVisible();
			const chosen = await target.locator('xpath=..').getAttribute('data-day');
			const [year, month, day] = (chosen ?? '').split('-');
			await target.focus();
			await page.keyboard.press('Enter');
			await expect(page).toHaveURL(new RegExp(`date=${day}-${month}-${year}$`));
			await expect(grid).toBeHidden();
			await expect(page.locator('.event-day time').first()).toHaveAttribute(
				'datetime',
				chosen ?? '',
			);
		});

		test('scrolling down loads the next page', async ({ page }) => {
			await openList(page);
			await expect(cards(page)).toHaveCount(10);
			await page.getByRole('link', { name: 'Weitere Veranstaltungen' }).scrollIntoViewIfNeeded();
			await expect(cards(page)).toHaveCount(20);
			await expect(page.locator('[data-event-list-mount]')).toHaveAttribute('data-page', '2');
			await expect(page).toHaveURL(/\/de\/events$/);
		});

		test('the first image of the list loads at once and first, every other lazily', async ({
			page,
		}) => {
			// As the server sends it: the island's first render must not wait for hydration.
			const response = await page.request.get('/de/events');
			const html = await response.text();
			const images = [...html.matchAll(/<img [^>]*>/g)]
				.map((match) => match[0])
				.filter((tag) => tag.includes('/media/'));
			// React writes fetchPriority; HTML attribute names are case-insensitive.
			const inList = images.filter((tag) => !/fetchpriority="low"/i.test(tag));
			expect(inList.length).toBeGreaterThan(3);
			const leads = inList.filter((tag) => /fetchpriority="high"/i.test(tag));
			expect(leads).toHaveLength(1);
			expect(leads[0]).toContain('loading="eager"');
			expect(inList.filter((tag) => tag.includes('loading="eager"'))).toHaveLength(1);

			// The same list as a block on a home page starts below the fold: nothing leads there.
			await page.goto('/de');
			await expect(page.locator('.event-list-block img[fetchpriority="high"]')).toHaveCount(0);
		});

		test('back and forward restore the filters', async ({ page }) => {
			await openList(page);
			const choose = async (filter: string, option: string) => {
				if (name === 'phone') {
					await page.getByRole('button', { name: /^Filter/ }).click();
					const dialog = page.getByRole('dialog', { name: 'Filter' });
					await dialog
						.getByRole('group', { name: filter })
						.getByRole('link', { name: option })
						.click();
					await dialog.getByRole('button', { name: /Ergebnisse anzeigen/ }).click();
				} else {
					await toggleOf(page, filter).click();
					await page
						.getByRole('group', { name: filter })
						.getByRole('link', { name: option })
						.click();
				}
			};
			await choose('Ort', 'Festsaal');
			await expect(page).toHaveURL(/\?room=\d+$/);
			await choose('Veranstaltungsart', 'Konzert');
			await expect(page).toHaveURL(/\?room=\d+&type=konzert$/);
			const chips = page
				.getByRole('group', { name: 'Ausgewählte Filter' })
				.getByRole('list')
				.getByRole('link');
			await expect(chips).toHaveCount(2);

			await page.goBack();
			await expect(page).toHaveURL(/\?room=\d+$/);
			await expect(chips).toHaveCount(1);
			await expect(page.getByRole('link', { name: 'Filter entfernen: Festsaal' })).toBeVisible();
			await page.goBack();
			await expect(page).toHaveURL(/\/de\/events$/);
			await expect(chips).toHaveCount(0);
			await expect(cards(page)).toHaveCount(10);
			await page.goForward();
			await expect(chips).toHaveCount(1);
		});

		test('a selection without results says so and resets', async ({ page, request }) => {
			const rooms = (await (await request.get('/en/api/rooms/')).json()) as { id: number }[];
			await openList(page, `/en/events?date=01-01-2099&room=${rooms[0]?.id}`);
			await expect(
				page.getByText('Unfortunately, your selection did not produce any result.'),
			).toBeVisible();
			await expect(
				page.getByText('Please delete one of the filters or try a different combination.'),
			).toBeVisible();
			await page.locator('.empty-result').getByRole('link', { name: 'Reset filters' }).click();
			await expect(page).toHaveURL(/\/en\/events$/);
			await expect(cards(page)).toHaveCount(10);
		});

		test('axe finds nothing with the filters open; access features chosen by keyboard', async ({
			page,
		}) => {
			await openList(page);
			if (name === 'phone') {
				await page.getByRole('button', { name: /^Filter/ }).click();
				await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
				await expect(page.getByRole('group', { name: 'Barrierefreiheit' })).toBeVisible();
			} else {
				// Two list loads more than the phone's: under a loaded machine it needs longer.
				test.slow();
				// Several access features at once, by keyboard: each link toggles one, the panel stays open.
				const toggle = toggleOf(page, 'Barrierefreiheit');
				await toggle.focus();
				await page.keyboard.press('Enter');
				await page.keyboard.press('Tab');
				const features = page.getByRole('group', { name: 'Barrierefreiheit' }).getByRole('link');
				await expect(features.first()).toBeFocused();
				await page.keyboard.press('Enter');
				await expect(page).toHaveURL(/\/de\/events\?access=step_free$/);
				for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowDown');
				await page.keyboard.press('Enter');
				await expect(page).toHaveURL(/\?access=step_free%2Cinduction_loop$/);
				await expect(features.nth(3)).toBeFocused();
				await expect(features.nth(3)).toHaveAttribute('aria-current', 'true');
				await expect(
					page.getByRole('link', { name: 'Filter entfernen: Induktionsschleife' }),
				).toBeVisible();
				// Every card says, in words for screen readers, that it offers both.
				const icons = page.locator('.event-day article .access-icons');
				await expect(icons.first()).toBeVisible();
				expect(await icons.count()).toBe(await cards(page).count());
				// As a screen reader gets it (the accessibility tree): cards out of sight are not
				// rendered (content-visibility), so they have no rendered text (innerText) to read.
				for (const each of await icons.all()) {
					expect(await each.ariaSnapshot()).toMatch(/Stufenloser Zugang[\s\S]*Induktionsschleife/);
				}
			}
			expect(await axeViolations(page)).toEqual([]);
		});
	});
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
	test(`cards out of sight wait to be rendered, and none moves as they appear (${name})`, async ({
		page,
	}) => {
		await page.setViewportSize(viewport);
		await openList(page);
		const all = cards(page);
		await expect(all).toHaveCount(10);
		// The first page's ten cards (scrolled to its end, the list loads the next page below).
		const skipped = () =>
			all.evaluateAll(
				(list) =>
					list
						.slice(0, 10)
						.filter(
							(card) => !card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
						).length,
			);
		const tops = () =>
			all.evaluateAll((list) =>
				list.slice(0, 10).map((card) => Math.round(card.getBoundingClientRect().top + scrollY)),
			);
		// The first card is drawn at once; the last ones, thousands of pixels down, are not yet.
		expect(
			await all
				.first()
				.evaluate((card) =>
					card.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
				),
		).toBe(true);
		expect(await skipped()).toBeGreaterThan(3);
		const before = await tops();
		// Scrolled through, every card is drawn as it comes into view, where it stood.
		for (const card of (await all.all()).slice(0, 10)) {
			await card.scrollIntoViewIfNeeded();
			await expect
				.poll(() =>
					card.evaluate((node) =>
						node.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
					),
				)
				.toBe(true);
		}
		await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
		expect(await tops()).toEqual(before);
	});
}

test("the list's code arrives after the lead image and hydrates without a change", async ({
	page,
}) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text());
	});
	const response = await page.goto('/de/events');
	// The scripts the page names itself start at once; the list's code (React) waits.
	const named = [...((await response?.text()) ?? '').matchAll(/\/_astro\/[^"]+\.js/g)].map(
		(match) => match[0],
	);
	await expect(page.locator('[data-event-list-page][data-hydrated]')).toBeAttached();
	const order = await page.evaluate((own) => {
		const lead = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
		const leadTiming = performance.getEntriesByName(
			lead.currentSrc,
		)[0] as PerformanceResourceTiming;
		const later = performance
			.getEntriesByType('resource')
			.filter((entry) => entry.name.endsWith('.js') && !own.includes(new URL(entry.name).pathname));
		return {
			leadEnd: leadTiming.responseEnd,
			laterStarts: later.map((entry) => entry.startTime),
		};
	}, named);
	expect(order.laterStarts.length).toBeGreaterThan(2);
	for (const start of order.laterStarts) expect(start).toBeGreaterThanOrEqual(order.leadEnd);
	// Hydrated without a mismatch: React reports one as an error.
	expect(errors).toEqual([]);
});

test.describe('event overlay', () => {
	for (const [name, viewport] of Object.entries(WIDTHS)) {
		test(`opens from the sticky button and clears its query on close (${name})`, async ({
			page,
		}) => {
			await page.setViewportSize(viewport);
			await page.goto(`${REGION_URL}/de/magazine`);
			// The layout mounts the overlay on every page: without its mount there is nothing to open.
			await expect(page.locator('#event-overlay-root')).toHaveCount(1);

			await page.locator('a[data-event-overlay-open]').click();
			const overlay = page.getByRole('dialog', { name: 'Programm und Karten' });
			await expect(overlay).toBeVisible();
			await expect(page).toHaveURL(/\/de\/magazine\?overlay=true$/);
			await expect(overlay.locator('.event-day article').first()).toBeVisible();

			// Focus stays inside the overlay.
			for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
			expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(
				true,
			);

			expect(await axeViolations(page)).toEqual([]);

			// Back undoes a filter inside the overlay, then closes it.
			await overlay.getByRole('link', { name: 'Wochenende' }).click();
			await expect(page).toHaveURL(/\/de\/magazine\?filter=weekend&overlay=true$/);
			await page.goBack();
			await expect(page).toHaveURL(/\/de\/magazine\?overlay=true$/);
			await expect(overlay.getByRole('link', { name: 'Wochenende' })).not.toHaveAttribute(
				'aria-current',
				'true',
			);
			await page.goBack();
			await expect(overlay).toBeHidden();
			await expect(page).toHaveURL(/\/de\/magazine$/);

			await page.locator('a[data-event-overlay-open]').click();
			await expect(overlay).toBeVisible();
			await overlay.getByRole('link', { name: 'Wochenende' }).click();
			await expect(page).toHaveURL(/\/de\/magazine\?filter=weekend&overlay=true$/);
			await page.keyboard.press('Escape');
			await expect(overlay).toBeHidden();
			await expect(page).toHaveURL(/\/de\/magazine$/);

			await page.locator('a[data-event-overlay-open]').click();
			await expect(overlay).toBeVisible();
			await overlay.getByRole('button', { name: 'Programm und Karten schließen' }).click();
			await expect(overlay).toBeHidden();
			await expect(page).toHaveURL(/\/de\/magazine$/);
		});
	}
});
