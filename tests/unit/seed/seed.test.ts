import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
	AlertSchema,
	ArticleCategorySchema,
	ArticleDetailSchema,
	CmsPageSchema,
	ErrorHtmlSchema,
	EventDetailSchema,
	EventTeaserSchema,
	FIELD_TYPES,
	FilterOptionSchema,
	FormSchema,
	MODULE_MODELS,
	NavigationSchema,
	OpeningSlotSchema,
	PersonCategorySchema,
	PersonDetailSchema,
	ProductionDetailSchema,
	RedirectSchema,
	SITE_LOCALES,
	SeriesDetailSchema,
	SiteSettingsSchema,
	TagSchema,
	VenueDetailSchema,
	type Module,
	type NavEntry,
} from '../../../src/lib/contract/index.ts';
import { seeds } from '../../../demo/seed/index.ts';
import { REPORT_PAGE_FIELD } from '../../../src/lib/forms/prefill.ts';
import { localePath } from '../../../src/lib/i18n/routes.ts';
import { sharedDesign } from '../../../src/sites/site-config.ts';
import type { Localised, SeedBundle } from '../../../src/backend/content/seed-bundle.ts';
import { collectLinks, linkResolver } from './links.ts';
import { allModules, allStrings } from './walk.ts';

const SITES = ['castle', 'region'] as const;
const LOCALES = ['de', 'en'] as const;
/** A winter and a summer clock, so nothing depends on the time of year. */
const NOWS = [new Date('2026-12-01T10:00:00Z'), new Date('2027-07-17T21:45:00Z')];
const DAY = 86_400_000;

const cache = new Map<string, SeedBundle>();
function bundleOf(site: (typeof SITES)[number], now: Date): SeedBundle {
	const key = `${site}@${now.toISOString()}`;
	const cached = cache.get(key) ?? seeds[site](now);
	cache.set(key, cached);
	return cached;
}

/** Every localised list of the bundle with the schema its objects must satisfy. */
function localisedLists(bundle: SeedBundle): [string, Localised<unknown>[], z.ZodType][] {
	return [
		['pages', bundle.pages, CmsPageSchema],
		['events', bundle.events, EventDetailSchema],
		['teasers', bundle.teasers, EventTeaserSchema],
		['productions', bundle.productions, ProductionDetailSchema],
		['articles', bundle.articles, ArticleDetailSchema],
		['articleCategories', bundle.articleCategories, ArticleCategorySchema],
		['articleTags', bundle.articleTags, TagSchema],
		['persons', bundle.persons, PersonDetailSchema],
		['personCategories', bundle.personCategories, PersonCategorySchema],
		['venues', bundle.venues, VenueDetailSchema],
		['series', bundle.series, SeriesDetailSchema],
		['forms', bundle.forms, FormSchema],
		['alerts', bundle.alerts, AlertSchema],
		['rooms', bundle.options.rooms, FilterOptionSchema],
		['exhibitionTypes', bundle.options.exhibitionTypes, FilterOptionSchema],
		['eventTags', bundle.options.eventTags, FilterOptionSchema],
		['seriesOptions', bundle.options.series, FilterOptionSchema],
		['genres', bundle.options.genres, FilterOptionSchema],
		['seasons', bundle.options.seasons, FilterOptionSchema],
		['productionTags', bundle.options.productionTags, FilterOptionSchema],
	];
}

const idOf = (value: unknown) => (value as { id: number }).id;

function navEntries(entries: NavEntry[]): NavEntry[] {
	return entries.flatMap((entry) => [entry, ...navEntries(entry.children)]);
}

describe('the seed index', () => {
	it('exports a builder per deployment', () => {
		expect(Object.keys(seeds).sort()).toEqual(['castle', 'region']);
		for (const site of SITES) expect(bundleOf(site, NOWS[0]!).site).toBe(site);
	});
});

