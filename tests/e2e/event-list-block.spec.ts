import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { axeViolations } from './axe.ts';
import { declineConsent } from './consent.ts';
import { loginAsStaff } from './staff.ts';

/**
 * The CMS 'eventlist' block (SPEC §3) on prerendered pages, at a phone's and a desktop's width:
 * its events load in the browser once it comes near, within its window; 'Show more' and its
 * filters work by keyboard and leave the URL alone; it stays apart from the event overlay and
 * from other blocks on the page; axe finds nothing.
 */

const WIDTHS = {
	phone: { width: 375, height: 812 },
	desktop: { width: 1440, height: 900 },
} as const;

/** Today in Berlin as yyyy-mm-dd, the block's first day unless it starts later. */
function berlinToday(): string {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
}

/** `day` (yyyy-mm-dd) moved by `days` days. */
function addDays(day: string, days: number): string {
	const date = new Date(`${day}T00:00:00Z`);
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
}

/**
 * The last day of the home page's event-list block as the back end stores it: a run that passes
 * midnight in Berlin after seeding must not expect today + 30.
 */
async function blockLastDay(page: Page): Promise<string> {
	type Block = { model: string; date_to?: string | null; columns?: { children: Block[] }[] };
	const home = (await (await page.request.get('/de/pageeditor-api/page/de')).json()) as {
		modules: Block[];
	};
	const lists: Block[] = [];
	const walk = (blocks: readonly Block[]) => {
		for (const block of blocks) {
			if (block.model === 'eventlist') lists.push(block);
			for (const column of block.columns ?? []) walk(column.children);
		}
	};
	walk(home.modules);
	const day = lists[0]?.date_to;
	if (!day) throw new Error('no event-list block with a last day on /de');
	return day;
}

/** Every call of the page to the event list API, as URLs. */
function recordEventCalls(page: Page): URL[] {
	const calls: URL[] = [];
	page.on('request', (request: Request) => {
		const url = new URL(request.url());
		if (/^\/(de|en)\/events\/list\.json$/.test(url.pathname)) calls.push(url);
	});
	return calls;
}

const cardsOf = (block: Locator) => block.locator('.event-day article');

/** Brings `block` into view and waits until its island has mounted and shows its first page. */
async function reveal(block: Locator): Promise<void> {
	await block.scrollIntoViewIfNeeded();
	await expect(block.locator('[data-event-list-mount]')).not.toHaveAttribute('data-page', '0');
}

/** How many events the back end lists for a query. */
async function countOf(page: Page, origin: string, query: string): Promise<number> {
	const response = await page.request.get(`${origin}/de/api/events/?${query}`);
	return ((await response.json()) as { count: number }).count;
}

