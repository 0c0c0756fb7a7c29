import type {
	Alert,
	ArticleCategory,
	ArticleDetail,
	CmsPage,
	ErrorHtml,
	EventDetail,
	EventTeaser,
	FilterOption,
	Form,
	Locale,
	Navigation,
	OpeningSlot,
	PersonCategory,
	PersonDetail,
	ProductionDetail,
	Redirect,
	SeriesDetail,
	SiteSettings,
	Tag,
	VenueDetail,
} from '../../lib/contract/index.ts';

/** The same object in each site locale (same id in both). */
export type Localised<T> = Record<Locale, T>;

/** Weekly opening hours: slots per ISO weekday (1 = Monday … 7 = Sunday), and dated exceptions. */
export type OpeningHoursPlan = {
	weekly: Record<1 | 2 | 3 | 4 | 5 | 6 | 7, OpeningSlot[]>;
	/** yyyy-mm-dd → slots replacing the weekly ones on that day. */
	exceptions: Record<string, OpeningSlot[]>;
};

/**
 * Everything the demo back end is seeded with for one deployment. Objects are in contract shape
 * (detail shapes; list answers are the same objects parsed through the list schemas).
 */
export type SeedBundle = {
	site: 'castle' | 'region';
	pages: Localised<CmsPage>[];
	events: Localised<EventDetail>[];
	teasers: Localised<EventTeaser>[];
	productions: Localised<ProductionDetail>[];
	articles: Localised<ArticleDetail>[];
	/** Id of the article the magazine page features (articles-teaser). */
	featuredArticleId: number;
	articleCategories: Localised<ArticleCategory>[];
	articleTags: Localised<Tag>[];
	persons: Localised<PersonDetail>[];
	personCategories: Localised<PersonCategory>[];
	venues: Localised<VenueDetail>[];
	series: Localised<SeriesDetail>[];
	forms: Localised<Form>[];
	options: {
		rooms: Localised<FilterOption>[];
		exhibitionTypes: Localised<FilterOption>[];
		eventTags: Localised<FilterOption>[];
		series: Localised<FilterOption>[];
		genres: Localised<FilterOption>[];
		seasons: Localised<FilterOption>[];
		productionTags: Localised<FilterOption>[];
	};
	navigation: Localised<Navigation>;
	/** Per locale: the footer's HTML blocks are text a visitor reads in the page's language. */
	settings: Localised<SiteSettings>;
	alerts: Localised<Alert>[];
	openingHours: OpeningHoursPlan;
	redirects: Redirect[];
	/** Custom error page HTML per status code (SPEC §2 'Error' layout), per locale: it is text. */
	errorHtml: Partial<Record<number, Localised<ErrorHtml>>>;
};

/** Builds the bundle for a deployment; `now` anchors every date (events run over the next 120 days). */
export type BuildSeed = (now: Date) => SeedBundle;
