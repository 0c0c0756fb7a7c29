import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { declineConsent } from './consent.ts';
import { loginAsStaff } from './staff.ts';

// The cookie banner, which appears once the user details answer, would cover links these tests
// click (at 1280 × 720 it lies over the production filters). Both sites share the host.
test.beforeEach(async ({ context }) => declineConsent(context, CASTLE_URL));

/** A long German or English date as the facts show it; the demo content's dates move with today. */
const LONG_DATE = {
	de: /(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-ZÄÖÜ][a-zä]+ \d{4}/,
	en: /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2} [A-Z][a-z]+ \d{4}/,
};

/** The start day of an event as the event list's `date` query (dd-mm-yyyy), from the back end. */
async function listDateOf(request: APIRequestContext, base: string, id: number): Promise<string> {
	const response = await request.get(`${base}/de/api/events/${id}/`);
	const { date_start } = (await response.json()) as { date_start: string };
	const [year, month, day] = date_start.slice(0, 10).split('-');
	return `${day}-${month}-${year}`;
}

/** The names of the detail sections on the page, in document order (`section-{name}` ids). */
async function sectionNames(page: Page): Promise<string[]> {
	const ids = await page
		.locator('main section[aria-labelledby^="section-"]')
		.evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
	return ids.map((id) => (id ?? '').replace('section-', ''));
}