for (const [name, viewport] of Object.entries(WIDTHS)) {
	test.describe(`event-list block on a ${name}`, () => {
		test.use({ viewport });
		test.beforeEach(async ({ context }) => declineConsent(context, CASTLE_URL));

		test('loads its window only when it comes near, without a jump, and keeps the URL', async ({
			page,
		}) => {
			const calls = recordEventCalls(page);
			await page.goto('/de');
			await page.waitForLoadState('networkidle');
			const block = page.locator('.event-list-block');
			// Far below the fold: skeletons of a page's size, and nothing asked for yet.
			await expect(block.locator('.event-skeleton')).toHaveCount(6);
			expect(calls).toEqual([]);

			const list = block.locator('.event-list-block__list');
			const top = await list.evaluate((element) => element.getBoundingClientRect().top + scrollY);
			await page.evaluate(() => {
				const shifts: number[] = [];
				new PerformanceObserver((entries) => {
					for (const entry of entries.getEntries()) {
						shifts.push((entry as PerformanceEntry & { value: number }).value);
					}
				}).observe({ type: 'layout-shift' });
				Object.assign(window, { blockShifts: shifts });
			});
			await page.evaluate((y) => window.scrollTo(0, y), top - 200);
			await reveal(block);
			await expect(cardsOf(block)).toHaveCount(6);
			const shifts = await page.evaluate(
				() => (window as unknown as { blockShifts: number[] }).blockShifts,
			);
			expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);

			const today = berlinToday();
			const call = Object.fromEntries(calls[0]?.searchParams ?? []);
			expect(call).toMatchObject({ date: today, page: '1', page_size: '6' });
			// The block's own last day (the demo sets it 30 days after the day it was seeded).
			const lastDay = await blockLastDay(page);
			expect(call['date_to']).toBe(lastDay);
			const days = await block
				.locator('.event-day time[datetime]')
				.evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
			expect(days.length).toBeGreaterThan(0);
			for (const day of days) {
				expect(day >= today && day <= lastDay, day).toBe(true);
			}
			await expect(block.getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
				'href',
				'/de/events',
			);
			expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/de');
		});

		test("'Show more' by keyboard adds a page and goes on at its first event", async ({ page }) => {
			await page.goto('/de');
			const block = page.locator('.event-list-block');
			await reveal(block);
			await expect(cardsOf(block)).toHaveCount(6);
			const total = Number(
				await block.locator('[data-event-list-mount]').getAttribute('data-count'),
			);
			expect(total).toBeGreaterThan(6);

			const more = block.getByRole('button', { name: 'Mehr anzeigen' });
			await more.focus();
			await page.keyboard.press('Enter');
			await expect(cardsOf(block)).toHaveCount(Math.min(total, 12));
			await expect(cardsOf(block).nth(6).getByRole('link')).toBeFocused();
			// The page stays where the visitor is: no jump back to the top.
			expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1000);
			expect(new URL(page.url()).search).toBe('');

			while ((await more.count()) > 0) {
				const before = await cardsOf(block).count();
				await more.focus();
				await page.keyboard.press('Enter');
				await expect(cardsOf(block)).not.toHaveCount(before);
			}
			await expect(cardsOf(block)).toHaveCount(total);
			// The list ends and the page goes on to the footer.
			await expect(block.getByRole('link', { name: 'Alle Veranstaltungen' })).toBeVisible();
			await page.locator('footer').last().scrollIntoViewIfNeeded();
			await expect(page.locator('footer').last()).toBeInViewport();
		});

		test('its own filters narrow it by keyboard, without calendar and URL', async ({ page }) => {
			await page.goto('/de');
			const block = page.locator('.event-list-block');
			await reveal(block);
			await expect(block.getByText('Kalender')).toHaveCount(0);
			if (name === 'phone') {
				await block.getByRole('button', { name: 'Filter', exact: true }).focus();
				await page.keyboard.press('Enter');
				const dialog = page.getByRole('dialog', { name: 'Filter' });
				await expect(dialog).toBeVisible();
				await page.keyboard.press('Tab');
				await expect(dialog.getByRole('link', { name: 'Alle' }).first()).toBeFocused();
				await page.keyboard.press('ArrowDown');
				await page.keyboard.press('Enter');
				await page.keyboard.press('Escape');
				await expect(dialog).toBeHidden();
			} else {
				const toggle = block.locator('summary', { hasText: /^Ort/ });
				await toggle.focus();
				await page.keyboard.press('Enter');
				await page.keyboard.press('Tab');
				await page.keyboard.press('ArrowDown');
				await page.keyboard.press('Enter');
				await expect(toggle).toBeFocused();
			}
			const chip = block.getByRole('link', { name: /^Filter entfernen: / });
			await expect(chip).toHaveCount(1);
			const rooms = (await (await page.request.get('/de/api/rooms/')).json()) as {
				id: number;
				name: string;
			}[];
			const label = (await chip.getAttribute('aria-label')) ?? '';
			const room = rooms.find((entry) => label === `Filter entfernen: ${entry.name}`);
			expect(room, label).toBeDefined();
			const today = berlinToday();
			const count = await countOf(
				page,
				CASTLE_URL,
				`date=${today}&date_to=${await blockLastDay(page)}&room=${room?.id}`,
			);
			await expect(block.locator('[data-event-list-mount]')).toHaveAttribute(
				'data-count',
				String(count),
			);
			await expect(cardsOf(block)).toHaveCount(Math.min(count, 6));
			expect(new URL(page.url()).search).toBe('');

			await chip.focus();
			await page.keyboard.press('Enter');
			await expect(chip).toHaveCount(0);
			await expect(cardsOf(block)).toHaveCount(6);
		});

		test('axe finds nothing with its filters open', async ({ page }) => {
			await page.goto('/de');
			const block = page.locator('.event-list-block');
			await reveal(block);
			if (name === 'phone') {
				await block.getByRole('button', { name: 'Filter', exact: true }).click();
				await expect(page.getByRole('dialog', { name: 'Filter' })).toBeVisible();
			} else {
				await block.locator('summary', { hasText: /^Ort/ }).click();
				await expect(block.getByRole('group', { name: 'Ort' })).toBeVisible();
			}
			expect(await axeViolations(page)).toEqual([]);
		});
	});
}

