/**
 * The authoring shapes of the demo content. A site writes its content as these definitions
 * (bilingual texts, cross-references by key); `assemble.ts` turns them into contract objects.
 */
import type { z } from 'zod';
import type {
	AccessValues,
	EventType,
	FormSchema,
	OpeningHoursTodaySchema,
} from '../../../src/lib/contract/index.ts';
import type { ImageSpec } from './images.ts';
import type { Availability, TicketPlan } from './tickets.ts';
import type { BiText, Bilingual, Txt } from './text.ts';
import type { DetailKind } from './urls.ts';

/** Content is cross-referenced by a short, human-readable key. */
export type Key = string;

/** Where a teaser or card points: a detail object by key, or a fixed path per locale. */
export type LinkTarget = { kind: DetailKind; key: Key } | { path: BiText };

/** Opening hours as shown on a detail page (today's hours and today's exceptions). */
export type OpeningHoursDraft = Bilingual<z.input<typeof OpeningHoursTodaySchema>>;

/** One entry of a filter option list. Option slugs are the same in both languages. */
export type OptionDef = { key: Key; id: number; name: Txt; slug: string; showInFilter?: boolean };

/** A room (event location filter) inside one of the venues. */
export type RoomDef = OptionDef & { venue: Key };

/** The filter option lists of a site (series options come from the series themselves). */
export type OptionDefs = {
	rooms: RoomDef[];
	exhibitionTypes: OptionDef[];
	eventTags: OptionDef[];
	genres: OptionDef[];
	seasons: OptionDef[];
	productionTags: OptionDef[];
};

/** A sponsor or promoter; `seed` is its name as a slug (the logo renders it). */
export type PartnerDef = { name: string; seed: string; url: string | null };

/** A programme entry. */
export type ProgramDef = { title: Txt; text?: Txt };

/** A contributor; links to the team page when `person` is set. */
export type ContributorDef = { role: Txt; name: string; person?: Key };

export type VenueDef = {
	key: Key;
	id: number;
	slug: Txt;
	name: Txt;
	address: { street: string; zip: string; city: string };
	geo: { lat: number; lng: number };
	teaser: Txt;
	description: Txt;
	accessibility: Txt;
	/** Structured access information (set from the site's access plan). */
	access?: AccessValues;
	openingHours: OpeningHoursDraft | null;
	image: ImageSpec;
};

export type SeriesDef = {
	key: Key;
	id: number;
	slug: Txt;
	name: Txt;
	teaser: Txt;
	description: Txt;
	showInFilter?: boolean;
	image: ImageSpec;
};

export type ProductionDef = {
	key: Key;
	id: number;
	slug: Txt;
	title: Txt;
	preline: Txt;
	subline: Txt;
	teaser: Txt;
	description: Txt;
	season: Key;
	exhibitionType: Key | null;
	tags: Key[];
	dateFrom: string | null;
	dateTo: string | null;
	image: ImageSpec;
	gallery: ImageSpec[];
	videoUrl?: string;
	programs?: ProgramDef[];
	openingHours?: OpeningHoursDraft;
	showTicketButton: boolean;
	blog?: Key[];
	contributors?: ContributorDef[];
	series?: Key;
	promoter?: PartnerDef;
	bodyClass?: string;
};

/** One date of an event template, with its availability. */
export type EventDate = Availability & {
	day: string;
	time: string;
	/** Last day of a multi-day run (exhibitions); the end time is the closing time then. */
	untilDay?: string;
	cancelled?: boolean;
	/** Where this date's access differs from the event's. */
	access?: AccessValues;
};

/** An event as planned once and played on several dates; each date becomes one event. */
export type EventDef = {
	key: Key;
	slug: Txt;
	name: Txt;
	preline?: Txt;
	subline: Txt;
	teaser: Txt;
	kind: EventType;
	room: Key;
	type: Key;
	tags: Key[];
	series?: Key;
	genre?: Key;
	production?: Key;
	description: Txt;
	programs?: ProgramDef[];
	importantInfo?: Txt;
	/** The event's own access information (over its venue's). */
	access?: AccessValues;
	openingHours?: OpeningHoursDraft;
	image: ImageSpec;
	gallery?: ImageSpec[];
	videoUrl?: string;
	sponsors?: PartnerDef[];
	promoter?: PartnerDef;
	contributors?: ContributorDef[];
	/** Articles shown in the blog section. */
	blog?: Key[];
	/** Other events (their next date) shown after this event's further dates. */
	related?: Key[];
	/** Events that belong to this one (e.g. the parts of a festival day). */
	children?: Key[];
	durationMinutes: number;
	tickets: TicketPlan;
	dates: EventDate[];
	bodyClass?: string;
};

export type TeaserDef = {
	id: number;
	name: string;
	position: string;
	link: LinkTarget;
	linkText: Txt;
	preline: Txt;
	headline: Txt;
	subline: Txt;
	image: ImageSpec;
};

export type ArticleCategoryDef = { key: Key; id: number; name: Txt; styleName: string; slug: Txt };
export type TagDef = { key: Key; id: number; name: Txt; slug: Txt };

export type ArticleDef = {
	key: Key;
	id: number;
	slug: Txt;
	title: Txt;
	preline: Txt;
	teaser: Txt;
	/** Publication day, yyyy-mm-dd, and time HH:MM (Berlin). */
	published: { day: string; time: string };
	author: string;
	readingMinutes: number;
	category: Key;
	tags: Key[];
	image: ImageSpec;
	body: Txt;
	related: { kind: 'event' | 'production' | 'article' | 'venue' | 'series'; key: Key }[];
};

export type PersonCategoryDef = { key: Key; id: number; name: Txt; slug: Txt };

export type PersonDef = {
	key: Key;
	id: number;
	slug: string;
	/** Academic title shown before the name, e.g. 'Dr.'. */
	honorific?: string;
	firstName: string;
	lastName: string;
	role: Txt;
	category: Key;
	email: string | null;
	biography: Txt;
	image: ImageSpec;
	productions: Key[];
};

/** A form; field and form ids are fixed by the author. */
export type FormDef = { key: Key } & Bilingual<z.input<typeof FormSchema>>;

/** Everything a site authors apart from its pages, navigation and settings. */
export type SiteContent = {
	options: OptionDefs;
	venues: VenueDef[];
	series: SeriesDef[];
	productions: ProductionDef[];
	events: EventDef[];
	teasers: TeaserDef[];
	articleCategories: ArticleCategoryDef[];
	articleTags: TagDef[];
	articles: ArticleDef[];
	featuredArticle: Key;
	personCategories: PersonCategoryDef[];
	persons: PersonDef[];
	forms: FormDef[];
	/** First id of the dated events; ticketing ids (id_jet) are `idJetOffset` + event id · 7. */
	firstEventId: number;
	idJetOffset: number;
};
