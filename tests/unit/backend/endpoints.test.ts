import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
	AlertListSchema,
	ArticleCategoryListSchema,
	ArticleDetailSchema,
	ArticleListSchema,
	ArticleTeaserSchema,
	AutocompleteSchema,
	CalendarSchema,
	CmsPageSchema,
	ContainerSchema,
	ErrorHtmlSchema,
	EventDetailSchema,
	EventListSchema,
	EventTeaserListSchema,
	ExampleSchema,
	FilterOptionListSchema,
	FormSchema,
	LoginStateSchema,
	NavigationSchema,
	OpeningHoursTodaySchema,
	PersonCategorySchema,
	PersonDetailSchema,
	PersonListSchema,
	ProductionDetailSchema,
	ProductionListItemSchema,
	ProductionListSchema,
	RedirectListSchema,
	SearchPageSchema,
	SearchResultSchema,
	SeriesDetailSchema,
	SiteSettingsSchema,
	TagListSchema,
	UserDetailsSchema,
	VenueDetailSchema,
	VenueListSchema,
	pagedSchema,
	AlertSchema,
} from '../../../src/lib/contract/index.ts';
import { RedirectEntrySchema } from '../../../src/backend/content/kinds.ts';
import { parsed, startBackend } from './harness.ts';

const ENDPOINTS: [path: string, schema: z.ZodType][] = [
	['/de/api/user-details/', UserDetailsSchema],
	['/api/user', LoginStateSchema],
	['/de/api/nav', NavigationSchema],
	['/pageeditor-api/page/de', CmsPageSchema],
	['/pageeditor-api/page/en/about/team-history', CmsPageSchema],
	['/en/pageeditor-api/page/about/team-history', CmsPageSchema],
	['/pageeditor-api/container/by-slug/intro', ContainerSchema],
	['/de/pageeditor-api/redirect', RedirectListSchema],
	['/pageeditor-api/settings', SiteSettingsSchema],
	['/api/forms/1/', FormSchema],
	['/de/api/forms/', pagedSchema(FormSchema)],
	['/api/html/?file=404', ErrorHtmlSchema],
	['/api/opening-hours-today/', OpeningHoursTodaySchema],
	['/api/search/?query=schloss', SearchResultSchema],
	['/api/search/autocomplete/?query=sch', AutocompleteSchema],
	['/api/search/events/?query=schloss&page=1', SearchPageSchema],
	['/api/search/others/?query=schloss&page=1', SearchPageSchema],
	['/api/breaking-news/', AlertListSchema],
	['/api/article-categories/', ArticleCategoryListSchema],
	['/api/seasons/', FilterOptionListSchema],
	['/api/exhibition-types/', FilterOptionListSchema],
	['/api/event-tags/', FilterOptionListSchema],
	['/api/series/', FilterOptionListSchema],
	['/api/rooms/', FilterOptionListSchema],
	['/api/genres/', FilterOptionListSchema],
	['/api/production-tags/', FilterOptionListSchema],
	['/api/calendar/?date=2026-12-01', CalendarSchema],
	['/de/api/teasers/', EventTeaserListSchema],
	['/de/api/events/', EventListSchema],
	['/de/api/events/1/', EventDetailSchema],
	['/de/api/productions/', ProductionListSchema],
	['/de/api/productions/?season=51&anything=1', z.array(ProductionListItemSchema)],
	['/de/api/productions/1/', ProductionDetailSchema],
	['/de/api/articles-teaser/', ArticleTeaserSchema],
	['/de/api/articles/?category=71&page=1', ArticleListSchema],
	['/de/api/articles/1/', ArticleDetailSchema],
	['/de/api/article-tags/', TagListSchema],
	['/de/api/persons/', PersonListSchema],
	['/de/api/persons/1/', PersonDetailSchema],
	['/api/person-categories/', z.array(PersonCategorySchema)],
	['/de/api/venues/', VenueListSchema],
	['/de/api/venues/1/', VenueDetailSchema],
	['/de/api/series/31/', SeriesDetailSchema],
	['/de/api/example', ExampleSchema],
	['/de/api/alerts/', pagedSchema(AlertSchema)],
	['/api/redirects/', pagedSchema(RedirectEntrySchema)],
	['/de/pageeditor-api/pages/', pagedSchema(CmsPageSchema)],
	['/de/pageeditor-api/pages/1/', CmsPageSchema],
	['/pageeditor-api/headline/101/', ContainerSchema],
];

