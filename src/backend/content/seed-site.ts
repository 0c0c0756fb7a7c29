import type { DatabaseSync } from 'node:sqlite';
import { SITE_LOCALES } from '../../lib/contract/index.ts';
import type { BuildSeed, Localised, SeedBundle } from '../seed/types.ts';
import { transaction } from '../db/database.ts';
import type { DocumentStore } from './documents.ts';
import { ANY_LOCALE, KIND_SCHEMAS, SINGLETON_ID, type Kind } from './kinds.ts';
import { readSiteMeta, writeSiteMeta } from './site-meta.ts';

/** Meta key recording when a site was seeded. */
const SEEDED_AT = 'seeded_at';
/** Meta key of the article the magazine page features. */
export const FEATURED_ARTICLE = 'featured_article_id';

/** Validates `body` as a document of `kind` and stores it; a bad seed fails loudly. */
function putValidated(
	store: DocumentStore,
	kind: Kind,
	id: number,
	locale: string,
	body: unknown,
): void {
	const parsed = KIND_SCHEMAS[kind].safeParse(body);
	if (!parsed.success) {
		const issue = parsed.error.issues[0];
		throw new Error(
			`Seed ${store.site}: ${kind} ${id} (${locale || 'any locale'}) is invalid at ` +
				`'${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'unknown problem'}`,
		);
	}
	store.put(kind, id, locale, parsed.data);
}

function putLocalised<T extends { id: number }>(
	store: DocumentStore,
	kind: Kind,
	items: Localised<T>[],
): void {
	for (const item of items) {
		for (const locale of SITE_LOCALES)
			putValidated(store, kind, item[locale].id, locale, item[locale]);
	}
}

/** Stores every object of a seed bundle. */
function storeBundle(db: DatabaseSync, store: DocumentStore, bundle: SeedBundle): void {
	putLocalised(store, 'page', bundle.pages);
	putLocalised(store, 'event', bundle.events);
	putLocalised(store, 'teaser', bundle.teasers);
	putLocalised(store, 'production', bundle.productions);
	putLocalised(store, 'article', bundle.articles);
	putLocalised(store, 'article-category', bundle.articleCategories);
	putLocalised(store, 'article-tag', bundle.articleTags);
	putLocalised(store, 'person', bundle.persons);
	putLocalised(store, 'person-category', bundle.personCategories);
	putLocalised(store, 'venue', bundle.venues);
	putLocalised(store, 'series', bundle.series);
	putLocalised(store, 'form', bundle.forms);
	putLocalised(store, 'alert', bundle.alerts);
	putLocalised(store, 'room', bundle.options.rooms);
	putLocalised(store, 'exhibition-type', bundle.options.exhibitionTypes);
	putLocalised(store, 'event-tag', bundle.options.eventTags);
	putLocalised(store, 'series-option', bundle.options.series);
	putLocalised(store, 'genre', bundle.options.genres);
	putLocalised(store, 'season', bundle.options.seasons);
	putLocalised(store, 'production-tag', bundle.options.productionTags);
	for (const locale of SITE_LOCALES) {
		putValidated(store, 'navigation', SINGLETON_ID, locale, bundle.navigation[locale]);
		putValidated(store, 'settings', SINGLETON_ID, locale, bundle.settings[locale]);
	}
	putValidated(store, 'opening-hours', SINGLETON_ID, ANY_LOCALE, bundle.openingHours);
	bundle.redirects.forEach((redirect, index) => {
		putValidated(store, 'redirect', index + 1, ANY_LOCALE, { id: index + 1, ...redirect });
	});
	for (const [status, html] of Object.entries(bundle.errorHtml)) {
		if (!html) continue;
		for (const locale of SITE_LOCALES) {
			putValidated(store, 'error-html', Number(status), locale, html[locale]);
		}
	}
	writeSiteMeta(db, store.site, FEATURED_ARTICLE, String(bundle.featuredArticleId));
}

/**
 * Seeds the store's site with the demo content of `buildSeed` unless that site was seeded before
 * (in this data directory). The whole seed is one transaction.
 */
export function ensureSeeded(
	db: DatabaseSync,
	store: DocumentStore,
	buildSeed: BuildSeed,
	now: () => Date,
): void {
	if (readSiteMeta(db, store.site, SEEDED_AT) !== undefined) return;
	const bundle = buildSeed(now());
	transaction(db, () => {
		if (readSiteMeta(db, store.site, SEEDED_AT) !== undefined) return;
		storeBundle(db, store, bundle);
		writeSiteMeta(db, store.site, SEEDED_AT, now().toISOString());
	});
}
