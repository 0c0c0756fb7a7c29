import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
	KEYWORDS_PER_DAY,
	recordSearchKeyword,
	topSearchKeywords,
} from '../../../src/backend/dashboard/keywords.ts';
import { ERROR_LOG_MAX_ROWS } from '../../../src/backend/routes/error-log.ts';
import { visitor } from './cart-visitor.ts';
import { NOW, startBackend } from './harness.ts';

describe('the 404 log', () => {
	it(`keeps at most ${ERROR_LOG_MAX_ROWS} views, dropping the oldest`, async () => {
		const backend = await startBackend();
		const { db } = backend;
		await db.transaction(async () => {
			for (let from = 0; from < ERROR_LOG_MAX_ROWS; from += 1000) {
				const rows = Array.from(
					{ length: Math.min(1000, ERROR_LOG_MAX_ROWS - from) },
					(_, i) => sql`('castle', ${`/de/junk-${from + i}`}, ${NOW.toISOString()})`,
				);
				await db.run(sql`INSERT INTO error_log (site, url, created_at) VALUES ${sql.join(rows)}`);
			}
		});
		const jar = visitor();
		const response = await backend.request('/api/dashboard-error-log/', {
			method: 'POST',
			jar,
			headers: { 'content-type': 'application/json', 'x-csrftoken': jar.get('csrftoken') ?? '' },
			body: JSON.stringify({ url: '/de/newest' }),
		});
		expect(response.status).toBe(201);
		const rows = await db.one(sql`SELECT COUNT(*) AS n FROM error_log WHERE site = 'castle'`);
		const oldest = await db.one(sql`SELECT 1 AS found FROM error_log WHERE url = '/de/junk-0'`);
		const newest = await db.one(sql`SELECT 1 AS found FROM error_log WHERE url = '/de/newest'`);
		expect({ ...rows }).toEqual({ n: ERROR_LOG_MAX_ROWS });
		expect(oldest).toBeUndefined();
		expect(newest).toBeDefined();
	});
});

describe('search keywords', () => {
	it(`count at most ${KEYWORDS_PER_DAY} distinct keywords a day, still counting those seen`, async () => {
		const backend = await startBackend();
		const db = backend.db;
		await recordSearchKeyword(db, 'castle', 'schloss', NOW);
		for (let n = 0; n < KEYWORDS_PER_DAY + 50; n += 1) {
			await recordSearchKeyword(db, 'castle', `junk ${n}`, NOW);
		}
		await recordSearchKeyword(db, 'castle', 'schloss', NOW);
		const rows = await db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM search_keywords`);
		const top = await topSearchKeywords(db, 'castle', { days: 1, limit: 1 }, NOW);
		expect({ ...rows }).toEqual({ n: KEYWORDS_PER_DAY });
		expect(top).toEqual([
			{ keyword: 'schloss', count: 2, misses: 0, last_seen: NOW.toISOString() },
		]);
	});

	it('count a text with control characters (a NUL PostgreSQL cannot store) by its words', async () => {
		const backend = await startBackend();
		await recordSearchKeyword(backend.db, 'castle', 'Schloss\u0000Führung\u0007', NOW);
		const top = await topSearchKeywords(backend.db, 'castle', { days: 1, limit: 5 }, NOW);
		expect(top.map((row) => row.keyword)).toEqual(['schloss führung']);
	});
});