test.describe('event detail', () => {
	test('in German: date, time with " Uhr", prices per SPEC §9 and the ticket button', async ({
		page,
	}) => {
		const response = await page.goto('/de/events/goldberg-variationen/1038');
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Goldberg-Variationen bei Kerzenlicht',
		);
		const facts = page.getByRole('region', { name: 'Auf einen Blick' });
		await expect(facts).toContainText(LONG_DATE.de);
		await expect(facts).toContainText('19:30 Uhr');
		await expect(facts).toContainText(/18\s€ – 38\s€/);
		await expect(facts.getByRole('link', { name: 'Festsaal', exact: true })).toHaveAttribute(
			'href',
			'/de/venues/schloss-ravensau/11',
		);
		const tickets = page.getByRole('main').getByRole('link', { name: 'Tickets kaufen' });
		await expect(tickets).toHaveAttribute('href', '/webshop/events/247266');
		// The castle has quick buy: the booking widget finds the event here.
		await expect(page.locator('[data-booking-mount]')).toHaveAttribute('data-id-jet', '247266');
		await expect(page.getByRole('navigation', { name: 'Sie befinden sich hier' })).toContainText(
			'Veranstaltungen',
		);
	});

	test('in English: the time without " Uhr", English labels and the other language linked', async ({
		page,
	}) => {
		const response = await page.goto('/en/events/goldberg-variations/1038');
		expect(response?.status()).toBe(200);
		const facts = page.getByRole('region', { name: 'At a glance' });
		await expect(facts).toContainText(LONG_DATE.en);
		await expect(facts).toContainText('19:30');
		await expect(facts).not.toContainText('Uhr');
		await expect(page.getByRole('main').getByRole('link', { name: 'Buy tickets' })).toBeVisible();
		await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute(
			'href',
			/\/de\/events\/goldberg-variationen\/1038$/,
		);
	});

	test('sections follow the castle order and leave out what the castle does not show', async ({
		page,
	}) => {
		await page.goto('/de/events/goldberg-variationen/1038');
		expect(await sectionNames(page)).toEqual([
			'access',
			'description',
			'programs',
			'sponsors',
			'importantInfo',
			'imageSlider',
			'video',
			'events',
			'blog',
		]);
		// The palace's access information, each feature named beside its (decorative) icon.
		const access = page.getByRole('region', { name: 'Barrierefreiheit' }).getByRole('listitem');
		await expect(access.filter({ hasText: 'Stufenloser Zugang' })).toHaveCount(1);
		await expect(access.filter({ hasText: 'Induktionsschleife' })).toHaveCount(1);
		await expect(access.locator('svg[aria-hidden="true"]')).toHaveCount(await access.count());
		// This tour has a contributor, but contributors are a regional-site section.
		await page.goto('/de/events/kuratorinnenfuehrung-weisses-gold/1021');
		const names = await sectionNames(page);
		expect(names).toContain('openingHours');
		expect(names).not.toContain('contributors');
	});

	test('the regional site adds contributors and promoter in its own order', async ({ page }) => {
		const response = await page.goto(`${REGION_URL}/de/events/nathan-der-weise/1001`);
		expect(response?.status()).toBe(200);
		expect(await sectionNames(page)).toEqual([
			'access',
			'description',
			'contributors',
			'promoter',
			'sponsors',
			'importantInfo',
			'imageSlider',
			'video',
			'events',
			'blog',
		]);
		await expect(page.getByRole('heading', { name: 'Mitwirkende' })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Reinhard Kaspari' })).toHaveAttribute(
			'href',
			'/de/team/reinhard-kaspari/401',
		);
		// No quick buy on the regional site: a plain link to the webshop.
		await expect(
			page.getByRole('main').getByRole('link', { name: 'Tickets kaufen' }),
		).toBeVisible();
		await expect(page.locator('[data-booking-mount]')).toHaveCount(0);
	});

	test('a free event without seat groups has no ticket button', async ({ page }) => {
		await page.goto('/de/events/gartenspaziergang/1032');
		await expect(page.getByRole('region', { name: 'Auf einen Blick' })).toContainText(
			'Eintritt frei',
		);
		await expect(page.getByRole('link', { name: 'Tickets kaufen' })).toHaveCount(0);
	});

	test('a sold-out event says so instead of offering tickets', async ({ page }) => {
		await page.goto('/de/events/tafelmusik-hofkapelle/1039');
		await expect(page.getByText('Diese Veranstaltung ist ausverkauft.')).toBeVisible();
		await expect(page.getByRole('link', { name: 'Tickets kaufen' })).toHaveCount(0);
	});

	test('the video waits for consent; its button loads it at once and moves focus into it', async ({
		page,
	}) => {
		// The provider is never reached from a test.
		await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
		await page.goto('/de/events/goldberg-variationen/1038');
		const video = page.getByRole('region', { name: 'Video' });
		const load = video.getByRole('button', { name: 'Externe Inhalte laden' });
		await expect(load).toBeVisible();
		await expect(video.locator('iframe')).toHaveCount(0);
		// The code that swaps the player in loads on this first click (embed-loader.ts).
		await load.click();
		await expect(video.locator('iframe')).toBeFocused();
		await expect(load).toHaveCount(0);
		// Its permissions and referrer policy come with the activation (consent-embeds.ts).
		await expect(video.locator('iframe')).toHaveAttribute('allow', /fullscreen/);
		await expect(video.locator('iframe')).toHaveAttribute('allowfullscreen', '');
		await expect(video.locator('iframe')).toHaveAttribute(
			'referrerpolicy',
			'strict-origin-when-cross-origin',
		);
	});

	test('unknown ids answer 404, another slug is redirected to the event’s own', async ({
		request,
	}) => {
		expect((await request.get('/de/events/etwas/99999')).status()).toBe(404);
		expect((await request.get('/en/events/something/not-a-number')).status()).toBe(404);
		const moved = await request.get('/de/events/alter-name/1038', { maxRedirects: 0 });
		expect(moved.status()).toBe(301);
		expect(moved.headers()['location']).toBe('/de/events/goldberg-variationen/1038');
	});

	test('staff see the edit link; visitors never do', async ({ page }) => {
		await page.goto('/de/events/goldberg-variationen/1038');
		await expect(page.getByRole('link', { name: 'Im Backend bearbeiten' })).toHaveCount(0);
		await loginAsStaff(page.request, 'detail-editor');
		await page.goto('/de/events/goldberg-variationen/1038');
		await expect(page.getByRole('link', { name: 'Im Backend bearbeiten' })).toHaveAttribute(
			'href',
			'/cms-hub/events/1038/change',
		);
	});
});

