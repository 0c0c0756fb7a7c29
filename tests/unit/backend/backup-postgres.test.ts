import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { describe, expect, inject, it, vi } from 'vitest';
import { create as createTar, extract } from 'tar';
import { writeChecksumFile } from '../../../src/backend/backup/backup-files.ts';
import { createBackup } from '../../../src/backend/backup/create-backup.ts';
import { POSTGRES_EXPORT_DIR } from '../../../src/backend/backup/postgres-export.ts';
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
import { addToCart, parkett, visitor } from './cart-visitor.ts';
import { runCliOn as run } from './cli-run.ts';
import {
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
/** How many rows `from` (a table, with a condition if need be) holds. */
const countAt = (url: string, from: string) =>
	reading(url, async (client) =>
		Number((await client.query<{ n: string }>(`SELECT COUNT(*) AS n FROM ${from}`)).rows[0]?.n),
	);

/** Packs the files of `dir` as `archive` with its checksum file, as a backup would. */
async function pack(dir: string, archive: string): Promise<void> {
	await createTar({ gzip: true, cwd: dir, file: archive }, readdirSync(dir));
	await writeChecksumFile(archive, await fileSha256(archive));
}

/** What a CLI run answers that was refused with one message. */
const refusal = (message: string) => ({ code: 1, out: [], err: [message] });

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

/** One visitor reserves one seat: a write of the cart tables. */
const reserveSeat = async (backend: TestBackend) =>
	(await addToCart(backend, visitor(), parkett(1))).status;

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
			// A folder of the data dir named like the export's is the site's, and comes along.
			mkdirSync(join(original.dataDir, 'postgres'));
			writeFileSync(join(original.dataDir, 'postgres', 'notes.txt'), 'Daten des Hauses');

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
			expect(restore.out[0]).toMatch(
				/^Restored the backup of \S+ into PostgreSQL \(DATABASE_URL\) and \S+ \(/,
			);
			expect(await digestAt(target)).toBe(digestBefore);
			expect(readFileSync(join(restoredDir, 'postgres', 'notes.txt'), 'utf8')).toBe(
				'Daten des Hauses',
			);
			expect(readdirSync(restoredDir).filter((name) => name.startsWith('.'))).toEqual([]);
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
			const before = await digestAt(url);
			// The export is held up halfway (error_log, which edits and carts never touch, is
			// locked), after it has read the tables before it: the writes then land in tables it
			// has read and tables it has yet to read, where a torn export would pick them up.
			const locker = new pg.Client({ connectionString: url });
			await locker.connect();
			await locker.query('BEGIN');
			await locker.query('LOCK TABLE error_log IN ACCESS EXCLUSIVE MODE');
			const backup = createBackup({ dataDir: backend.dataDir, url, to: tempDataDir() });
			// Awaited below; this keeps a failure before then from going unhandled.
			backup.catch(() => {});
			try {
				await vi.waitFor(
					async () => {
						// A transaction keeps its first view of the statistics unless told otherwise.
						await locker.query('SELECT pg_stat_clear_snapshot()');
						const waiting = await locker.query(
							`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%error_log%'`,
						);
						expect(waiting.rows).toHaveLength(1);
					},
					{ timeout: 15_000, interval: 20 },
				);
				for (let i = 0; i < 4; i++) {
					const saved = await backend.request(
						'/de/pageeditor-api/pages/2/',
						jsonWrite(jar, 'PATCH', { headline: `Edit ${i}` }),
					);
					expect(saved.status).toBe(200);
					expect(await reserveSeat(backend)).toBe(200);
				}
			} finally {
				await locker.query('COMMIT');
				await locker.end();
			}
			const result = await backup;
			const after = await digestAt(url);
			expect(after).not.toBe(before);
			// The export holds the moment it began, not a mix with the writes made meanwhile …
			expect(result.digest).toBe(before);
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
			expect(refused).toEqual(
				refusal(
					`The archive is corrupt: its SHA-256 does not match ${corrupted.split('/').at(-1)}.sha256. Nothing was restored.`,
				),
			);
			expect(existsSync(dataDir)).toBe(false);
			// Not even the schema was created.
			expect(await countAt(target, `pg_tables WHERE schemaname = 'public'`)).toBe(0);

			// A row changed inside the archive (with a fresh checksum): loaded, found out by the
			// digest, rolled back.
			const unpacked = tempDataDir();
			await extract({ file: archive, cwd: unpacked });
			const users = join(unpacked, POSTGRES_EXPORT_DIR, 'users.ndjson');
			writeFileSync(users, readFileSync(users, 'utf8').replace('"editor"', '"intruder"'));
			const tampered = join(tempDataDir(), archive.split('/').at(-1)!);
			const manifestPath = join(unpacked, MANIFEST_FILE);
			const manifest = BackupManifestSchema.parse(JSON.parse(readFileSync(manifestPath, 'utf8')));
			// The manifest's own SHA-256 of the file must match too, or the file check refuses first.
			for (const file of manifest.files) {
				if (file.path === `${POSTGRES_EXPORT_DIR}/users.ndjson`) {
					file.sha256 = await fileSha256(users);
					file.bytes = statSync(users).size;
				}
			}
			writeFileSync(manifestPath, JSON.stringify(manifest));
			await pack(unpacked, tampered);
			expect(await run(['restore', tampered], dataDir, { DATABASE_URL: target })).toEqual(
				refusal(
					'The archive is corrupt: the loaded database does not hold the rows of the snapshot. Nothing was restored.',
				),
			);
			expect(existsSync(dataDir)).toBe(false);
			expect(await countAt(target, 'users')).toBe(0);

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
				path: POSTGRES_EXPORT_DIR,
				digest: '0'.repeat(64),
				schema_version: 1,
				tables: [],
				sequences: [],
			},
			files: [],
		};
		writeFileSync(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
		const archive = join(tempDataDir(), 'venue-backup-2026-12-01T10-00-00.000Z.tar.gz');
		await pack(dir, archive);
		const target = join(tempDataDir(), 'data');
		expect(await run(['restore', archive], target)).toEqual(
			refusal(
				'The archive is an export of PostgreSQL: restore it with DATABASE_URL set to an empty PostgreSQL database. Nothing was restored.',
			),
		);
		expect(existsSync(target)).toBe(false);
	});
});
