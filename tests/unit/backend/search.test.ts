import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import {
	AutocompleteSchema,
	SearchPageSchema,
	SearchResultSchema,
} from '../../../src/lib/contract/index.ts';
import { searchWords } from '../../../src/backend/content/search-query.ts';
import { openDatabase } from '../../../src/backend/db/database.ts';
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
		expect(searchWords('fuhr" OR x*')).toEqual(['fuhr', 'OR', 'x']);
		expect(searchWords('***')).toEqual([]);
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

// Needs a PostgreSQL server: runs where the postgres project has started one.
if (TEST_ENGINE === 'postgres') {
	describe('search keywords on PostgreSQL', () => {
		it('counts concurrent first searches of a keyword, none lost', async () => {
			const db = await openDatabase({
				dataDir: tempDataDir(),
				url: await createTestDatabase(inject('postgresUrl'), inject('postgresTemplate')),
			});
			try {
				await Promise.all(
					Array.from({ length: 20 }, (_, i) =>
						recordSearchKeyword(db, 'castle', 'Schloss', NOW, i % 4 !== 0),
					),
				);
				const row = await db.one<{ count: number; misses: number }>(
					sql`SELECT count, misses FROM search_keywords WHERE keyword = 'schloss'`,
				);
				expect(row).toEqual({ count: 20, misses: 5 });
			} finally {
				await db.close();
			}
		});
	});
}
