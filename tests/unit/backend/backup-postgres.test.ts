import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { create as createTar, extract } from 'tar';
import { writeChecksumFile } from '../../../src/backend/backup/backup-files.ts';
import { createBackup } from '../../../src/backend/backup/create-backup.ts';
import { fileSha256 } from '../../../src/backend/backup/file-hash.ts';
import {
	BackupManifestSchema,
	MANIFEST_FILE,
	type BackupManifest,
} from '../../../src/backend/backup/manifest.ts';
import { postgresDigest, postgresSequences } from '../../../src/backend/backup/postgres-tables.ts';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import { CmsPageSchema, LibraryImageSchema } from '../../../src/lib/contract/index.ts';
import { createTestDatabase } from '../../support/postgres-server.ts';
import { runCliOn as run } from './cli-run.ts';
import {
	CookieJar,
	databaseUrlOf,
	jsonWrite,
	loginAs,
	parsed,
	startBackend,
	staffJar,
	tempDataDir,
	TEST_ENGINE,
	type TestBackend,
} from './harness.ts';

/** The archive a `backup` run wrote, from its first line. */
const archiveOf = (out: string[]) => /^Backup written: (\S+) /.exec(out[0] ?? '')?.[1] ?? '';

/** Runs `read` in one read-only transaction of the database at `url`. */
async function reading<T>(url: string, read: (client: pg.Client) => Promise<T>): Promise<T> {
	const client = new pg.Client({ connectionString: url });
	await client.connect();
	try {
		await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
		const result = await read(client);
		await client.query('COMMIT');
		return result;
	} finally {
		await client.end();
	}
}
const digestAt = (url: string) => reading(url, postgresDigest);

/** A new database with nothing in it, not even the schema. */
const emptyDatabase = () => createTestDatabase(inject('postgresUrl'));

/** Calls whose answers must be the same, byte for byte, before and after a restore. */
const SAME_ANSWERS = [
	'/pageeditor-api/page/de',
	'/pageeditor-api/page/en/about/team-history',
	'/pageeditor-api/pages/2/',
	'/de/api/nav',
	'/pageeditor-api/settings',
	'/de/api/events/',
	'/de/api/events/1/',
	'/de/api/productions/',
	'/api/forms/1/',
	'/api/search/?query=schloss',
	'/pageeditor-api/changes?since=2000-01-01T00:00:00Z',
];

async function reserveSeat(backend: TestBackend): Promise<number> {
	const visitor = new CookieJar();
	visitor.set('csrftoken', 't');
	const reserved = await backend.request('/api/shop-cart/', {
		method: 'POST',
		jar: visitor,
		headers: { 'content-type': 'application/json', 'x-csrftoken': 't' },
		body: JSON.stringify({
			event_jet_id: 5002,
			quantities: [1],
			sale_type_ids: [1],
			seat_group: 1011,
		}),
	});
	return reserved.status;
}

