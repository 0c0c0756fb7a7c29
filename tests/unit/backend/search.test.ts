import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
	AutocompleteSchema,
	SearchPageSchema,
	SearchResultSchema,
} from '../../../src/lib/contract/index.ts';
import { assembleBackend } from '../../../src/backend/backend.ts';
import type { Kind } from '../../../src/backend/content/kinds.ts';
import { reindexSearch } from '../../../src/backend/content/search-index.ts';
import {
	prefixQuery,
	searchPage,
	suggestTitles,
} from '../../../src/backend/content/search-query.ts';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';
import { recordSearchKeyword } from '../../../src/backend/dashboard/keywords.ts';
import { createTestDatabase } from '../../support/postgres-server.ts';
import {
	NOW,
	TEST_ENGINE,
	jsonWrite,
	parsed,
	startBackend,
	staffJar,
	tempDataDir,
} from './harness.ts';
import { demoPack } from '../../../demo/index.ts';

describe('search', () => {
	it("finds 'Führung' with 'fuhr' (diacritics folded, prefix match)", async () => {
		const backend = await startBackend();
		const result = await parsed(
			await backend.request('/api/search/?query=fuhr'),
			SearchResultSchema,
		);
		expect(result.events.count).toBeGreaterThan(0);
		expect(result.events.results.every((hit) => hit.title.startsWith('Führung'))).toBe(true);
		const english = await parsed(
			await backend.request('/en/api/search/?query=fuhr'),
			SearchResultSchema,
		);
		expect(english.events.count).toBe(0);
	});

	it('pages event hits and links the next page', async () => {
		const backend = await startBackend();
		const first = await parsed(
			await backend.request('/de/api/search/events/?query=schloss&page=1'),
			SearchPageSchema,
		);
		expect(first.count).toBe(14);
		expect(first.results).toHaveLength(10);
		expect(first.next).toBe('/de/api/search/events/?query=schloss&page=2');
		const combined = await parsed(
			await backend.request('/de/api/search/?query=schloss'),
			SearchResultSchema,
		);
		expect(combined.events.next).toBe('/de/api/search/events?query=schloss&page=2');
		const others = await parsed(
			await backend.request('/de/api/search/others/?query=g%C3%A4rten'),
			SearchPageSchema,
		);
		expect(others.results.map((hit) => hit.kind)).toContain('page');
	});

	it('suggests titles for lower-cased text and rejects empty queries', async () => {
		const backend = await startBackend();
		const suggestions = await parsed(
			await backend.request('/api/search/autocomplete/?query=konz'),
			AutocompleteSchema,
		);
		expect(suggestions.length).toBeGreaterThan(0);
		expect(suggestions.every((title) => title.startsWith('Konzert'))).toBe(true);
		const empty = await backend.request('/api/search/?query=%20');
		expect(empty.status).toBe(400);
		expect(await empty.json()).toMatchObject({ field: 'query' });
	});

	it('treats query syntax as plain words', async () => {
		expect(prefixQuery('fuhr" OR x*')).toBe('"fuhr"* "or"* "x"*');
		expect(prefixQuery('***')).toBeNull();
		const backend = await startBackend();
		expect((await backend.request('/api/search/?query=%22%29%28NEAR')).status).toBe(200);
	});

	it('indexes edits and hides offline pages', async () => {
		const backend = await startBackend();
		const jar = await staffJar(backend);
		await backend.request(
			'/de/api/events/2/',
			jsonWrite(jar, 'PATCH', { name: 'Mondscheinkonzert' }),
		);
		const hits = await parsed(
			await backend.request('/de/api/search/events/?query=mondschein'),
			SearchPageSchema,
		);
		expect(hits.results.map((hit) => hit.id)).toEqual([2]);
		const offline = await parsed(
			await backend.request('/de/api/search/others/?query=intern'),
			SearchPageSchema,
		);
		expect(offline.count).toBe(0);
	});
});

/** Real searches on the demo content of both deployments, in both languages. */
const QUERIES = [
	'schloss',
	'fuhr',
	'führung',
	'konz',
	'schloss garten',
	'gärten',
	'museum',
	'tour',
	'concert',
	'garden',
	'die',
	'und',
	'porzellan',
	'weißes gold',
	'strasse',
	'kinder',
	'ausstellung',
	'exhibition',
	'palace',
	'musik',
	'jazz',
	'presse',
];

/**
 * Hits PostgreSQL finds beyond FTS5 because its configurations stem words (FTS5 only folds them):
 * German 'kinder' is stemmed to 'kind', so 'kind:*' also finds 'Kind', 'Kindheit'; German
 * 'garden' to 'gard', which also finds 'Garderobe'; English 'presse' to 'press', which finds
 * 'press'. Everything else finds the same documents.
 */
