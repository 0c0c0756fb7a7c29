import { z } from 'zod';
import {
	ArticleCategoryListSchema,
	ArticleDetailSchema,
	ArticleListSchema,
	ArticleTeaserSchema,
	CalendarSchema,
	EventDetailSchema,
	EventListSchema,
	EventTeaserListSchema,
	FilterOptionListSchema,
	FormSchema,
	OpeningHoursTodaySchema,
	PersonDetailSchema,
	PersonListSchema,
	ProductionDetailSchema,
	ProductionListSchema,
	SearchPageSchema,
	SearchResultSchema,
	SeriesDetailSchema,
	TagListSchema,
	VenueDetailSchema,
	VenueListSchema,
	type ArticleQuery,
	type EventQuery,
	type ProductionQuery,
	type SearchCategory,
} from '../contract/index.ts';
import { cmsGet, query, type CmsContext } from './client.ts';

/** Typed reads of every content resource of SPEC §7, localised by `ctx.locale`. */

export const getEvents = (ctx: CmsContext, params: Partial<EventQuery> = {}) =>
	cmsGet(`/${ctx.locale}/api/events/${query(params)}`, EventListSchema, ctx);

export const getEvent = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/events/${id}/`, EventDetailSchema, ctx);

export const getEventTeasers = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/teasers/`, EventTeaserListSchema, ctx);

export const getCalendar = (
	ctx: CmsContext,
	params: { date?: string; room?: number; type?: string; tag?: number } = {},
) => cmsGet(`/${ctx.locale}/api/calendar/${query(params)}`, CalendarSchema, ctx);

/** The option lists of the event and production filters (SPEC §7). */
export const FILTER_OPTION_PATHS = {
	rooms: 'rooms',
	exhibitionTypes: 'exhibition-types',
	eventTags: 'event-tags',
	series: 'series',
	genres: 'genres',
	seasons: 'seasons',
	productionTags: 'production-tags',
} as const;

export const getFilterOptions = (ctx: CmsContext, kind: keyof typeof FILTER_OPTION_PATHS) =>
	cmsGet(`/${ctx.locale}/api/${FILTER_OPTION_PATHS[kind]}/`, FilterOptionListSchema, ctx);

export const getProductions = (ctx: CmsContext, params: Partial<ProductionQuery> = {}) =>
	cmsGet(`/${ctx.locale}/api/productions/${query(params)}`, ProductionListSchema, ctx);

export const getProduction = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/productions/${id}/`, ProductionDetailSchema, ctx);

export const getArticles = (ctx: CmsContext, params: Partial<ArticleQuery> = {}) =>
	cmsGet(`/${ctx.locale}/api/articles/${query(params)}`, ArticleListSchema, ctx);

export const getArticle = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/articles/${id}/`, ArticleDetailSchema, ctx);

export const getFeaturedArticle = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/articles-teaser/`, ArticleTeaserSchema, ctx);

/** Article categories; a failing call gives an empty list (SPEC §7). */
export const getArticleCategories = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/article-categories/`, ArticleCategoryListSchema, ctx).catch(
		(error: unknown) => {
			console.error('article categories failed', error);
			return [];
		},
	);

export const getArticleTags = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/article-tags/`, TagListSchema, ctx);

export const getPersons = (
	ctx: CmsContext,
	params: { category?: number; page?: number; page_size?: number } = {},
) => cmsGet(`/${ctx.locale}/api/persons/${query(params)}`, PersonListSchema, ctx);

export const getPerson = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/persons/${id}/`, PersonDetailSchema, ctx);

export const getVenues = (ctx: CmsContext, params: { page?: number; page_size?: number } = {}) =>
	cmsGet(`/${ctx.locale}/api/venues/${query(params)}`, VenueListSchema, ctx);

export const getVenue = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/venues/${id}/`, VenueDetailSchema, ctx);

export const getSeries = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/series/${id}/`, SeriesDetailSchema, ctx);

export const getForm = (ctx: CmsContext, id: number) =>
	cmsGet(`/${ctx.locale}/api/forms/${id}/`, FormSchema, ctx);

export const getOpeningHoursToday = (ctx: CmsContext) =>
	cmsGet(`/${ctx.locale}/api/opening-hours-today/`, OpeningHoursTodaySchema, ctx);

export const search = (ctx: CmsContext, text: string) =>
	cmsGet(`/${ctx.locale}/api/search/${query({ query: text })}`, SearchResultSchema, ctx);

export const searchCategory = (
	ctx: CmsContext,
	category: SearchCategory,
	text: string,
	page: number,
) =>
	cmsGet(
		`/${ctx.locale}/api/search/${category}/${query({ query: text, page })}`,
		SearchPageSchema,
		ctx,
	);

export const autocomplete = (ctx: CmsContext, text: string) =>
	cmsGet(
		`/${ctx.locale}/api/search/autocomplete/${query({ query: text.toLowerCase() })}`,
		z.array(z.string()),
		ctx,
	);
