import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { CmsPageSchema, EventListSchema } from '../../../src/lib/contract/index.ts';
import { openDatabase, openSqliteFile } from '../../../src/backend/db/database.ts';
import { MIGRATIONS } from '../../../src/backend/db/migrations/index.ts';
import { POSTGRES_MIGRATIONS } from '../../../src/backend/db/postgres/migrations/index.ts';
import { createTestDatabase } from '../../support/postgres-server.ts';
import { TEST_ENGINE, jsonWrite, parsed, startBackend, staffJar, tempDataDir } from './harness.ts';

/** Where a database of this run's engine starts empty: a fresh data dir, or a new PostgreSQL database. */
async function emptyLocation(): Promise<{ dataDir: string; url?: string }> {
	const dataDir = tempDataDir();
	if (TEST_ENGINE === 'sqlite') return { dataDir };
	return { dataDir, url: await createTestDatabase(inject('postgresUrl')) };
}

const EXPECTED_VERSIONS = (TEST_ENGINE === 'sqlite' ? MIGRATIONS : POSTGRES_MIGRATIONS).map(
	(migration) => migration.version,
);

describe('database', () => {
	it('applies migrations once, in WAL mode, and reopening is a no-op', () => {
		const dir = tempDataDir();
		openSqliteFile(dir).close();
		const db = openSqliteFile(dir);
		const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all();
		expect(versions.map((row) => row['version'])).toEqual(
			MIGRATIONS.map((migration) => migration.version),
		);
		expect(db.prepare('PRAGMA journal_mode').get()?.['journal_mode']).toBe('wal');
		expect(db.prepare('PRAGMA foreign_keys').get()?.['foreign_keys']).toBe(1);
		db.close();
	});

	it('migrates exactly once when four instances open an empty database at once, and again is a no-op', async () => {
		const location = await emptyLocation();
		const opened = await Promise.all([1, 2, 3, 4].map(() => openDatabase(location)));
		for (const db of opened) await db.close();
		const db = await openDatabase(location);
		try {
			const versions = await db.all<{ version: number }>(
				sql`SELECT version FROM schema_migrations ORDER BY version`,
			);
			expect(versions.map((row) => Number(row.version))).toEqual(EXPECTED_VERSIONS);
		} finally {
			await db.close();
		}
	});

	it.runIf(TEST_ENGINE === 'postgres')(
		'closing a database that only migrated leaves no session behind',
		async () => {
			const location = await emptyLocation();
			await (await openDatabase(location)).close();
			const name = new URL(location.url ?? '').pathname.slice(1);
			const admin = new pg.Client({ connectionString: inject('postgresUrl') });
			await admin.connect();
			try {
				const { rows } = await admin.query<{ n: number }>(
					'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
					[name],
				);
				expect(rows[0]?.n).toBe(0);
			} finally {
				await admin.end();
			}
		},
	);

	it('orders and compares text like SQLite (binary), usernames ignoring case', async () => {
		const db = await openDatabase(await emptyLocation());
		try {
			for (const value of ['b', 'B', 'ä', 'Z', 'a', 'é'])
				await db.run(
					sql`INSERT INTO site_meta (site, key, value) VALUES ('s', ${value}, ${value})`,
				);
			const ordered = await db.all<{ key: string }>(sql`SELECT key FROM site_meta ORDER BY key`);
			expect(ordered.map((row) => row.key)).toEqual(['B', 'Z', 'a', 'b', 'ä', 'é']);
			expect(await db.all(sql`SELECT key FROM site_meta WHERE key = 'A'`)).toEqual([]);

			const user = (name: string) =>
				db.run(
					sql`INSERT INTO users (username, password_hash, created_at) VALUES (${name}, 'x', 'now')`,
				);
			await user('Anna');
			await expect(user('anna')).rejects.toThrow(/unique/i);
			const found = await db.one<{ username: string }>(
				sql`SELECT username FROM users WHERE username = ${'ANNA'}`,
			);
			expect(found?.username).toBe('Anna');
		} finally {
			await db.close();
		}
	});

	it('keeps ids, flags and JSON bodies as SQLite does', async () => {
		const db = await openDatabase(await emptyLocation());
		try {
			const inserted = await db.one<{ id: number }>(
				sql`INSERT INTO error_log (site, url, created_at) VALUES ('s', '/x', 'now') RETURNING id`,
			);
			expect(inserted?.id).toBe(1);
			await expect(
				db.run(
					sql`INSERT INTO form_entries (site, form_id, locale, field_values, created_at)
						VALUES ('s', 1, 'de', ${'{not json'}, 'now')`,
				),
			).rejects.toThrow();
			await db.run(
				sql`INSERT INTO documents (site, kind, id, locale, body, start_ts, updated_at)
					VALUES ('s', 'event', 1, 'de', '{}', ${Date.UTC(2030, 0, 1)}, 'now')`,
			);
			const row = await db.one<{ is_online: number; start_ts: number }>(
				sql`SELECT is_online, start_ts FROM documents`,
			);
			expect({ ...row }).toEqual({ is_online: 1, start_ts: Date.UTC(2030, 0, 1) });
		} finally {
			await db.close();
		}
	});

	if (TEST_ENGINE === 'postgres') {
		it('folds case beyond ASCII (editor_fold) and diacritics for search (search_fold)', async () => {
			const db = await openDatabase(await emptyLocation());
			try {
				const row = await db.one<{ editor: string; search: string }>(
					sql`SELECT editor_fold(${'ÄÖÜ Straße ÉCOLE'}) AS editor, search_fold(${'Führung ÉCOLE, Straße; presse@schloss-ravensau.de'}) AS search`,
				);
				expect({ ...row }).toEqual({
					editor: 'ÄÖÜ Straße ÉCOLE'.toLocaleLowerCase('de'),
					search: 'fuhrung ecole straße presse schloss ravensau de',
				});
			} finally {
				await db.close();
			}
		});
	}

	it('keeps edits across restarts and does not seed twice', async () => {
		const first = await startBackend();
		const jar = await staffJar(first);
		await first.request('/de/api/events/1/', jsonWrite(jar, 'PATCH', { name: 'Bleibt' }));
		await first.close();
		const second = await startBackend({ dataDir: first.dataDir });
		const list = await parsed(
			await second.request('/de/api/events/?page_size=100'),
			EventListSchema,
		);
		expect(list.results.find((event) => event.id === 1)?.name).toBe('Bleibt');
		expect(list.count).toBe(14);
	});

	it('seeds both deployments independently in one data dir', async () => {
		const castle = await startBackend({ site: 'castle' });
		const castlePage = await parsed(await castle.request('/pageeditor-api/page/de'), CmsPageSchema);
		const jar = await staffJar(castle);
		await castle.request('/de/api/events/1/', jsonWrite(jar, 'PATCH', { name: 'Nur im Schloss' }));
		await castle.close();
		const region = await startBackend({ site: 'region', dataDir: castle.dataDir });
		const regionPage = await parsed(await region.request('/pageeditor-api/page/de'), CmsPageSchema);
		expect(castlePage.title).toBe('Schloss Start');
		expect(regionPage.title).toBe('Region Start');
		const regionEvent = await (await region.request('/de/api/events/1/')).json();
		expect(regionEvent.name).not.toBe('Nur im Schloss');

		const seeded = await region.db.all<{ site: string }>(
			sql`SELECT site FROM site_meta WHERE key = 'seeded_at' ORDER BY site`,
		);
		expect(seeded.map((row) => row.site)).toEqual(['castle', 'region']);
	});
});