test.describe('event list', () => {
	test('groups the coming events by day and pages without JavaScript', async ({ browser }) => {
		// With JavaScript the island loads further pages in place (tests/e2e/event-list.spec.ts).
		const context = await browser.newContext({ javaScriptEnabled: false, baseURL: CASTLE_URL });
		const page = await context.newPage();
		const response = await page.goto('/de/events');
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veranstaltungen');
		const days = page.locator('.event-day h2');
		await expect(days.first()).toHaveText(
			/^(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag), \d{1,2}\. [A-ZÄÖÜ][a-zä]+/,
		);
		await expect(page.locator('.event-day article')).toHaveCount(10);
		await expect(page.locator('.event-day article').first()).toContainText('Uhr');
		const mount = page.locator('[data-event-list-mount]');
		await expect(mount).toHaveAttribute('data-page', '1');
		await expect(mount).toHaveAttribute('data-locale', 'de');

		const firstLink = page.locator('.event-day h3 a').first();
		const firstOnPageOne = await firstLink.getAttribute('href');
		await page.getByRole('link', { name: 'Weitere Veranstaltungen' }).click();
		await expect(page).toHaveURL(/\/de\/events\?page=2$/);
		await expect(mount).toHaveAttribute('data-page', '2');
		expect(await firstLink.getAttribute('href')).not.toBe(firstOnPageOne);
		await context.close();
	});

	test('marks sold-out events on their card', async ({ page, request }) => {
		const date = await listDateOf(request, REGION_URL, 1010);
		await page.goto(`${REGION_URL}/de/events?date=${date}`);
		const card = page.locator('.event-day article', { hasText: 'Woyzeck – Premiere' });
		await expect(card).toContainText('Ausverkauft');
		await expect(card.getByRole('link', { name: 'Woyzeck – Premiere' })).toHaveAttribute(
			'href',
			'/de/events/woyzeck-premiere/1010',
		);
	});

	test('a valid filter narrows the list and can be removed', async ({ page, request }) => {
		const api = await request.get('/de/api/events/?type=konzert');
		const { count } = (await api.json()) as { count: number };
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(10);
		await page.goto('/de/events?type=konzert');
		await expect(page.locator('.event-day article')).toHaveCount(count);
		await page.getByRole('link', { name: 'Filter entfernen: Konzert' }).click();
		await expect(page).toHaveURL(/\/de\/events$/);
		await expect(page.locator('.event-day article')).toHaveCount(10);
	});

	test('invalid query values are redirected to the plain list (SPEC §5)', async ({ request }) => {
		for (const query of ['date=31-02-2026', 'date=2026-12-05', 'room=festsaal', 'tag=1.5']) {
			const response = await request.get(`/de/events?${query}`, { maxRedirects: 0 });
			expect(response.status(), query).toBe(302);
			expect(response.headers()['location'], query).toBe('/de/events');
		}
	});

	test('a day without events says so in English', async ({ page }) => {
		await page.goto('/en/events?date=01-01-2099');
		await expect(page.getByText('Unfortunately, there are no upcoming events.')).toBeVisible();
	});
});

test.describe('productions', () => {
	test('a filter link narrows the list and is marked as chosen', async ({ page, request }) => {
		const response = await page.goto('/de/produktionen');
		expect(response?.status()).toBe(200);
		const cards = page.locator('.productions__grid > li');
		const all = await cards.count();
		const seasons = page.getByRole('group', { name: 'Saison' }).getByRole('link');
		// The later season: announced, so it has fewer productions than all of them.
		const later = seasons.last();
		const name = (await later.textContent())?.trim() ?? '';
		await later.click();
		await expect(page).toHaveURL(/\/de\/produktionen\?season=\d+$/);
		const season = new URL(page.url()).searchParams.get('season');
		const api = await request.get(`/de/api/productions/?season=${season}`);
		const { count } = (await api.json()) as { count: number };
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(all);
		await expect(cards).toHaveCount(count);
		await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
			'aria-current',
			'true',
		);
	});

	test('a production shows its dates and the "Dates and Tickets" button to its dates', async ({
		page,
	}) => {
		for (const [path, label] of [
			['/de/produktionen/weisses-gold/101', 'Termine und Tickets'],
			['/en/productions/white-gold/101', 'Dates and Tickets'],
		] as const) {
			const response = await page.goto(path);
			expect(response?.status(), path).toBe(200);
			await expect(page.getByRole('main').getByRole('link', { name: label })).toHaveAttribute(
				'href',
				'#datesAndTickets',
			);
			await expect(page.locator('#datesAndTickets')).toContainText(label);
		}
	});

	test('each language answers only under its own prefix', async ({ request }) => {
		expect((await request.get('/en/produktionen/weisses-gold/101')).status()).toBe(404);
		expect((await request.get('/de/productions/white-gold/101')).status()).toBe(404);
		expect((await request.get('/en/produktionen')).status()).toBe(404);
		expect((await request.get('/de/produktionen/weisses-gold/99999')).status()).toBe(404);
	});

	test('an invalid filter value is redirected to the plain list', async ({ request }) => {
		const response = await request.get('/de/produktionen?season=saison', { maxRedirects: 0 });
		expect(response.status()).toBe(302);
		expect(response.headers()['location']).toBe('/de/produktionen');
	});
});

