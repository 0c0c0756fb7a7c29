import type { Page } from '@playwright/test';

/**
 * What a visitor does on a page after it loaded; `settle` waits until the page is quiet again.
 * Answers one message per step that failed.
 */
export type Interaction = (page: Page, settle: () => Promise<void>) => Promise<string[]>;

const STEP_TIMEOUT = 15_000;

/** Resolves when the page's main thread is idle (so idle-hydrated islands have started). */
export async function mainThreadIdle(page: Page): Promise<void> {
	await page.evaluate(
		() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
	);
}

/** Closes the cookie banner the way a careful visitor does (only the required cookies). */
export async function declineCookies(page: Page): Promise<void> {
	const necessary = page.locator('#cc-main [data-role="necessary"]').first();
	if (await necessary.isVisible().catch(() => false)) {
		await necessary.click({ timeout: STEP_TIMEOUT }).catch(() => undefined);
	}
}

/** Scrolls to the end of the page a screen at a time, so islands shown on scroll load. */
export const scrollThrough: Interaction = async (page, settle) => {
	for (let step = 0; step < 60; step += 1) {
		const atEnd = await page.evaluate(() => {
			// Instantly: the site scrolls smoothly, and a smooth step is a quarter done 100 ms later.
			window.scrollBy({ top: window.innerHeight, behavior: 'instant' });
			return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
		});
		await page.waitForTimeout(100);
		if (atEnd) break;
	}
	await settle();
	return [];
};

/**
 * Scrolls through the page, then opens the quick-buy widget where the page offers one (event
 * details on a site with quick buy), so its lazily loaded code is counted.
 */
export const scrollThroughAndBook: Interaction = async (page, settle) => {
	await scrollThrough(page, settle);
	const ticket = page.locator('[data-booking-mount] a').first();
	if ((await ticket.count()) === 0) return [];
	try {
		await ticket.click({ timeout: STEP_TIMEOUT });
		await page.getByRole('dialog').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
		await settle();
		return [];
	} catch (error) {
		return [
			`open the booking widget: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
		];
	}
};

/** The desktop dropdown toggle of an event-list filter, by its German label. */
const toggleOf = (page: Page, label: string) =>
	page.locator('summary', {
		has: page.locator('.filter-dropdown__label', { hasText: new RegExp(`^${label}$`) }),
	});

async function openCalendar(page: Page): Promise<void> {
	await toggleOf(page, 'Kalender').click({ timeout: STEP_TIMEOUT });
	await page.getByRole('grid').first().waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
	await page.keyboard.press('Escape');
}

async function loadSecondPage(page: Page): Promise<void> {
	const list = page.locator('[data-event-list-mount]');
	for (let step = 0; step < 60; step += 1) {
		// Jumping to the end may load several pages in a row before the next look.
		if (Number(await list.getAttribute('data-page')) >= 2) return;
		await page.evaluate(() =>
			window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
		);
		await page.waitForTimeout(250);
	}
	throw new Error('the list did not load page 2 on scrolling to its end');
}

async function chooseRoom(page: Page): Promise<void> {
	await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
	await toggleOf(page, 'Ort').click({ timeout: STEP_TIMEOUT });
	// The first link of a group is 'Alle'; the second is a room.
	await page
		.getByRole('group', { name: 'Ort' })
		.getByRole('link')
		.nth(1)
		.click({ timeout: STEP_TIMEOUT });
	await page.waitForURL(/[?&]room=\d+/, { timeout: STEP_TIMEOUT });
}

/**
 * On the event list (German, desktop width): wait for the island to hydrate, open the calendar,
 * scroll until page 2 has loaded, then choose a location — each step followed by a settle.
 */
export const useEventList: Interaction = async (page, settle) => {
	const failures: string[] = [];
	try {
		await page
			.locator('[data-event-list-page][data-hydrated]')
			.waitFor({ state: 'attached', timeout: STEP_TIMEOUT });
	} catch {
		return ['the event-list island did not hydrate'];
	}
	const steps: [string, (page: Page) => Promise<void>][] = [
		['open the calendar', openCalendar],
		['scroll to load page 2', loadSecondPage],
		['choose a location', chooseRoom],
	];
	for (const [name, step] of steps) {
		try {
			await step(page);
			await settle();
		} catch (error) {
			failures.push(
				`${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
			);
		}
	}
	return failures;
};