if (TEST_ENGINE === 'postgres') {
	describe('npm run cms -- backup / restore on PostgreSQL', () => {
		it('restores into an empty database a site that answers exactly as before', async () => {
			const original = await startBackend();
			const url = (await databaseUrlOf(original.dataDir))!;
			const jar = await staffJar(original);
			const png = await sharp({
				create: { width: 600, height: 300, channels: 3, background: '#a63' },
			})
				.png()
				.toBuffer();
			const form = new FormData();
			form.append('file', new File([new Uint8Array(png)], 'Saal.png', { type: 'image/png' }));
			const image = await parsed(
				await original.request('/de/pageeditor-api/images/', {
					method: 'POST',
					jar,
					headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
					body: form,
				}),
				LibraryImageSchema,
			);
			const saved = await original.request(
				'/de/pageeditor-api/pages/2/',
				jsonWrite(jar, 'PATCH', { headline: 'Vor der Sicherung' }),
			);
			expect(saved.status).toBe(200);
			expect(await reserveSeat(original)).toBe(200);

			const backup = await run(['backup', '--to', tempDataDir()], original.dataDir, {
				DATABASE_URL: url,
			});
			expect(backup.err).toEqual([]);
			expect(backup.code).toBe(0);
			const archive = archiveOf(backup.out);
			const [digestBefore, sequencesBefore] = await reading(url, async (client) => [
				await postgresDigest(client),
				await postgresSequences(client),
			]);

			const target = await emptyDatabase();
			const restoredDir = join(tempDataDir(), 'data');
			const restore = await run(['restore', archive], restoredDir, { DATABASE_URL: target });
			expect(restore.err).toEqual([]);
			expect(restore.code).toBe(0);
			expect(await digestAt(target)).toBe(digestBefore);
			// The sequences carry on where they were: the next cart or version gets the next id.
			expect(await reading(target, postgresSequences)).toEqual(sequencesBefore);

			const restored = await startBackend({ dataDir: restoredDir, databaseUrl: target });
			for (const path of SAME_ANSWERS) {
				const before = await (await original.request(path, { jar })).text();
				expect(await (await restored.request(path, { jar })).text(), path).toBe(before);
			}
			// The staff account and its password came along, and new writes take new ids.
			const restoredJar = await loginAs(restored, 'editor');
			const page = await parsed(
				await restored.request('/de/pageeditor-api/pages/2/', { jar: restoredJar }),
				CmsPageSchema,
			);
			expect(page.headline).toBe('Vor der Sicherung');
			expect(await reserveSeat(restored)).toBe(200);
			for (const url of [image.image.url, ...image.image.variants.map((v) => v.url)]) {
				const after = await createMediaApp(restoredDir).request(url);
				expect(after.status, url).toBe(200);
				expect(Buffer.from(await after.arrayBuffer())).toEqual(
					Buffer.from(await (await createMediaApp(original.dataDir).request(url)).arrayBuffer()),
				);
			}
		}, 60_000);

		it('exports one moment while edits and cart reservations go on', async () => {
			const backend = await startBackend();
			const url = (await databaseUrlOf(backend.dataDir))!;
			const jar = await staffJar(backend);
			const states = new Set([await digestAt(url)]);
			let backupRunning = false;
			let backupDone = false;
			let writesDuringBackup = 0;
			const loadStarted = Promise.withResolvers<void>();
			const load = (async () => {
				// Sequential requests, so every state between two of them is recorded; a few more
				// go on after the backup, so its state is not simply the last one.
				for (let i = 0, after = 0; i < 1000 && after < 4; i++) {
					if (i === 2) loadStarted.resolve();
					if (backupDone) after++;
					if (i % 2 === 0) {
						const saved = await backend.request(
							'/de/pageeditor-api/pages/2/',
							jsonWrite(jar, 'PATCH', { headline: `Edit ${i}` }),
						);
						expect(saved.status).toBe(200);
					} else {
						expect(await reserveSeat(backend)).toBe(200);
					}
					states.add(await digestAt(url));
					if (backupRunning) writesDuringBackup++;
				}
			})();
			await loadStarted.promise;
			backupRunning = true;
			const result = await createBackup({ dataDir: backend.dataDir, url, to: tempDataDir() });
			backupRunning = false;
			backupDone = true;
			await load;

			expect(writesDuringBackup).toBeGreaterThan(0);
			// The export is one of the states the site went through, not a mix of two …
			expect(states.has(result.digest)).toBe(true);
			expect(result.digest).not.toBe(await digestAt(url));
			// … and the restore gives exactly that state.
			const target = await emptyDatabase();
			const restoredDir = join(tempDataDir(), 'data');
			const restore = await run(['restore', result.archive], restoredDir, {
				DATABASE_URL: target,
			});
			expect(restore.err).toEqual([]);
			expect(await digestAt(target)).toBe(result.digest);
		}, 60_000);

		it('refuses a corrupted archive and a database holding data, and replaces it with --force', async () => {
			const backend = await startBackend();
			const url = (await databaseUrlOf(backend.dataDir))!;
			const jar = await staffJar(backend);
			const archive = archiveOf(
				(await run(['backup', '--to', tempDataDir()], backend.dataDir, { DATABASE_URL: url })).out,
			);
			const target = await emptyDatabase();
			const corrupted = join(tempDataDir(), archive.split('/').at(-1)!);
			const bytes = readFileSync(archive);
			bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
			writeFileSync(corrupted, bytes);
			writeFileSync(`${corrupted}.sha256`, readFileSync(`${archive}.sha256`));
			const dataDir = join(tempDataDir(), 'data');
			const refused = await run(['restore', corrupted], dataDir, { DATABASE_URL: target });
			expect(refused).toEqual({
				code: 1,
				out: [],
				err: [
					`The archive is corrupt: its SHA-256 does not match ${corrupted.split('/').at(-1)}.sha256. Nothing was restored.`,
				],
			});
			expect(existsSync(dataDir)).toBe(false);
			// Not even the schema was created.
			expect(
				await reading(target, async (client) =>
					Number(
						(await client.query(`SELECT COUNT(*) AS n FROM pg_tables WHERE schemaname = 'public'`))
							.rows[0].n,
					),
				),
			).toBe(0);

			// A row changed inside the archive (with a fresh checksum): loaded, found out by the
			// digest, rolled back.
			const unpacked = tempDataDir();
			await extract({ file: archive, cwd: unpacked });
			const users = join(unpacked, 'postgres', 'users.ndjson');
			writeFileSync(users, readFileSync(users, 'utf8').replace('"editor"', '"intruder"'));
			const tampered = join(tempDataDir(), archive.split('/').at(-1)!);
			const manifestPath = join(unpacked, MANIFEST_FILE);
			const manifest = BackupManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
			// The manifest's own SHA-256 of the file must match too, or the file check refuses first.
			for (const file of manifest.files) {
				if (file.path === 'postgres/users.ndjson') {
					file.sha256 = await fileSha256(users);
					file.bytes = statSync(users).size;
				}
			}
			writeFileSync(manifestPath, JSON.stringify(manifest));
			await createTar({ gzip: true, cwd: unpacked, file: tampered }, readdirSync(unpacked));
			await writeChecksumFile(tampered, await fileSha256(tampered));
			const caught = await run(['restore', tampered], dataDir, { DATABASE_URL: target });
			expect(caught).toEqual({
				code: 1,
				out: [],
				err: [
					'The archive is corrupt: the loaded database does not hold the rows of the snapshot. Nothing was restored.',
				],
			});
			expect(existsSync(dataDir)).toBe(false);
			expect(
				await reading(target, async (client) =>
					Number((await client.query('SELECT COUNT(*) AS n FROM users')).rows[0].n),
				),
			).toBe(0);

			// The site's own database holds data: refused, then replaced with --force.
			const edited = await backend.request(
				'/de/pageeditor-api/pages/2/',
				jsonWrite(jar, 'PATCH', { headline: 'Nach der Sicherung' }),
			);
			expect(edited.status).toBe(200);
			const changed = await digestAt(url);
			const busy = await run(['restore', archive], dataDir, { DATABASE_URL: url });
			expect(busy.code).toBe(1);
			expect(busy.err).toHaveLength(1);
			expect(busy.err[0]).toMatch(
				/^The database is not empty \(.*\): restore into an empty database, or pass --force/,
			);
			expect(await digestAt(url)).toBe(changed);
			const forced = await run(['restore', archive, '--force'], dataDir, { DATABASE_URL: url });
			expect(forced.err).toEqual([]);
			expect(await digestAt(url)).not.toBe(changed);
			const restored = await startBackend({ dataDir, databaseUrl: url });
			const page = await parsed(
				await restored.request('/de/pageeditor-api/pages/2/', {
					jar: await loginAs(restored, 'editor'),
				}),
				CmsPageSchema,
			);
			expect(page.headline).not.toBe('Nach der Sicherung');
		}, 60_000);
	});
}

describe('a PostgreSQL archive on SQLite', () => {
	it('is refused with one message naming DATABASE_URL', async () => {
		// An export of a database without tables: enough, as the engine is checked first.
		const dir = tempDataDir();
		const manifest: BackupManifest = {
			format: 'venue-backup',
			version: 1,
			created_at: '2026-12-01T10:00:00.000Z',
			engine: 'postgres',
			database: {
				path: 'postgres',
				digest: '0'.repeat(64),
				schema_version: 1,
				tables: [],
				sequences: [],
			},
			files: [],
		};
		writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
		const archive = join(tempDataDir(), 'venue-backup-2026-12-01T10-00-00.000Z.tar.gz');
		await createTar({ gzip: true, cwd: dir, file: archive }, [MANIFEST_FILE]);
		await writeChecksumFile(archive, await fileSha256(archive));
		const target = join(tempDataDir(), 'data');
		const result = await run(['restore', archive], target);
		expect(result).toEqual({
			code: 1,
			out: [],
			err: [
				'The archive is an export of PostgreSQL: restore it with DATABASE_URL set to an empty PostgreSQL database. Nothing was restored.',
			],
		});
		expect(existsSync(target)).toBe(false);
	});
});
