import type { ArticleDetail, CmsPage, ProductionDetail } from '../../src/lib/contract/index.ts';
import { walkModules } from '../../src/backend/content/module-tree.ts';
import type { BuildSeed, Localised } from '../../src/backend/content/seed-bundle.ts';

/** How many of each prebuilt content type a generated site holds (each in both locales). */
export type SiteSize = { articles: number; productions: number; pages: number };

/**
 * Ids of generated objects start above every id the demo, fixture and volume seeds use (events
 * start at 100,001); an id at or above FIRST_GENERATED_ID is always a clone.
 */
export const FIRST_GENERATED_ID = {
	pages: 200_001,
	productions: 300_001,
	articles: 400_001,
} as const;

/** The url (or one of `urls`) of a detail object with its trailing id replaced by `id`. */
const withId = (url: string, id: number) => url.replace(/\/\d+\/?$/, `/${id}`);

function cloneDetail<T extends ArticleDetail | ProductionDetail>(item: T, id: number): T {
	return {
		...item,
		id,
		url: withId(item.url, id),
		urls: Object.fromEntries(
			Object.entries(item.urls).map(([locale, url]) => [locale, withId(url, id)]),
		),
	};
}

/** Module ids of generated pages: each clone gets its own block of MODULES_PER_PAGE ids. */
const FIRST_GENERATED_MODULE_ID = 10_000_000;
const MODULES_PER_PAGE = 1000;

/**
 * A CMS page under a new id and a new top-level path per locale (`/de/seite-{id}`, `/en/page-{id}`);
 * its blocks are renumbered (module ids are unique per site and locale), the same way in both
 * locales.
 */
function clonePage(page: CmsPage, id: number): CmsPage {
	const modules = structuredClone(page.modules);
	const first = FIRST_GENERATED_MODULE_ID + (id - FIRST_GENERATED_ID.pages) * MODULES_PER_PAGE;
	const renumbered = new Map<number, number>();
	walkModules(modules, (module) => {
		const next = renumbered.get(module.id) ?? first + renumbered.size;
		if (next >= first + MODULES_PER_PAGE) throw new Error(`page ${page.id} has too many blocks`);
		renumbered.set(module.id, next);
		module.id = next;
	});
	return {
		...page,
		id,
		modules,
		title: `${page.title} ${id}`,
		urls: { de: `/de/seite-${id}`, en: `/en/page-${id}` },
		in_menu: false,
		in_footer: false,
		version_id: null,
	};
}

/** `items` topped up to `count` with clones of them in turn (ids from `firstId`). */
function topUp<T extends { id: number }>(
	items: Localised<T>[],
	count: number,
	firstId: number,
	clone: (item: T, id: number) => T,
): Localised<T>[] {
	if (items.length === 0) throw new Error('the base seed has nothing to clone');
	const result = [...items];
	for (let index = 0; result.length < count; index += 1) {
		const template = items[index % items.length] as Localised<T>;
		const id = firstId + index;
		result.push({ de: clone(template.de, id), en: clone(template.en, id) });
	}
	return result;
}

/** How many clones `withSize` adds to `base`'s content for `size`, per content type. */
export function clonesFor(base: BuildSeed, size: SiteSize, now = new Date()): SiteSize {
	const bundle = base(now);
	return {
		articles: Math.max(0, size.articles - bundle.articles.length),
		productions: Math.max(0, size.productions - bundle.productions.length),
		pages: Math.max(0, size.pages - bundle.pages.length),
	};
}

/**
 * A seed builder answering `base`'s content with its articles, productions and CMS pages each
 * topped up to `size` by clones of the demo ones under new ids (and new URLs), so a build prebuilds
 * one more page per clone and locale. Only online pages other than the home page are cloned; every
 * other object (events, people, navigation, settings …) stays the demo's.
 */
export function withSize(base: BuildSeed, size: SiteSize): BuildSeed {
	return (now) => {
		const bundle = base(now);
		const pageTemplates = bundle.pages.filter(
			(page) => page.de.is_online && page.en.is_online && page.de.urls.de !== '/de',
		);
		const pageClones = topUp(
			pageTemplates,
			pageTemplates.length + Math.max(0, size.pages - bundle.pages.length),
			FIRST_GENERATED_ID.pages,
			clonePage,
		).slice(pageTemplates.length);
		return {
			...bundle,
			pages: [...bundle.pages, ...pageClones],
			articles: topUp(bundle.articles, size.articles, FIRST_GENERATED_ID.articles, cloneDetail),
			productions: topUp(
				bundle.productions,
				size.productions,
				FIRST_GENERATED_ID.productions,
				cloneDetail,
			),
		};
	};
}

/** Whether a built HTML file (path relative to `client/`) is the page of a generated clone. */
export function isGeneratedPage(path: string): boolean {
	const id = /[/-](\d+)(?:\/index)?\.html$/.exec(path.replaceAll('\\', '/'))?.[1];
	return id !== undefined && Number(id) >= FIRST_GENERATED_ID.pages;
}
