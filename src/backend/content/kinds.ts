import { z } from 'zod';
import {
	AlertSchema,
	ArticleCategorySchema,
	ArticleDetailSchema,
	CmsPageSchema,
	ErrorHtmlSchema,
	EventDetailSchema,
	EventTeaserSchema,
	FilterOptionSchema,
	FormSchema,
	IdSchema,
	ModuleSchema,
	NavigationSchema,
	OpeningSlotSchema,
	PersonCategorySchema,
	PersonDetailSchema,
	ProductionDetailSchema,
	RedirectSchema,
	SeriesDetailSchema,
	SiteSettingsSchema,
	TagSchema,
	VenueDetailSchema,
} from '../../lib/contract/index.ts';

/** A stored redirect: the contract's entry plus the id the repository addresses it by. */
export const RedirectEntrySchema = RedirectSchema.extend({ id: IdSchema });
export type RedirectEntry = z.infer<typeof RedirectEntrySchema>;

/** The weekly opening hours plan of a site (seed type `OpeningHoursPlan`). */
export const OpeningHoursPlanSchema = z.object({
	weekly: z.object({
		1: z.array(OpeningSlotSchema),
		2: z.array(OpeningSlotSchema),
		3: z.array(OpeningSlotSchema),
		4: z.array(OpeningSlotSchema),
		5: z.array(OpeningSlotSchema),
		6: z.array(OpeningSlotSchema),
		7: z.array(OpeningSlotSchema),
	}),
	exceptions: z.record(z.iso.date(), z.array(OpeningSlotSchema)),
});
export type OpeningHoursPlanDoc = z.infer<typeof OpeningHoursPlanSchema>;

/** The schema every stored document of a kind is validated with before it is written. */
export const KIND_SCHEMAS = {
	page: CmsPageSchema,
	container: ModuleSchema,
	event: EventDetailSchema,
	teaser: EventTeaserSchema,
	production: ProductionDetailSchema,
	article: ArticleDetailSchema,
	'article-category': ArticleCategorySchema,
	'article-tag': TagSchema,
	person: PersonDetailSchema,
	'person-category': PersonCategorySchema,
	venue: VenueDetailSchema,
	series: SeriesDetailSchema,
	form: FormSchema,
	alert: AlertSchema,
	redirect: RedirectEntrySchema,
	'error-html': ErrorHtmlSchema,
	navigation: NavigationSchema,
	settings: SiteSettingsSchema,
	'opening-hours': OpeningHoursPlanSchema,
	room: FilterOptionSchema,
	'exhibition-type': FilterOptionSchema,
	'event-tag': FilterOptionSchema,
	'series-option': FilterOptionSchema,
	genre: FilterOptionSchema,
	season: FilterOptionSchema,
	'production-tag': FilterOptionSchema,
} as const;

export type Kind = keyof typeof KIND_SCHEMAS;
export type KindDocument<K extends Kind> = z.output<(typeof KIND_SCHEMAS)[K]>;

/** Locale value of documents that are the same in every language (settings, redirects, …). */
export const ANY_LOCALE = '';

/** Id of single-document kinds (navigation, settings, opening hours). */
export const SINGLETON_ID = 1;
