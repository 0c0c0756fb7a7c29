import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
	ArticleDetailSchema,
	ArticleListSchema,
	CalendarSchema,
	CmsPageSchema,
	EventDetailSchema,
	EventListSchema,
	EventTeaserListSchema,
	FilterOptionListSchema,
	FormSchema,
	NavigationSchema,
	PersonDetailSchema,
	PersonListSchema,
	ProductionDetailSchema,
	ProductionListSchema,
	SearchResultSchema,
	SeriesDetailSchema,
	SiteSettingsSchema,
	VenueDetailSchema,
	VenueListSchema,
	type NavEntry,
} from '../../../src/lib/contract/index.ts';
import { createBackend } from '../../../src/backend/app.ts';
import { loadDemoPack } from '../../../src/backend/demo-loader.ts';
import { seeds } from '../../../demo/seed/index.ts';
import { NOW, tempDataDir } from './harness.ts';

const SITES = ['castle', 'region'] as const;

async function open(site: (typeof SITES)[number], dataDir = tempDataDir()) {
	const backend = await createBackend({ dataDir, site, now: () => NOW, content: loadDemoPack });
	const get = async <S extends z.ZodType>(path: string, schema: S): Promise<z.output<S>> => {
		const response = await backend.app.request(path);
		expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
		return schema.parse(await response.json());
	};
	return { backend, get };
}

describe.each(SITES)('the %s deployment with its real seed', (site) => {
	it('lists at least 40 upcoming events, ten per page, with details', async () => {
		const { backend, get } = await open(site);
		try {
			const page = await get('/de/api/events/?page=1', EventListSchema);
			expect(page.results).toHaveLength(10);
			expect(page.count).toBeGreaterThanOrEqual(40);
			const first = page.results[0];
			if (!first) throw new Error('no events');
			await get(`/de/api/events/${first.id}/`, EventDetailSchema);
			await get(`/en/api/events/${first.id}/`, EventDetailSchema);
			await get('/api/calendar/', CalendarSchema);
			await get('/de/api/teasers/', EventTeaserListSchema);
		} finally {
			await backend.close();
		}
	});

	it('answers every list and the first detail of each in both languages', async () => {
		const { backend, get } = await open(site);
		try {
			for (const locale of ['de', 'en'] as const) {
				for (const options of [
					'rooms',
					'exhibition-types',
					'event-tags',
					'series',
					'genres',
					'seasons',
					'production-tags',
				]) {
					await get(`/${locale}/api/${options}/`, FilterOptionListSchema);
				}
				const productions = await get(`/${locale}/api/productions/`, ProductionListSchema);
				for (const production of productions.results.slice(0, 3)) {
					await get(`/${locale}/api/productions/${production.id}/`, ProductionDetailSchema);
				}
				const articles = await get(`/${locale}/api/articles/`, ArticleListSchema);
				for (const article of articles.results.slice(0, 3)) {
					await get(`/${locale}/api/articles/${article.id}/`, ArticleDetailSchema);
				}
				const persons = await get(`/${locale}/api/persons/`, PersonListSchema);
				for (const person of persons.results.slice(0, 3)) {
					await get(`/${locale}/api/persons/${person.id}/`, PersonDetailSchema);
				}
				const venues = await get(`/${locale}/api/venues/`, VenueListSchema);
				for (const venue of venues.results.slice(0, 3)) {
					await get(`/${locale}/api/venues/${venue.id}/`, VenueDetailSchema);
				}
				const series = await get(`/${locale}/api/series/`, FilterOptionListSchema);
				for (const entry of series.slice(0, 3)) {
					const response = await backend.app.request(`/${locale}/api/series/${entry.id}/`);
					if (response.status === 200) SeriesDetailSchema.parse(await response.json());
				}
				await get(`/pageeditor-api/page/${locale}`, CmsPageSchema);
				await get('/pageeditor-api/settings', SiteSettingsSchema);
				const nav = await get(`/${locale}/api/nav/`, NavigationSchema);
				expect(nav.menu.length).toBeGreaterThan(0);
			}
		} finally {
			await backend.close();
		}
	});

	it('serves every CMS page linked from the navigation', async () => {
		const { backend } = await open(site);
		try {
			const urls = new Set<string>();
			const collect = (entries: NavEntry[]) => {
				for (const entry of entries) {
					if (entry.url.startsWith('/de') || entry.url.startsWith('/en')) urls.add(entry.url);
					collect(entry.children);
				}
			};
			for (const locale of ['de', 'en']) {
				const nav = NavigationSchema.parse(
					await (await backend.app.request(`/${locale}/api/nav/`)).json(),
				);
				collect([...nav.menu, ...nav.secondary_menu, ...nav.footer]);
			}
			const pages = await (
				await backend.app.request('/de/pageeditor-api/pages/?page_size=500')
			).json();
			const pagePaths = new Set<string>(
				(pages.results as { urls: Record<string, string> }[]).flatMap((page) =>
					Object.values(page.urls),
				),
			);
			for (const url of urls) {
				if (!pagePaths.has(url.replace(/\/$/, '')) && !pagePaths.has(url)) continue;
				const response = await backend.app.request(`/pageeditor-api/page${url}`);
				expect(response.status, url).toBe(200);
			}
		} finally {
			await backend.close();
		}
	});

	it('answers form definitions', async () => {
		const { backend, get } = await open(site);
		try {
			const bundle = seeds[site](NOW);
			for (const form of bundle.forms) await get(`/de/api/forms/${form.de.id}/`, FormSchema);
		} finally {
			await backend.close();
		}
	});
});

describe('search over the real castle seed', () => {
	it("finds 'Führung' with 'fuhr'", async () => {
		const { backend, get } = await open('castle');
		try {
			const result = await get('/de/api/search/?query=fuhr', SearchResultSchema);
			const titles = [...result.events.results, ...result.others.results]
				.map((hit) => hit.title)
				.join(' | ');
			expect(result.events.count + result.others.count, titles).toBeGreaterThan(0);
			expect(titles.toLowerCase()).toContain('führung');
		} finally {
			await backend.close();
		}
	});
});

describe('both real deployments in one data dir', () => {
	it('seeds each site once, independently', async () => {
		const dataDir = tempDataDir();
		const castle = await open('castle', dataDir);
		const castleHome = await castle.get('/pageeditor-api/page/de', CmsPageSchema);
		await castle.backend.close();
		const region = await open('region', dataDir);
		const regionHome = await region.get('/pageeditor-api/page/de', CmsPageSchema);
		await region.backend.close();
		expect(regionHome.title).not.toBe(castleHome.title);
	});
});

describe('media files', () => {
	it('serves the demo images the seed refers to', async () => {
		const { backend, get } = await open('castle');
		try {
			const page = await get('/de/api/events/?page=1', EventListSchema);
			const image = page.results.find((event) => event.image_obj)?.image_obj;
			if (!image) throw new Error('the seed has no event image');
			const response = await backend.app.request(image.variants[0]?.url ?? image.url);
			expect(response.status).toBe(200);
			expect(response.headers.get('content-type')).toMatch(/^image\//);
			const missing = await backend.app.request('/media/uploads/missing.png');
			expect(missing.status).toBe(404);
		} finally {
			await backend.close();
		}
	});
});
