import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CmsPageSchema, EventListSchema } from '../../../src/lib/contract/index.ts';
import { DATABASE_FILE, openSqliteFile } from '../../../src/backend/db/database.ts';
import { MIGRATIONS } from '../../../src/backend/db/migrations/index.ts';
import { jsonWrite, parsed, startBackend, staffJar, tempDataDir } from './harness.ts';

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

	it('keeps edits across restarts and does not seed twice', async () => {
		const first = await startBackend();
		const jar = await staffJar(first);
		await first.request('/de/api/events/1/', jsonWrite(jar, 'PATCH', { name: 'Bleibt' }));
		first.close();
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
		castle.close();
		const region = await startBackend({ site: 'region', dataDir: castle.dataDir });
		const regionPage = await parsed(await region.request('/pageeditor-api/page/de'), CmsPageSchema);
		expect(castlePage.title).toBe('Schloss Start');
		expect(regionPage.title).toBe('Region Start');
		const regionEvent = await (await region.request('/de/api/events/1/')).json();
		expect(regionEvent.name).not.toBe('Nur im Schloss');
		region.close();

		const db = new DatabaseSync(join(castle.dataDir, DATABASE_FILE));
		const seeded = db
			.prepare("SELECT site FROM site_meta WHERE key = 'seeded_at' ORDER BY site")
			.all();
		expect(seeded.map((row) => row['site'])).toEqual(['castle', 'region']);
		db.close();
	});
});
