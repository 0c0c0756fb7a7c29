import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/backend/db/database.ts';

/**
 * Visitors' lists (online documents only) are answered from an index alone on SQLite: a body is
 * large and the columns stored after it lie beyond it, so reading `is_online` from the row
 * walked every listed document's overflow pages (migration 113).
 */

let dataDir: string;
let db: Database;

beforeAll(async () => {
	dataDir = mkdtempSync(join(tmpdir(), 'listing-plan-'));
	db = await openDatabase({ dataDir });
});
afterAll(async () => {
	await db.close();
	rmSync(dataDir, { recursive: true, force: true });
});

const plan = async (query: ReturnType<typeof sql>) =>
	(await db.all<{ detail: string }>(sql`EXPLAIN QUERY PLAN ${query}`))
		.map((row) => row.detail)
		.join(' | ');

describe('visitor lists on SQLite', () => {
	it('count the online events of a day range from the covering listing index', async () => {
		const detail = await plan(sql`SELECT COUNT(*) FROM documents d
			WHERE d.site = 'castle' AND d.kind = 'event' AND d.locale = 'de'
			AND d.start_day >= '2026-01-01' AND d.is_online = 1`);
		expect(detail).toContain('COVERING INDEX documents_listing');
	});

	it('page the online articles newest first from an index, in its order', async () => {
		const detail = await plan(sql`SELECT d.rowid FROM documents d
			WHERE d.site = 'castle' AND d.kind = 'article' AND d.locale = 'de' AND d.is_online = 1
			ORDER BY d.start_ts DESC, d.id LIMIT 12 OFFSET 24`);
		expect(detail).toContain('COVERING INDEX documents_newest');
		expect(detail).not.toContain('TEMP B-TREE');
	});
});