test.describe('event-list blocks beside other lists', () => {
	test('the overlay and the block keep their own filters', async ({ page, context }) => {
		await declineConsent(context, REGION_URL);
		await page.setViewportSize(WIDTHS.desktop);
		await page.goto(`${REGION_URL}/en`);
		const block = page.locator('.event-list-block');
		await reveal(block);
		await block.getByRole('link', { name: 'Next 3 days', exact: true }).click();
		await expect(block.getByRole('link', { name: 'Next 3 days', exact: true })).toHaveAttribute(
			'aria-current',
			'true',
		);
		expect(new URL(page.url()).search).toBe('');

		await page.locator('a[data-event-overlay-open]').click();
		const overlay = page.getByRole('dialog', { name: 'Programme and tickets' });
		await expect(overlay.locator('.event-day article').first()).toBeVisible();
		await expect(
			overlay.getByRole('link', { name: 'Next 3 days', exact: true }),
		).not.toHaveAttribute('aria-current', 'true');
		await overlay.getByRole('link', { name: 'Weekend', exact: true }).click();
		await expect(page).toHaveURL(/\/en\?filter=weekend&overlay=true$/);
		await page.keyboard.press('Escape');
		await expect(overlay).toBeHidden();
		await expect(page).toHaveURL(/\/en$/);
		await expect(block.getByRole('link', { name: 'Next 3 days', exact: true })).toHaveAttribute(
			'aria-current',
			'true',
		);
		await expect(block.getByRole('link', { name: 'Weekend', exact: true })).not.toHaveAttribute(
			'aria-current',
			'true',
		);
	});

	test('two blocks on one page: each its own window, tag and filters', async ({
		page,
		context,
		request,
	}) => {
		await declineConsent(context, CASTLE_URL);
		const today = berlinToday();
		const until = addDays(today, 60);
		const tags = (await (await request.get('/de/api/event-tags/')).json()) as { id: number }[];
		let tag: { id: number; count: number } | undefined;
		for (const { id } of tags) {
			const count = await countOf(page, CASTLE_URL, `date=${today}&date_to=${until}&tag=${id}`);
			if (count > 0 && count < 6) tag = { id, count };
		}
		expect(tag, 'a tag with a few events in the window').toBeDefined();

		const token = await loginAsStaff(request, 'event-block-editor');
		const path = `/de/zwei-listen-${Date.now()}`;
		const block = (id: number, fields: object) => ({
			id,
			slug: `eventlist-e2e-${id}`,
			model: 'eventlist',
			children: [],
			...fields,
		});
		const created = await request.post('/de/pageeditor-api/pages/', {
			data: {
				title: 'Zwei Listen',
				urls: { de: path },
				is_online: true,
				modules: [
					block(990_001, { date_from: today, date_to: until, tag: tag?.id, filters: true }),
					block(990_002, { date_from: addDays(today, 7), date_to: null, filters: false }),
				],
			},
			headers: { 'X-CSRFToken': token },
		});
		expect(created.status()).toBe(201);

		await page.setViewportSize(WIDTHS.desktop);
		await page.goto(path);
		const [tagged, later] = [
			page.locator('.event-list-block').nth(0),
			page.locator('.event-list-block').nth(1),
		];
		await reveal(tagged);
		await expect(tagged.locator('[data-event-list-mount]')).toHaveAttribute(
			'data-count',
			String(tag?.count),
		);
		// The tag is the block's own: not offered as a filter.
		await expect(tagged.locator('summary', { hasText: /^Ort/ })).toBeVisible();
		await expect(tagged.locator('summary', { hasText: /^Schlagwort/ })).toHaveCount(0);

		await reveal(later);
		await expect(later.locator('.filter-bar')).toHaveCount(0);
		const laterCount = await later.locator('[data-event-list-mount]').getAttribute('data-count');
		const firstDay = await later
			.locator('.event-day time[datetime]')
			.first()
			.getAttribute('datetime');
		expect((firstDay ?? '') >= addDays(today, 7)).toBe(true);

		await tagged.getByRole('link', { name: 'Wochenende', exact: true }).click();
		await expect(tagged.getByRole('link', { name: 'Wochenende', exact: true })).toHaveAttribute(
			'aria-current',
			'true',
		);
		await expect(later.locator('[data-event-list-mount]')).toHaveAttribute(
			'data-count',
			laterCount ?? '',
		);
		expect(new URL(page.url()).pathname).toBe(path);
		expect(new URL(page.url()).search).toBe('');
	});
});
