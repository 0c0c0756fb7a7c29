import { sql } from 'kysely';
import { SITE_LOCALES } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import type { BuildSeed, Localised, SeedBundle } from './seed-bundle.ts';
import type { DocumentStore } from './documents.ts';
import { ANY_LOCALE, KIND_SCHEMAS, SINGLETON_ID, type Kind } from './kinds.ts';
import { readSiteMeta, writeSiteMeta } from './site-meta.ts';

/** Meta key recording when a site was seeded. */
const SEEDED_AT = 'seeded_at';
/** Meta key of the article the magazine page features. */
export const FEATURED_ARTICLE = 'featured_article_id';

/** Validates `body` as a document of `kind` and stores it; a bad seed fails loudly. */
async function putValidated(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	body: unknown,
): Promise<void> {
	const parsed = KIND_SCHEMAS[kind].safeParse(body);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new Error(
			`Seed ${store.site}: ${kind} ${id} (${locale || 'any locale'}) is invalid at ` +
				`'${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'unknown problem'}`,
		);
	}
	await store.put(kind, id, locale, parsed.data);
}

async function putLocalised<T extends { id: number }>(
	store: DocumentStore,
	kind: Kind,
	items: Localised<T>[],
): Promise<void> {
	for (const item of items) {
		for (const locale of SITE_LOCALES)
			await putValidated(store, kind, item[locale].id, locale, item[locale]);
	}
}

/** The bundle's lists of localised objects, by the kind they are stored as. */
const LISTS = {
	page: 'pages',
	event: 'events',
	teaser: 'teasers',
	production: 'productions',
	article: 'articles',
	'article-category': 'articleCategories',
	'article-tag': 'articleTags',
	person: 'persons',
	'person-category': 'personCategories',
	venue: 'venues',
	series: 'series',
	form: 'forms',
	alert: 'alerts',
} as const satisfies Partial<Record<Kind, keyof SeedBundle>>;

/** The bundle's filter options, by the kind they are stored as. */
const OPTIONS = {
	room: 'rooms',
	'exhibition-type': 'exhibitionTypes',
	'event-tag': 'eventTags',
	'series-option': 'series',
	genre: 'genres',
	season: 'seasons',
	'production-tag': 'productionTags',
} as const satisfies Partial<Record<Kind, keyof SeedBundle['options']>>;

/** Stores every object of a seed bundle. */
async function storeBundle(db: Database, store: DocumentStore, bundle: SeedBundle): Promise<void> {
	for (const [kind, key] of Object.entries(LISTS) as [Kind, (typeof LISTS)[keyof typeof LISTS]][]) {
		await putLocalised<{ id: number }>(store, kind, bundle[key]);
	}
	for (const [kind, key] of Object.entries(OPTIONS) as [
		Kind,
		(typeof OPTIONS)[keyof typeof OPTIONS],
	][]) {
		await putLocalised<{ id: number }>(store, kind, bundle.options[key]);
	}
	for (const locale of SITE_LOCALES) {
		await putValidated(store, 'navigation', SINGLETON_ID, locale, bundle.navigation[locale]);
		await putValidated(store, 'settings', SINGLETON_ID, locale, bundle.settings[locale]);
	}
	await putValidated(store, 'opening-hours', SINGLETON_ID, ANY_LOCALE, bundle.openingHours);
	for (const [index, redirect] of bundle.redirects.entries()) {
		await putValidated(store, 'redirect', index + 1, ANY_LOCALE, { id: index + 1, ...redirect });
	}
	for (const [status, html] of Object.entries(bundle.errorHtml)) {
		if (!html) continue;
		for (const locale of SITE_LOCALES) {
			await putValidated(store, 'error-html', Number(status), locale, html[locale]);
		}
	}
	await writeSiteMeta(db, store.site, FEATURED_ARTICLE, String(bundle.featuredArticleId));
}

/**
 * Seeds the store's site with the demo content of `buildSeed` unless that site was seeded before
 * (in this database). The whole seed is one transaction; on PostgreSQL it holds an advisory lock
 * on the site first, so instances starting together on one database seed it once.
 */
export async function ensureSeeded(
	db: Database,
	store: DocumentStore,
	buildSeed: BuildSeed,
	now: () => Date,
): Promise<void> {
	if (await isSeeded(db, store.site)) return;
	const bundle = buildSeed(now());
	await db.transaction(async () => {
		if (db.engine === 'postgres') {
			// Released at commit; the second instance then finds the seed stamp and stops.
			await db.run(sql`SELECT pg_advisory_xact_lock(hashtext(${`venue-seed:${store.site}`}))`);
		}
		if (await isSeeded(db, store.site)) return;
		await storeBundle(db, store, bundle);
		await writeSiteMeta(db, store.site, SEEDED_AT, now().toISOString());
	});
}

/** Whether `site` was seeded in `db` (with a pack's content, or a copy of a seeded database). */
export async function isSeeded(db: Database, site: string): Promise<boolean> {
	return (await readSiteMeta(db, site, SEEDED_AT)) !== undefined;
}
