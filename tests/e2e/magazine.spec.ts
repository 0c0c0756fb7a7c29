import { expect, test, type Page } from '@playwright/test';
import { ARTICLES_PER_PAGE } from '../../src/views/magazine/paging.ts';
import { CASTLE_URL, REGION_URL } from './servers.ts';
import { declineConsent } from './consent.ts';

// The cookie banner, appearing once the user details answer, would cover links these tests click.
test.beforeEach(async ({ context }) => declineConsent(context, CASTLE_URL));

/** The article links of the cards on the current page (featured article first). */
async function articleLinks(page: Page, locale: 'de' | 'en'): Promise<string[]> {
	const links = page.locator(`main article h2 a, main article h3 a`);
	const hrefs = await links.evaluateAll((anchors) =>
		anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
	);
	return hrefs.filter((href) => new RegExp(`^/${locale}/magazine/[^/]+/\\d+$`).test(href));
}

test.describe('magazine list', () => {
	for (const [locale, labels] of [
		['de', { nav: 'Magazin', all: 'Alle', topics: 'Alle #Themen', categories: 'Kategorien' }],
		['en', { nav: 'Magazine', all: 'All', topics: 'All #Topics', categories: 'Categories' }],
	] as const) {
		test(`shows tabs, category links and article cards that open (${locale})`, async ({ page }) => {
			const response = await page.goto(`/${locale}/magazine`);
			expect(response?.status()).toBe(200);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(labels.nav);

			const nav = page.getByRole('navigation', { name: labels.nav, exact: true });
			const allTab = nav.getByRole('link', { name: labels.all, exact: true });
			await expect(allTab).toHaveAttribute('href', `/${locale}/magazine`);
			await expect(allTab).toHaveAttribute('aria-current', 'page');
			await expect(nav.getByRole('link', { name: labels.topics })).toHaveAttribute(
				'href',
				`/${locale}/magazine/tags`,
			);
			const categoryLinks = nav.getByRole('group', { name: labels.categories }).getByRole('link');
			expect(await categoryLinks.count()).toBeGreaterThan(0);
			await expect(categoryLinks.first()).toHaveAttribute(
				'href',
				new RegExp(`^/${locale}/magazine/categories/[a-z0-9-]+/\\d+$`),
			);

			const links = await articleLinks(page, locale);
			expect(links.length).toBeGreaterThan(1);
			const title = await page.locator(`main article a[href="${links[1]}"]`).first().innerText();
			const article = await page.goto(links[1] ?? '');
			expect(article?.status()).toBe(200);
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
		});
	}

	test('page 2 is a plain link that works without JavaScript', async ({ browser }) => {
		const context = await browser.newContext({ javaScriptEnabled: false });
		const page = await context.newPage();
		await page.goto('/de/magazine');
		const firstPage = await articleLinks(page, 'de');
		await page
			.getByRole('navigation', { name: 'Seiten' })
			.getByRole('link', { name: 'Nächste Seite' })
			.click();
		await expect(page).toHaveURL(/\/de\/magazine\/page\/2$/);
		await expect(page.getByRole('heading', { level: 2, name: 'Seite 2' })).toBeVisible();
		const secondPage = await articleLinks(page, 'de');
		expect(secondPage.length).toBeGreaterThan(0);
		expect(secondPage.filter((href) => firstPage.includes(href))).toEqual([]);
		await expect(page.getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
			'href',
			'/de/magazine',
		);
		await context.close();
	});

	test('a page past the end answers 404', async ({ page }) => {
		const response = await page.goto('/de/magazine/page/999');
		expect(response?.status()).toBe(404);
	});
});

