import {
	ArticleCategorySchema,
	ArticleDetailSchema,
	CardSchema,
	EventDetailSchema,
	EventTeaserSchema,
	FilterOptionSchema,
	FormSchema,
	PersonCategorySchema,
	PersonDetailSchema,
	ProductionDetailSchema,
	SeriesDetailSchema,
	TagSchema,
	VenueDetailSchema,
	VenueListItemSchema,
	type Card,
	type Locale,
	type VenueListItem,
} from '../../../src/lib/contract/index.ts';
import type { SeedBundle } from '../../../src/backend/content/seed-bundle.ts';
import {
	contributorDrafts,
	eventCard,
	eventDraft,
	expandEvents,
	type DatedEvent,
	type OptionIndex,
} from './assemble-events.ts';
import { berlinDateTime, dateRange } from './dates.ts';
import type { Key, LinkTarget, OptionDef, PersonDef, SiteContent } from './defs.ts';
import { image, imageFields } from './images.ts';
import { partnerDraft } from './partners.ts';
import { createRegistry, type CardDraft, type RefDraft, type Registry } from './registry.ts';
import { bi, localise, pick, tr, type Txt } from './text.ts';
import { LIST_PATHS, magazineListUrl, routeUrls } from './urls.ts';

/** The content part of a seed bundle (everything but pages, navigation and settings). */
export type Catalogue = Pick<
	SeedBundle,
	| 'events'
	| 'teasers'
	| 'productions'
	| 'articles'
	| 'featuredArticleId'
	| 'articleCategories'
	| 'articleTags'
	| 'persons'
	| 'personCategories'
	| 'venues'
	| 'series'
	| 'forms'
	| 'options'
>;

/** Lookups the pages and the navigation use to link to the assembled content. */
export type Links = {
	registry: Registry;
	/** Every dated event in date order. */
	events: DatedEvent[];
	options: OptionIndex;
	url(target: LinkTarget, locale: Locale): string;
	card(
		kind: 'event' | 'production' | 'article' | 'venue' | 'series' | 'person',
		key: Key,
		locale: Locale,
	): Card;
	venueItem(key: Key, locale: Locale): VenueListItem;
	/** Article cards, newest first, optionally of some categories only. */
	articleCards(locale: Locale, limit: number, categories?: readonly Key[]): Card[];
	articleCategoryId(key: Key): number;
};

function byKey<T extends { key: Key }>(list: readonly T[], what: string): (key: Key) => T {
	const map = new Map(list.map((item) => [item.key, item]));
	return (key) => {
		const found = map.get(key);
		if (!found) throw new Error(`seed: unknown ${what} '${key}'`);
		return found;
	};
}

/** 'Dr. Leonore Falkenberg'. */
const fullName = (person: PersonDef) =>
	[person.honorific, person.firstName, person.lastName].filter(Boolean).join(' ');

const byStart = (a: DatedEvent, b: DatedEvent) => a.start.localeCompare(b.start) || a.id - b.id;

const optionDraft = (option: OptionDef) => ({
	id: option.id,
	name: option.name,
	slug: option.slug,
	show_in_filter: option.showInFilter ?? true,
});