describe('every endpoint answers its contract shape', () => {
	it.each(ENDPOINTS)('GET %s', async (path, schema) => {
		const backend = await startBackend();
		const response = await backend.request(path);
		expect(response.status, await response.clone().text()).toBe(200);
		expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
		const result = schema.safeParse(await response.json());
		expect(result.success, JSON.stringify(result.error?.issues[0])).toBe(true);
	});

	it('serves each call with and without a trailing slash and under both locale prefixes', async () => {
		const backend = await startBackend();
		for (const path of ['/api/rooms', '/api/rooms/', '/de/api/rooms', '/en/api/rooms/']) {
			expect((await backend.request(path)).status, path).toBe(200);
		}
		const german = await (await backend.request('/de/api/rooms/')).json();
		const english = await (await backend.request('/en/api/rooms/')).json();
		expect(german[0].name).toBe('Rittersaal');
		expect(english[0].name).toBe('Knights hall');
	});

	it('picks the language of un-prefixed calls from ?lang, then Accept-Language, else German', async () => {
		const backend = await startBackend();
		const name = async (path: string, headers: Record<string, string> = {}) =>
			((await (await backend.request(path, { headers })).json()) as { name: string }[])[0]?.name;
		expect(await name('/api/rooms/')).toBe('Rittersaal');
		expect(await name('/api/rooms/?lang=en')).toBe('Knights hall');
		expect(await name('/api/rooms/', { 'accept-language': 'fr;q=1, en-GB;q=0.8, de;q=0.5' })).toBe(
			'Knights hall',
		);
		expect(await name('/api/rooms/', { 'accept-language': 'fr' })).toBe('Rittersaal');
	});

	it('answers the custom error HTML only for configured codes', async () => {
		const backend = await startBackend();
		expect((await backend.request('/api/html/?file=500')).status).toBe(404);
		const bad = await backend.request('/api/html/?file=abc');
		expect(bad.status).toBe(400);
		expect(await bad.json()).toMatchObject({ field: 'file' });
	});

	it("answers today's weekday hours in Berlin, with today's exceptions", async () => {
		const tuesday = await startBackend();
		const today = await parsed(
			await tuesday.request('/api/opening-hours-today/'),
			OpeningHoursTodaySchema,
		);
		expect(today.opening_hours[0]?.time_from).toBe('10:00');
		expect(today.opening_hours_exceptions).toEqual([]);
		// 23:30 UTC on 23 December is already Christmas Eve in Berlin.
		const christmasEve = await startBackend({ now: new Date('2026-12-23T23:30:00Z') });
		const answer = await parsed(
			await christmasEve.request('/api/opening-hours-today/'),
			OpeningHoursTodaySchema,
		);
		expect(answer.opening_hours_exceptions[0]?.alternative_text).toBe('Heiligabend');
		expect(answer.opening_hours[0]?.time_from).toBe('10:00');
	});

	it('appends the e-mail confirmation field to forms with an e-mail field', async () => {
		const backend = await startBackend();
		const form = FormSchema.parse(await (await backend.request('/en/api/forms/1/')).json());
		const last = form.fields.at(-1);
		expect(last).toMatchObject({ slug: 'email2', field_type: 'emailconfirm', required: true });
	});

	it('features the configured article in the magazine teaser', async () => {
		const backend = await startBackend();
		const teaser = ArticleTeaserSchema.parse(
			await (await backend.request('/de/api/articles-teaser/')).json(),
		);
		expect(teaser?.id).toBe(2);
	});
});