test.describe('topics and categories', () => {
	test("'All #Topics' lists the topics and a topic narrows the articles to it", async ({
		page,
		request,
	}) => {
		const total = ((await (await request.get('/de/api/articles/')).json()) as { count: number })
			.count;
		await page.goto('/de/magazine');
		await page.getByRole('link', { name: 'Alle #Themen' }).click();
		await expect(page).toHaveURL(/\/de\/magazine\/tags$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle #Themen');

		const topic = page.locator('main a[href^="/de/magazine/tags/"]').first();
		const topicText = await topic.innerText();
		const count = Number(/(\d+) Beitr/.exec(topicText)?.[1]);
		const name = topicText.split('\n')[0]?.replace('#', '').trim() ?? '';
		expect(count).toBeGreaterThan(0);
		expect(count).toBeLessThan(total);

		await topic.click();
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${name}`);
		const links = await articleLinks(page, 'de');
		expect(links).toHaveLength(Math.min(count, ARTICLES_PER_PAGE));

		await page.goto(links[0] ?? '');
		await expect(page.getByRole('link', { name: `#${name}` })).toBeVisible();
	});

	test('a category page lists its articles and marks its link', async ({ page }) => {
		await page.goto('/de/magazine');
		const category = page.getByRole('group', { name: 'Kategorien' }).getByRole('link').first();
		const name = await category.innerText();
		const href = (await category.getAttribute('href')) ?? '';
		const response = await page.goto(href);
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		await expect(
			page.getByRole('group', { name: 'Kategorien' }).getByRole('link', { name }),
		).toHaveAttribute('aria-current', 'page');
		expect((await articleLinks(page, 'de')).length).toBeGreaterThan(0);
	});

	test('an unknown category answers 404', async ({ page }) => {
		const response = await page.goto('/de/magazine/categories/gibt-es-nicht/999999');
		expect(response?.status()).toBe(404);
	});
});

test.describe('article detail', () => {
	test('an unknown article id answers 404 in both languages', async ({ page }) => {
		expect((await page.goto('/de/magazine/gibt-es-nicht/999999'))?.status()).toBe(404);
		expect((await page.goto('/en/magazine/no-such-article/999999'))?.status()).toBe(404);
		expect((await page.goto('/de/magazine/gibt-es-nicht/abc'))?.status()).toBe(404);
	});

	test('shows the breadcrumb through its category and links the other language', async ({
		page,
	}) => {
		await page.goto('/de/magazine');
		const href = (await articleLinks(page, 'de'))[0] ?? '';
		await page.goto(href);
		const crumbs = page.getByRole('navigation', { name: 'Sie befinden sich hier' });
		await expect(crumbs.getByRole('link', { name: 'Magazin' })).toHaveAttribute(
			'href',
			'/de/magazine',
		);
		await expect(crumbs.getByRole('link', { name: /.+/ }).nth(2)).toHaveAttribute(
			'href',
			/^\/de\/magazine\/categories\//,
		);
		const english = await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href');
		expect(english).toMatch(/\/en\/magazine\/[^/]+\/\d+$/);
		expect((await page.goto(new URL(english ?? '').pathname))?.status()).toBe(200);
	});

	test('an article path the build did not generate is rendered on demand', async ({ page }) => {
		await page.goto('/de/magazine');
		const href = (await articleLinks(page, 'de'))[0] ?? '';
		const id = href.split('/').at(-1);
		const response = await page.goto(`/de/magazine/ein-anderer-slug/${id}`);
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
	});
});

test.describe('team', () => {
	test('groups persons by category and a person page names them in its h1', async ({ page }) => {
		const response = await page.goto('/de/team');
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');

		const groups = page.locator('main section[id^="team-"]');
		expect(await groups.count()).toBeGreaterThan(1);
		const group = groups.nth(1);
		const category = await group.getByRole('heading', { level: 2 }).innerText();
		const person = group.getByRole('link').first();
		const name = await person.innerText();

		await person.click();
		await expect(page).toHaveURL(/\/de\/team\/[a-z0-9-]+\/\d+$/);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		await expect(page.getByText(category, { exact: true })).toBeVisible();
		await expect(page.getByRole('link', { name: 'Zum ganzen Team' })).toHaveAttribute(
			'href',
			'/de/team',
		);
	});

	test('a person page answers 200 in English and 404 for an unknown id', async ({ page }) => {
		await page.goto('/en/team');
		const person = page.locator('main a[href^="/en/team/"]').first();
		const name = await person.innerText();
		const response = await page.goto((await person.getAttribute('href')) ?? '');
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
		expect((await page.goto('/en/team/nobody/999999'))?.status()).toBe(404);
	});
});

test.describe('the regional site', () => {
	test('has a magazine with articles', async ({ page }) => {
		const response = await page.goto(`${REGION_URL}/de/magazine`);
		expect(response?.status()).toBe(200);
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Magazin');
		expect((await articleLinks(page, 'de')).length).toBeGreaterThan(0);
	});
});