/** Builds every content object of a site and the lookups its pages link with. */
export function assemble(content: SiteContent): { catalogue: Catalogue; links: Links } {
	const registry = createRegistry();
	const { options } = content;
	const optionIndex: OptionIndex = {
		room: byKey(options.rooms, 'room'),
		type: byKey(options.exhibitionTypes, 'exhibition type'),
		tag: byKey(options.eventTags, 'event tag'),
		genre: byKey(options.genres, 'genre'),
	};
	const season = byKey(options.seasons, 'season');
	const productionTag = byKey(options.productionTags, 'production tag');
	const category = byKey(content.articleCategories, 'article category');
	const articleTag = byKey(content.articleTags, 'article tag');
	const personCategory = byKey(content.personCategories, 'person category');
	const seriesDef = byKey(content.series, 'series');
	const productionDef = byKey(content.productions, 'production');

	// 1. Cards of everything that can be linked to.
	for (const venue of content.venues) {
		registry.add('venue', venue.key, {
			id: venue.id,
			url: routeUrls('venue', venue.slug, venue.id).url,
			preline: venue.address.city,
			headline: venue.name,
			subline: venue.teaser,
			...imageFields(venue.image),
		});
	}
	for (const series of content.series) {
		registry.add('series', series.key, {
			id: series.id,
			url: routeUrls('series', series.slug, series.id).url,
			preline: bi('Reihe', 'Series'),
			headline: series.name,
			subline: series.teaser,
			...imageFields(series.image),
		});
	}
	for (const production of content.productions) {
		const type =
			production.exhibitionType === null ? null : optionIndex.type(production.exhibitionType);
		registry.add('production', production.key, {
			id: production.id,
			url: routeUrls('production', production.slug, production.id).url,
			preline: type?.name ?? production.preline,
			headline: production.title,
			subline:
				production.dateFrom === null
					? production.subline
					: dateRange(production.dateFrom, production.dateTo),
			...imageFields(production.image),
		});
	}
	for (const article of content.articles) {
		registry.add('article', article.key, {
			id: article.id,
			url: routeUrls('article', article.slug, article.id).url,
			preline: category(article.category).name,
			headline: article.title,
			subline: article.teaser,
			...imageFields(article.image),
		});
	}
	for (const person of content.persons) {
		registry.add('person', person.key, {
			id: person.id,
			url: routeUrls('person', person.slug, person.id).url,
			preline: person.role,
			headline: fullName(person),
			...imageFields(person.image),
		});
	}
	for (const form of content.forms) {
		registry.add('form', form.key, {
			id: form.id,
			url: routeUrls('form', form.slug ?? '', form.id).url,
			headline: form.title,
		});
	}
	const dated = expandEvents(
		content.events,
		content.firstEventId,
		content.idJetOffset,
		berlinDateTime,
	);
	const datesByKey = new Map<Key, DatedEvent[]>();
	for (const event of dated)
		datesByKey.set(event.def.key, [...(datesByKey.get(event.def.key) ?? []), event]);
	const datesOf = (key: Key): DatedEvent[] => [...(datesByKey.get(key) ?? [])].sort(byStart);
	for (const key of datesByKey.keys()) {
		const first = datesOf(key)[0];
		if (first) registry.add('event', key, eventCard(first));
	}
	const chronological = [...dated].sort(byStart);
	const upcoming = (keep: (event: DatedEvent) => boolean, limit: number): CardDraft[] =>
		chronological.filter(keep).slice(0, limit).map(eventCard);

	const seriesRef = (key: Key): RefDraft => {
		const series = seriesDef(key);
		return {
			id: series.id,
			slug: series.slug,
			name: series.name,
			url: registry.url({ kind: 'series', key }),
		};
	};
	const productionRef = (key: Key): RefDraft => {
		const production = productionDef(key);
		return {
			id: production.id,
			slug: production.slug,
			name: production.title,
			url: registry.url({ kind: 'production', key }),
		};
	};
	const productionsFilter = (param: string, id: number): Txt =>
		bi(`/de/produktionen?${param}=${id}`, `/en/productions?${param}=${id}`);
	const articleCategoryDraft = (key: Key) => {
		const found = category(key);
		return { id: found.id, name: found.name, style_name: found.styleName, slug: found.slug };
	};
	const articleTagDraft = (key: Key) => {
		const found = articleTag(key);
		return { id: found.id, name: found.name, slug: found.slug };
	};

	// 2. The detail objects.
	const events = dated.map((event) =>
		localise(
			EventDetailSchema,
			eventDraft(event, { registry, options: optionIndex, datesOf, seriesRef, productionRef }),
		),
	);
	const venues = content.venues.map((venue) =>
		localise(VenueDetailSchema, {
			id: venue.id,
			slug: venue.slug,
			name: venue.name,
			...routeUrls('venue', venue.slug, venue.id),
			address: { ...venue.address, country: 'DE' },
			teaser_text: venue.teaser,
			...imageFields(venue.image),
			geo: venue.geo,
			description: venue.description,
			accessibility: venue.accessibility,
			access_values: venue.access ?? {},
			opening_hours: venue.openingHours,
			events: upcoming((event) => optionIndex.room(event.def.room).venue === venue.key, 6),
			meta_description: venue.teaser,
		}),
	);
	const series = content.series.map((entry) =>
		localise(SeriesDetailSchema, {
			id: entry.id,
			slug: entry.slug,
			name: entry.name,
			...routeUrls('series', entry.slug, entry.id),
			teaser_text: entry.teaser,
			show_in_filter: entry.showInFilter ?? true,
			...imageFields(entry.image),
			description: entry.description,
			events: upcoming((event) => event.def.series === entry.key, 8),
			meta_description: entry.teaser,
		}),
	);
	const productions = content.productions.map((production) => {
		const type =
			production.exhibitionType === null ? null : optionIndex.type(production.exhibitionType);
		const seasonOption = season(production.season);
		return localise(ProductionDetailSchema, {
			id: production.id,
			slug: production.slug,
			title: production.title,
			...routeUrls('production', production.slug, production.id),
			preline: production.preline,
			subline: production.subline,
			teaser_text: production.teaser,
			date_from: production.dateFrom,
			date_to: production.dateTo,
			season: {
				id: seasonOption.id,
				slug: seasonOption.slug,
				name: seasonOption.name,
				url: productionsFilter('season', seasonOption.id),
			},
			exhibition_type:
				type === null
					? null
					: {
							id: type.id,
							slug: type.slug,
							name: type.name,
							url: productionsFilter('exhibition_type', type.id),
						},
			tags: production.tags.map((key) => {
				const tag = productionTag(key);
				return {
					id: tag.id,
					slug: tag.slug,
					name: tag.name,
					url: productionsFilter('tag', tag.id),
				};
			}),
			...imageFields(production.image),
			show_ticket_button: production.showTicketButton,
			description: production.description,
			programs: (production.programs ?? []).map((item) => ({
				title: item.title,
				text: item.text ?? '',
			})),
			opening_hours: production.openingHours ?? null,
			images: production.gallery.map(image),
			video_url: production.videoUrl ?? null,
			events: upcoming((event) => event.def.production === production.key, 10),
			blog: (production.blog ?? []).map((key) => registry.card('article', key)),
			contributors: contributorDrafts(production.contributors ?? [], registry),
			series: production.series === undefined ? null : seriesRef(production.series),
			promoter: production.promoter === undefined ? null : partnerDraft(production.promoter),
			body_class: production.bodyClass ?? '',
			meta_description: production.teaser,
		});
	});
	const articles = content.articles.map((article) =>
		localise(ArticleDetailSchema, {
			id: article.id,
			slug: article.slug,
			title: article.title,
			...routeUrls('article', article.slug, article.id),
			preline: article.preline,
			teaser_text: article.teaser,
			published_at: berlinDateTime(article.published.day, article.published.time),
			author: article.author,
			reading_minutes: article.readingMinutes,
			category: articleCategoryDraft(article.category),
			tags: article.tags.map(articleTagDraft),
			...imageFields(article.image),
			body: article.body,
			related: article.related.map((target) => registry.card(target.kind, target.key)),
			meta_description: article.teaser,
		}),
	);
	const persons = content.persons.map((person) => {
		const personCategoryDef = personCategory(person.category);
		const name = fullName(person);
		return localise(PersonDetailSchema, {
			id: person.id,
			slug: person.slug,
			first_name: person.firstName,
			last_name: person.lastName,
			name,
			...routeUrls('person', person.slug, person.id),
			role: person.role,
			category: {
				id: personCategoryDef.id,
				name: personCategoryDef.name,
				slug: personCategoryDef.slug,
			},
			...imageFields(person.image),
			biography: person.biography,
			email: person.email,
			productions: person.productions.map((key) => registry.card('production', key)),
			meta_description: bi(
				`${name}, ${tr(person.role, 'de')}`,
				`${name}, ${tr(person.role, 'en')}`,
			),
		});
	});
	const teasers = content.teasers.map((teaser) =>
		localise(EventTeaserSchema, {
			id: teaser.id,
			name: teaser.name,
			link: { url: registry.url(teaser.link) },
			preline: teaser.preline,
			headline: teaser.headline,
			subline: teaser.subline,
			link_text: teaser.linkText,
			...imageFields(teaser.image),
			position: teaser.position,
		}),
	);
	const forms = content.forms.map(({ key: _key, ...form }) => localise(FormSchema, form));

	const catalogue: Catalogue = {
		events,
		teasers,
		productions,
		articles,
		featuredArticleId: registry.id('article', content.featuredArticle),
		articleCategories: content.articleCategories.map((entry) =>
			localise(ArticleCategorySchema, articleCategoryDraft(entry.key)),
		),
		articleTags: content.articleTags.map((entry) =>
			localise(TagSchema, articleTagDraft(entry.key)),
		),
		persons,
		personCategories: content.personCategories.map((entry) =>
			localise(PersonCategorySchema, { id: entry.id, name: entry.name, slug: entry.slug }),
		),
		venues,
		series,
		forms,
		options: {
			rooms: options.rooms.map((option) => localise(FilterOptionSchema, optionDraft(option))),
			exhibitionTypes: options.exhibitionTypes.map((option) =>
				localise(FilterOptionSchema, optionDraft(option)),
			),
			eventTags: options.eventTags.map((option) =>
				localise(FilterOptionSchema, optionDraft(option)),
			),
			series: content.series.map((entry) =>
				localise(FilterOptionSchema, {
					id: entry.id,
					name: entry.name,
					slug: entry.slug,
					show_in_filter: entry.showInFilter ?? true,
				}),
			),
			genres: options.genres.map((option) => localise(FilterOptionSchema, optionDraft(option))),
			seasons: options.seasons.map((option) => localise(FilterOptionSchema, optionDraft(option))),
			productionTags: options.productionTags.map((option) =>
				localise(FilterOptionSchema, optionDraft(option)),
			),
		},
	};

	const articlesNewestFirst = [...content.articles].sort((a, b) =>
		(b.published.day + b.published.time).localeCompare(a.published.day + a.published.time),
	);
	const links: Links = {
		registry,
		events: chronological,
		options: optionIndex,
		url: (target, locale) => tr(registry.url(target), locale),
		card: (kind, key, locale) => CardSchema.parse(pick(registry.card(kind, key), locale)),
		venueItem(key, locale) {
			const id = registry.id('venue', key);
			const venue = venues.find((entry) => entry.de.id === id);
			if (!venue) throw new Error(`seed: unknown venue '${key}'`);
			return VenueListItemSchema.parse(venue[locale]);
		},
		articleCards: (locale, limit, categories) =>
			articlesNewestFirst
				.filter((article) => categories === undefined || categories.includes(article.category))
				.slice(0, limit)
				.map((article) => CardSchema.parse(pick(registry.card('article', article.key), locale))),
		articleCategoryId: (key) => category(key).id,
	};
	return { catalogue, links };
}

/** The magazine list URLs of a site's categories and tags (for the navigation and pages). */
export function magazineCategoryUrl(content: SiteContent, key: Key): Txt {
	const found = content.articleCategories.find((entry) => entry.key === key);
	if (!found) throw new Error(`seed: unknown article category '${key}'`);
	return magazineListUrl('categories', found.slug, found.id);
}

export { LIST_PATHS };