test.describe('venues and series', () => {
	const pages = [
		['/de/venues/schloss-ravensau/11', 'Schloss Ravensau'],
		['/en/venues/ravensau-palace/11', 'Ravensau Palace'],
		['/de/series/konzerte-im-festsaal/21', 'Konzerte im Festsaal'],
		['/en/series/concerts-in-the-great-hall/21', 'Concerts in the Great Hall'],
		['/de/series/21', 'Konzerte im Festsaal'],
		['/de/produktionen/ordnung-und-wildnis/103', 'Ordnung und Wildnis'],
		['/en/productions/order-and-wilderness/103', 'Order and Wilderness'],
	] as const;

	for (const [path, headline] of pages) {
		test(`${path} answers with its page`, async ({ page }) => {
			const response = await page.goto(path);
			expect(response?.status()).toBe(200);
			await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
			await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
			await expect(page.locator('main img').first()).toHaveAttribute('width', /\d+/);
		});
	}

	test('a venue links its address to a map in a new tab and lists what is coming', async ({
		page,
	}) => {
		await page.goto('/de/venues/schloss-ravensau/11');
		const map = page.getByRole('link', { name: /Auf der Karte zeigen/ });
		await expect(map).toHaveAttribute('target', '_blank');
		await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
		await expect(page.locator('address')).toContainText('Schlossplatz 1');
		await expect(page.getByRole('heading', { name: 'Demnächst hier' })).toBeVisible();
		await expect(page.getByText(/^Geöffnet (ab|bis) \d{2}:\d{2} Uhr$|^Geschlossen$/)).toBeVisible();
	});

	// The venue is open 10:00–17:00 (demo content). The page was rendered at the server's time
	// (prebuilt at the build's, or on demand once an earlier test's edit made it stale); the
	// visitor's clock is set to other times of day, three of which the server's cannot all share.
	for (const [path, berlinTime, label] of [
		['/de/venues/schloss-ravensau/11', '09:15', 'Geöffnet ab 10:00 Uhr'],
		['/de/venues/schloss-ravensau/11', '16:59', 'Geöffnet bis 17:00 Uhr'],
		['/de/venues/schloss-ravensau/11', '17:00', 'Geschlossen'],
		['/en/venues/ravensau-palace/11', '12:30', 'Open until 17:00'],
	] as const) {
		test(`a venue page's opening hours tell the visitor's time, not the server's: ${path} at ${berlinTime}`, async ({
			page,
		}) => {
			// 2026-12-05 is in winter: Berlin is UTC+1.
			await page.clock.setFixedTime(new Date(`2026-12-05T${berlinTime}:00+01:00`));
			await page.goto(path);
			const hours = page.locator('[data-opening-hours]');
			await expect(hours.locator('[data-opening-label]')).toHaveText(label);
			await expect(hours).toHaveAttribute(
				'data-state',
				label === 'Geschlossen' ? 'closed' : /^open/,
			);
		});
	}

	test('unknown series and venues answer 404', async ({ request }) => {
		expect((await request.get('/de/series/99999')).status()).toBe(404);
		expect((await request.get('/en/venues/nowhere/99999')).status()).toBe(404);
	});
});