describe.each(SITES)('the %s seed', (site) => {
	describe.each(NOWS.map((now) => [now.toISOString(), now] as const))(
		'built at %s',
		(_label, now) => {
			const bundle = bundleOf(site, now);

			it.each(LOCALES)('parses every object with its contract schema (%s)', (locale) => {
				for (const [name, list, schema] of localisedLists(bundle)) {
					for (const item of list) {
						const result = schema.safeParse(item[locale]);
						expect(result.success, `${name} ${idOf(item[locale])}: ${result.error?.message}`).toBe(
							true,
						);
					}
				}
				NavigationSchema.parse(bundle.navigation[locale]);
			});

			it('parses the site-wide objects', () => {
				for (const locale of SITE_LOCALES) SiteSettingsSchema.parse(bundle.settings[locale]);
				for (const redirect of bundle.redirects) RedirectSchema.parse(redirect);
				for (const html of Object.values(bundle.errorHtml)) {
					for (const locale of SITE_LOCALES) ErrorHtmlSchema.parse(html?.[locale]);
				}
				for (const slots of [
					...Object.values(bundle.openingHours.weekly),
					...Object.values(bundle.openingHours.exceptions),
				]) {
					for (const slot of slots) OpeningSlotSchema.parse(slot);
				}
			});

			it('uses the same ids in both languages, unique per kind', () => {
				for (const [name, list] of localisedLists(bundle)) {
					const ids = list.map((item) => idOf(item.de));
					expect(
						list.map((item) => idOf(item.en)),
						name,
					).toEqual(ids);
					expect(new Set(ids).size, `${name} ids are unique`).toBe(ids.length);
				}
				for (const page of bundle.pages) expect(page.en.urls).toEqual(page.de.urls);
				expect(new Set(bundle.events.map((event) => event.de.id_jet)).size).toBe(
					bundle.events.length,
				);
			});

			it('has the required amount of content', () => {
				expect(bundle.events.length).toBeGreaterThanOrEqual(40);
				expect(bundle.teasers.length).toBeGreaterThanOrEqual(3);
				expect(bundle.teasers.length).toBeLessThanOrEqual(5);
				expect(bundle.productions.length).toBeGreaterThanOrEqual(8);
				expect(new Set(bundle.productions.map((p) => p.de.season?.id)).size).toBeGreaterThanOrEqual(
					2,
				);
				expect(bundle.articles.length).toBeGreaterThanOrEqual(16);
				expect(new Set(bundle.articles.map((a) => a.de.category?.id)).size).toBeGreaterThanOrEqual(
					3,
				);
				expect(bundle.articleTags.length).toBeGreaterThanOrEqual(6);
				expect(bundle.persons.length).toBeGreaterThanOrEqual(10);
				expect(bundle.venues.length).toBeGreaterThanOrEqual(4);
				expect(bundle.series.length).toBeGreaterThanOrEqual(3);
				expect(bundle.alerts.length).toBeGreaterThanOrEqual(1);
				expect(bundle.alerts.length).toBeLessThanOrEqual(2);
				expect(bundle.articles.some((a) => a.de.id === bundle.featuredArticleId)).toBe(true);
			});

			it('puts every event in the next 120 days, with working ticket data', () => {
				for (const { de: event } of bundle.events) {
					const start = new Date(event.date_start).getTime();
					expect(start, event.name).toBeGreaterThan(now.getTime());
					expect(start, event.name).toBeLessThan(now.getTime() + 120 * DAY);
					expect(event.date_start).toMatch(/T\d\d:\d\d:00\+0[12]:00$/);
					expect(event.ticket_url).toBe(`/webshop/events/${event.id_jet}`);
					expect(event.url).toBe(`/de/events/${event.slug}/${event.id}`);
					for (const group of event.seat_groups) {
						const full = group.prices.find((price) => price.text === 'Vollpreis');
						if (full && group.prices.length > 1) expect(full.has_discounts, event.name).toBe(true);
						for (const slot of group.timeslots)
							expect(slot.time_start.slice(0, 10)).toBe(event.date_start.slice(0, 10));
					}
				}
				for (const { de: teaser } of bundle.teasers) {
					const position = new Date(`${teaser.position}T23:59:00Z`).getTime();
					expect(position).toBeGreaterThan(now.getTime());
					expect(position).toBeLessThan(now.getTime() + 120 * DAY);
				}
			});

			it('covers free, discounted, timed-entry and sold-out events', () => {
				const events = bundle.events.map((event) => event.de);
				const prices = (event: (typeof events)[number]) => event.prices.map((price) => price.price);
				expect(
					events.some((e) => prices(e).length > 0 && prices(e).every((p) => p === '0.00')),
				).toBe(true);
				expect(
					events.some(
						(e) =>
							e.prices.some((p) => p.text === 'Vollpreis' && p.price === '18.00') ||
							e.prices.some((p) => p.text === 'Vollpreis'),
					),
				).toBe(true);
				for (const discount of ['Ermäßigt', 'Kinder bis 14', 'Familienkarte']) {
					expect(
						events.some((e) => e.prices.some((p) => p.text === discount)),
						discount,
					).toBe(true);
				}
				expect(events.some((e) => e.seat_groups.some((g) => g.status === '0'))).toBe(true);
				expect(
					events.some(
						(e) => e.seat_groups.length > 0 && e.seat_groups.every((g) => g.status === '0'),
					),
				).toBe(true);
				if (site === 'castle') {
					const timed = events.filter((e) => e.seat_groups.some((g) => g.timeslots.length > 1));
					expect(timed.length).toBeGreaterThan(5);
					expect(
						timed.some((e) => e.seat_groups.some((g) => g.timeslots.some((t) => t.status === '0'))),
					).toBe(true);
					const slots = timed[0]!.seat_groups[0]!.timeslots.map((t) =>
						new Date(t.time_start).getTime(),
					);
					expect(slots[1]! - slots[0]!).toBe(30 * 60_000);
				}
				expect(
					events.some((e) => e.opening_hours !== null && e.event_type_new === 'exhibition'),
				).toBe(true);
				expect(events.some((e) => e.video_url !== null)).toBe(true);
				expect(events.some((e) => e.sponsors.some((s) => s.logo !== null))).toBe(true);
				if (site === 'region') {
					expect(events.every((e) => e.promoter !== null && e.contributors.length > 0)).toBe(true);
					expect(events.filter((e) => e.series !== null).length).toBeGreaterThan(10);
				}
			});

			it('keeps event refs consistent with the filter options', () => {
				const optionIds = (list: Localised<{ id: number }>[]) => new Set(list.map((o) => o.de.id));
				const rooms = optionIds(bundle.options.rooms);
				const types = optionIds(bundle.options.exhibitionTypes);
				const tags = optionIds(bundle.options.eventTags);
				const series = optionIds(bundle.options.series);
				const genres = optionIds(bundle.options.genres);
				for (const { de: event } of bundle.events) {
					expect(rooms.has(event.room!.id)).toBe(true);
					expect(types.has(event.type!.id)).toBe(true);
					for (const tag of event.tags) expect(tags.has(tag.id)).toBe(true);
					if (event.series) expect(series.has(event.series.id)).toBe(true);
					if (event.genre) expect(genres.has(event.genre.id)).toBe(true);
				}
				const hidden = Object.values(bundle.options).filter((list) =>
					list.some((o) => !o.de.show_in_filter),
				);
				expect(hidden.length).toBeGreaterThanOrEqual(4);
				expect(bundle.series.map((s) => s.de.id)).toEqual(
					bundle.options.series.map((o) => o.de.id),
				);
			});

			it('builds a home page with every block model', () => {
				const home = bundle.pages.find((page) => page.de.urls.de === '/de');
				expect(home?.de.urls).toEqual({ de: '/de', en: '/en' });
				for (const locale of LOCALES) {
					const modules = allModules(home![locale].modules);
					const models = new Set(modules.map((module) => module.model));
					for (const model of MODULE_MODELS)
						expect(models.has(model), `${locale} home lacks ${model}`).toBe(true);
					const of = <M extends Module['model']>(model: M) =>
						modules.filter((m): m is Extract<Module, { model: M }> => m.model === model);
					const sections = of('section');
					expect(new Set(sections.map((s) => s.layout)).size).toBe(6);
					expect(new Set(sections.map((s) => s.background).filter(Boolean)).size).toBe(3);
					expect(sections.every((s) => s.columns.every((c) => c.children.length > 0))).toBe(true);
					expect(new Set(of('fullteaser').map((m) => m.style)).size).toBe(3);
					expect(new Set(of('imagelist').map((m) => m.display)).size).toBe(3);
					expect(new Set(of('twocolumns').map((m) => m.style)).size).toBe(2);
					expect(new Set(of('teaserlist').map((m) => m.display)).size).toBe(2);
					expect(
						of('quote').some((q) => q.author === '') && of('quote').some((q) => q.author !== ''),
					).toBe(true);
					expect(
						of('heromedia').every((h) => new Date(h.online_from).getTime() < now.getTime()),
					).toBe(true);
					const items = of('teaserlist').flatMap((list) => list.items);
					expect(
						items.some(
							(item) =>
								item.online_to !== null && new Date(item.online_to).getTime() < now.getTime(),
						),
					).toBe(true);
					expect(
						items.some(
							(item) =>
								item.online_to !== null && new Date(item.online_to).getTime() > now.getTime(),
						),
					).toBe(true);
					for (const model of ['selfhostedvideo', 'selfhostedaudio'] as const) {
						for (const m of of(model)) expect(m.file).toMatch(/^\/media\/uploads\//);
					}
					const anchors = new Set(
						modules.flatMap((m) => ('anchor' in m && m.anchor ? [m.anchor] : [])),
					);
					for (const list of of('anchorlist'))
						for (const item of list.children)
							expect(anchors.has(item.anchor), item.anchor).toBe(true);
				}
			});

			it('gives every module a site-unique id and every page unique slugs', () => {
				const ids = bundle.pages.flatMap((page) => allModules(page.de.modules).map((m) => m.id));
				expect(new Set(ids).size).toBe(ids.length);
				for (const page of bundle.pages) {
					const slugs = allModules(page.de.modules).map((m) => m.slug);
					expect(new Set(slugs).size, page.de.title).toBe(slugs.length);
					expect(allModules(page.en.modules).map((m) => m.id)).toEqual(
						allModules(page.de.modules).map((m) => m.id),
					);
				}
			});

			it('has legal pages, tabbed visit pages, a landing page and exactly one offline page', () => {
				const byPath = (path: string) => bundle.pages.find((page) => page.de.urls.de === path);
				for (const legal of ['agb', 'datenschutz', 'impressum']) {
					const page = byPath(`/de/${legal}`);
					expect(page?.de.urls).toEqual({ de: `/de/${legal}`, en: `/en/${legal}` });
					expect(allStrings(page!.de.modules).join(' ').length).toBeGreaterThan(1500);
				}
				const terms = allStrings(byPath('/de/agb')!.de.modules).join(' ');
				expect(terms).toContain('15 Minuten');
				const privacy = allStrings(byPath('/de/datenschutz')!.en.modules).join(' ');
				for (const category of ['Required', 'Optimisation', 'Marketing', 'External media'])
					expect(privacy).toContain(category);
				expect(bundle.pages.filter((page) => !page.de.is_online)).toHaveLength(1);
				expect(bundle.pages.some((page) => page.de.is_landing_page)).toBe(true);
				const tabbed = bundle.pages.filter((page) => page.de.has_tab_navigation);
				expect(tabbed.length).toBeGreaterThanOrEqual(4);
				for (const page of tabbed) {
					expect(page.de.siblings.some((sibling) => sibling.id === page.de.id)).toBe(true);
					for (const sibling of page.de.siblings)
						expect(bundle.pages.some((p) => p.de.id === sibling.id)).toBe(true);
					if (page.de.parent)
						expect(bundle.pages.find((p) => p.de.id === page.de.parent!.id)?.de.urls).toEqual(
							page.de.parent.urls,
						);
				}
			});

			it('has the BITV pages the header and footer link to, and the form to report a barrier', () => {
				for (const name of ['accessibility-statement', 'easy-read', 'sign-language'] as const) {
					const urls = { de: localePath('de', name), en: localePath('en', name) };
					const page = bundle.pages.find((candidate) => candidate.de.urls.de === urls.de);
					expect(page?.de.urls, name).toEqual(urls);
					expect(page?.de.is_online && page.en.is_online, name).toBe(true);
				}
				const statement = allStrings(
					bundle.pages.find((p) => p.de.urls.de === localePath('de', 'accessibility-statement'))!.de
						.modules,
				).join(' ');
				for (const part of ['teilweise', 'Nicht barrierefreie Inhalte', '§ 16 BGG', 'überprüft'])
					expect(statement).toContain(part);
				const dgs = bundle.pages.find((p) => p.de.urls.de === localePath('de', 'sign-language'));
				expect(dgs?.de.modules.some((module) => module.model === 'video')).toBe(true);
				const report = bundle.forms.find(
					(form) => form.de.id === sharedDesign.footer.reportBarrierFormId,
				);
				expect(report?.de.notify_email).toMatch(/^barrierefreiheit@/);
				expect(report?.de.fields.find((f) => f.slug === REPORT_PAGE_FIELD)?.required).toBe(true);
			});

			it('has a booking form with every field type and a newsletter form', () => {
				const types = new Set(
					bundle.forms.flatMap((form) => form.de.fields.map((field) => field.field_type)),
				);
				for (const type of Object.values(FIELD_TYPES))
					expect(types.has(type), `field type ${type}`).toBe(true);
				const complete = bundle.forms.find((form) =>
					Object.values(FIELD_TYPES).every((type) =>
						form.de.fields.some((f) => f.field_type === type),
					),
				);
				expect(complete).toBeDefined();
				expect(complete!.de.fields.some((f) => f.required)).toBe(true);
				expect(complete!.de.fields.some((f) => f.choices.length > 0 && f.default !== '')).toBe(
					true,
				);
				for (const form of bundle.forms) {
					expect(
						form.de.fields.some((f) => f.slug === 'email2' || f.field_type === 'emailconfirm'),
					).toBe(false);
					const slugs = form.de.fields.map((f) => f.slug);
					expect(new Set(slugs).size).toBe(slugs.length);
				}
				expect(bundle.forms.some((form) => form.de.slug === 'newsletter')).toBe(true);
			});

			it('links only to objects that exist', () => {
				const resolves = linkResolver(bundle);
				const links = [
					...collectLinks(bundle.navigation, 'navigation'),
					...localisedLists(bundle).flatMap(([name, list]) =>
						list.flatMap((item) =>
							LOCALES.flatMap((l) => collectLinks(item[l], `${name}.${idOf(item[l])}.${l}`)),
						),
					),
					...collectLinks(bundle.redirects, 'redirects'),
				];
				expect(links.length).toBeGreaterThan(500);
				const broken = links.filter((link) => !resolves(link.href));
				expect(broken).toEqual([]);
				const external = navEntries([
					...bundle.navigation.de.menu,
					...bundle.navigation.de.secondary_menu,
					...bundle.navigation.de.footer,
				]).filter((e) => e.url.startsWith('https://'));
				expect(external.length).toBeGreaterThanOrEqual(1);
				for (const locale of LOCALES) {
					for (const entry of navEntries([
						...bundle.navigation[locale].menu,
						...bundle.navigation[locale].footer,
					])) {
						if (entry.url.startsWith('/'))
							expect(entry.url.startsWith(`/${locale}`), entry.url).toBe(true);
					}
				}
				expect(
					navEntries(bundle.navigation.de.menu).some(
						(e) => e.has_tab_navigation && e.children.length > 0,
					),
				).toBe(true);
			});

			it('redirects the webshop lists and old paths', () => {
				const targets = new Map(bundle.redirects.map((r) => [r.old_path, r.new_path]));
				expect(targets.get('/webshop/events')).toBe('/de/events');
				expect(targets.get('/webshop/itemgroups')).toBe('/de/magazine');
				expect(
					bundle.pages.some((page) => page.de.urls.de === targets.get('/webshop/series')),
				).toBe(true);
				expect(targets.get('/de/ausstellungen')).toBe('/de/produktionen');
				expect(Object.keys(bundle.errorHtml)).toEqual(site === 'region' ? ['404'] : []);
				expect(Object.keys(bundle.openingHours.exceptions).length).toBeGreaterThanOrEqual(2);
				expect(
					Object.values(bundle.openingHours.exceptions).some((slots) =>
						slots.some((s) => s.closed),
					),
				).toBe(true);
			});

			it('writes finished texts in proper German and English', () => {
				const de = allStrings(bundle.articles.map((a) => a.de)).join(' ');
				const en = allStrings(bundle.articles.map((a) => a.en)).join(' ');
				expect(de).toMatch(/[äöüß]/);
				expect(de).not.toBe(en);
				const everything = allStrings(bundle).join(' ').toLowerCase();
				for (const placeholder of ['lorem', 'ipsum', 'todo', 'tbd', 'placeholder', 'xxx'])
					expect(everything).not.toContain(placeholder);
				for (const { de: article, en: english } of bundle.articles) {
					expect(article.body.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
					expect(article.body).not.toMatch(/<(?!\/?(p|strong|em|a|ul|ol|li|br)\b)[a-z]/);
					expect(english.title).not.toBe('');
					expect(article.tags.length).toBeGreaterThan(0);
					expect(article.author).not.toBe('');
					expect(article.related.length).toBeGreaterThan(0);
				}
				for (const { de: event } of bundle.events)
					expect(event.description).not.toMatch(/<(?!\/?(p|strong|em|a|ul|ol|li)\b)[a-z]/);
			});
		},
	);

	it('builds the same bundle for the same clock', () => {
		const now = new Date('2026-12-01T10:00:00Z');
		expect(JSON.stringify(seeds[site](now))).toBe(JSON.stringify(seeds[site](new Date(now))));
	});
});

describe('the two deployments', () => {
	it('feel different: the region has more venues and promoters, the castle timed tours', () => {
		const castle = bundleOf('castle', NOWS[0]!);
		const region = bundleOf('region', NOWS[0]!);
		expect(region.venues.length).toBeGreaterThan(castle.venues.length);
		expect(region.options.genres.length).toBeGreaterThan(castle.options.genres.length);
		const promoters = new Set(region.events.map((e) => e.de.promoter?.name));
		expect(promoters.size).toBeGreaterThanOrEqual(5);
		expect(castle.pages[0]!.de.title).not.toBe(region.pages[0]!.de.title);
	});
});