const STEMMED_EXTRA: Record<string, string[]> = {
	'castle de others garden': ['article212'],
	'castle en others presse': ['page4'],
	'region en others presse': ['page4'],
	'region de events kinder': ['event1010', 'event1054'],
	'region de others kinder': ['production102'],
};

const SITES = ['castle', 'region'] as const;
const LOCALES = ['de', 'en'] as const;
const CATEGORIES = ['events', 'others'] as const;

// Needs both engines: runs where the postgres project has started a server.
if (TEST_ENGINE === 'postgres') {
	describe('search on PostgreSQL against FTS5, on the demo content', () => {
		let lite: Database;
		let pg: Database;

		beforeAll(async () => {
			const dataDir = tempDataDir();
			for (const site of SITES) {
				await (await assembleBackend({ dataDir, site, content: demoPack, now: () => NOW })).close();
			}
			lite = await openDatabase({ dataDir });
			pg = await openDatabase({ dataDir, url: await createTestDatabase(inject('postgresUrl')) });
			const docs = await lite.all<{
				site: string;
				kind: Kind;
				id: number;
				locale: string;
				body: string;
			}>(sql`SELECT site, kind, id, locale, body FROM documents`);
			for (const db of [lite, pg]) {
				await db.transaction(async () => {
					for (const doc of docs) {
						await reindexSearch(db, doc.site, doc.kind, doc.id, doc.locale, JSON.parse(doc.body));
					}
				});
			}
		}, 60_000);
		afterAll(async () => {
			await lite?.close();
			await pg?.close();
		});

		it('finds the same documents (plus the stemmed ones listed), ranked alike', async () => {
			let lists = 0;
			let sameTop = 0;
			let sameOrder = 0;
			for (const site of SITES)
				for (const locale of LOCALES)
					for (const query of QUERIES)
						for (const category of CATEGORIES) {
							const ids = async (db: Database) =>
								(await searchPage(db, site, locale, category, query, 1, 500)).hits.map(
									(hit) => `${hit.kind}${hit.id}`,
								);
							const fts = await ids(lite);
							const postgres = await ids(pg);
							const extra = STEMMED_EXTRA[`${site} ${locale} ${category} ${query}`] ?? [];
							expect([...postgres].sort(), `${site} ${locale} ${category} "${query}"`).toEqual(
								[...fts, ...extra].sort(),
							);
							if (fts.length < 2 || extra.length > 0) continue;
							lists += 1;
							if (fts[0] === postgres[0]) sameTop += 1;
							if (fts.join() === postgres.join()) sameOrder += 1;
						}
			// bm25 and ts_rank_cd are different formulas: measured on this content, the best hit
			// agrees for 74 of 78 lists and the whole order for 40 (equal ranks: same tiebreak).
			expect(lists).toBeGreaterThan(60);
			expect(sameTop / lists).toBeGreaterThanOrEqual(0.9);
			expect(sameOrder / lists).toBeGreaterThanOrEqual(0.45);
		});

		it('suggests the same titles for prefixes', async () => {
			for (const site of SITES)
				for (const locale of LOCALES)
					for (const query of ['schl', 'konz', 'führ', 'gar', 'pal', 'die']) {
						const fts = await suggestTitles(lite, site, locale, query, 8);
						const postgres = await suggestTitles(pg, site, locale, query, 8);
						expect(new Set(postgres), `${site} ${locale} "${query}"`).toEqual(new Set(fts));
					}
		});

		it('matches every word as a prefix, umlauts folded, query syntax as plain words', async () => {
			const hits = async (query: string) =>
				(await searchPage(pg, 'castle', 'de', 'events', query, 1, 100)).hits;
			expect((await hits('fuhr')).length).toBeGreaterThan(0);
			expect(await hits('fuhr')).toEqual(await hits('FÜHR'));
			expect(await hits('fuhr" & !x:* | (')).toEqual([]);
			expect((await hits('))!!')).length).toBe(0);
			const excerpt = (await searchPage(pg, 'castle', 'de', 'others', 'presse', 1, 1)).hits[0]
				?.text;
			expect(excerpt).toMatch(/presse/i);
		});

		it('counts concurrent first searches of a keyword, none lost', async () => {
			const db = await openDatabase({
				dataDir: tempDataDir(),
				url: await createTestDatabase(inject('postgresUrl'), inject('postgresTemplate')),
			});
			try {
				await Promise.all(
					Array.from({ length: 20 }, () => recordSearchKeyword(db, 'castle', 'Schloss', NOW)),
				);
				const row = await db.one<{ count: number }>(
					sql`SELECT count FROM search_keywords WHERE keyword = 'schloss'`,
				);
				expect(row?.count).toBe(20);
			} finally {
				await db.close();
			}
		});
	});
}
