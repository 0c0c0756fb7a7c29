import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TEST_ENGINE, databaseUrlOf, startBackend, tempDataDir } from './harness.ts';

describe('seeding', () => {
	it('seeds a site once when two instances start on one database at the same moment', async () => {
		const dataDir = tempDataDir();
		await databaseUrlOf(dataDir);
		// Two SQLite connections in one process cannot overlap a transaction: the second's
		// BEGIN IMMEDIATE waits synchronously, blocking the thread the first one needs. Instances
		// on one SQLite file are separate processes; here the second starts after the first.
		const [a, b] =
			TEST_ENGINE === 'postgres'
				? await Promise.all([startBackend({ dataDir }), startBackend({ dataDir })])
				: [await startBackend({ dataDir }), await startBackend({ dataDir })];
		const stamps = await a.db.all(
			sql`SELECT value FROM site_meta WHERE site = 'castle' AND key = 'seeded_at'`,
		);
		expect(stamps).toHaveLength(1);

		// Both answer the one seed; a third instance on the seeded database changes nothing.
		const count = async () =>
			(await a.db.one<{ n: number }>(sql`SELECT COUNT(*) AS n FROM documents`))?.n;
		const before = await count();
		expect(before).toBeGreaterThan(0);
		await startBackend({ dataDir });
		expect(await count()).toBe(before);
		const nav = async (backend: typeof a) => (await backend.request('/de/api/nav/')).text();
		expect(await nav(b)).toBe(await nav(a));
	});
});
