import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import sharp from 'sharp';
import { create as createTar, extract } from 'tar';
import { describe, expect, it, vi } from 'vitest';
import { createBackup } from '../../../src/backend/backup/create-backup.ts';
import { databaseDigest } from '../../../src/backend/backup/database-digest.ts';
import { fileSha256 } from '../../../src/backend/backup/file-hash.ts';
import { writeChecksumFile } from '../../../src/backend/backup/backup-files.ts';
import { createMediaApp } from '../../../src/backend/media/routes.ts';
import {
	BackupStatusSchema,
	AuditPageSchema,
	CmsPageSchema,
	LibraryImageSchema,
} from '../../../src/lib/contract/index.ts';
import type { CookieJar } from './harness.ts';
import {
	jsonWrite,
	loginAs,
	parsed,
	startBackend,
	staffJar,
	tempDataDir,
	databaseUrlOf,
	type TestBackend,
} from './harness.ts';
import { addToCart, parkett, visitor } from './cart-visitor.ts';
import { runCliOn as run } from './cli-run.ts';

/** The archive a `backup` run wrote, from its first line. */
const archiveOf = (out: string[]) => /^Backup written: (\S+) /.exec(out[0] ?? '')?.[1] ?? '';

const digestOf = (dataDir: string) => {
	const db = new DatabaseSync(join(dataDir, 'cms.sqlite'));
	try {
		return databaseDigest(db);
	} finally {
		db.close();
	}
};

async function uploadImage(backend: TestBackend, jar: CookieJar) {
	const png = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#3a6' } })
		.png()
		.toBuffer();
	const form = new FormData();
	form.append('file', new File([new Uint8Array(png)], 'Garten.png', { type: 'image/png' }));
	const response = await backend.request('/de/pageeditor-api/images/', {
		method: 'POST',
		jar,
		headers: { 'x-csrftoken': jar.get('csrftoken') ?? '' },
		body: form,
	});
	return parsed(response, LibraryImageSchema);
}

/** Calls whose answers must be the same, byte for byte, before and after a restore. */
const SAME_ANSWERS = [
	'/pageeditor-api/page/de',
	'/pageeditor-api/page/en/about/team-history',
	'/de/api/nav',
	'/pageeditor-api/settings',
	'/de/api/events/',
	'/de/api/events/1/',
	'/de/api/articles/1/',
	'/de/api/productions/',
	'/api/forms/1/',
	'/api/search/?query=schloss',
];

describe('npm run cms -- backup / restore', () => {
	it('restores a site that answers exactly as before: pages, uploads and users', async () => {
		const original = await startBackend({ engine: 'sqlite' });
		const jar = await staffJar(original);
		const image = await uploadImage(original, jar);
		const saved = await original.request(
			'/de/pageeditor-api/pages/2/',
			jsonWrite(jar, 'PATCH', { headline: 'Vor der Sicherung' }),
		);
		expect(saved.status).toBe(200);
		const backups = tempDataDir();

		const backup = await run(['backup', '--to', backups], original.dataDir);
		expect(backup.err).toEqual([]);
		expect(backup.code).toBe(0);
		const archive = archiveOf(backup.out);
		expect(archive).toMatch(/venue-backup-\d{4}-\d{2}-\d{2}T[\d-]+\.\d{3}Z\.tar\.gz$/);
		expect(backup.out[0]).toMatch(/\(\d+(\.\d)? [kM]?B, \d+ files?\) in \d+\.\d s\.$/);
		expect(readFileSync(`${archive}.sha256`, 'utf8')).toBe(
			`${await fileSha256(archive)}  ${archive.split('/').at(-1)}\n`,
		);

		const restoredDir = join(tempDataDir(), 'data');
		const restore = await run(['restore', archive], restoredDir);
		expect(restore.err).toEqual([]);
		expect(restore.code).toBe(0);
		expect(digestOf(restoredDir)).toBe(digestOf(original.dataDir));
		const restored = await startBackend({ dataDir: restoredDir, engine: 'sqlite' });
		for (const path of SAME_ANSWERS) {
			const before = await (await original.request(path)).text();
			expect(await (await restored.request(path)).text(), path).toBe(before);
		}
		// The staff account and its password came along.
		const restoredJar = await loginAs(restored, 'editor');
		const page = await parsed(
			await restored.request('/de/pageeditor-api/pages/2/', { jar: restoredJar }),
			CmsPageSchema,
		);
		expect(page.headline).toBe('Vor der Sicherung');
		// The restored audit log records the restore (the test's back ends run on a fixed clock).
		const restoredLog = await parsed(
			await restored.request('/api/dashboard/audit-log/', { jar: restoredJar }),
			AuditPageSchema,
		);
		expect(restoredLog.entries.find((entry) => entry.action === 'restore')).toMatchObject({
			actor: 'cli',
			target: archive.split('/').at(-1),
		});
		// The upload and its renditions, served from the restored data dir.
		for (const url of [image.image.url, ...image.image.variants.map((v) => v.url)]) {
			const before = await createMediaApp(original.dataDir).request(url);
			const after = await createMediaApp(restoredDir).request(url);
			expect(after.status, url).toBe(200);
			expect(Buffer.from(await after.arrayBuffer())).toEqual(
				Buffer.from(await before.arrayBuffer()),
			);
		}
	});

	it('takes a snapshot of one moment while edits and cart reservations go on', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const jar = await staffJar(backend);
		const headlineAt = new Map<string, string>();
		const record = (headline: string) => headlineAt.set(digestOf(backend.dataDir), headline);
		let current = 'initial';
		record(current);
		let backupRunning = false;
		let writesDuringBackup = 0;
		let stop = false;
		const load = (async () => {
			// Sequential requests, so every state between two of them is recorded.
			for (let i = 0; i < 300 && !stop; i++) {
				// app.request() answers in microtasks: yield so that the backup's I/O gets its turns.
				await new Promise(setImmediate);
				const headline = `Edit ${i}`;
				if (i % 2 === 0) {
					const saved = await backend.request(
						'/de/pageeditor-api/pages/2/',
						jsonWrite(jar, 'PATCH', { headline }),
					);
					expect(saved.status).toBe(200);
				} else {
					expect((await addToCart(backend, visitor(), parkett(1))).status).toBe(200);
				}
				if (i % 2 === 0) current = headline;
				record(current);
				if (backupRunning) writesDuringBackup++;
			}
		})();
		const backups = tempDataDir();
		backupRunning = true;
		const result = await createBackup({ dataDir: backend.dataDir, to: backups });
		backupRunning = false;
		stop = true;
		await load;

		expect(writesDuringBackup).toBeGreaterThan(0);
		// The snapshot is one of the states the site went through, not a mix of two …
		const headline = headlineAt.get(result.digest);
		expect(headline).toBeDefined();
		// … and not the state at the end.
		expect(result.digest).not.toBe(digestOf(backend.dataDir));
		const restoredDir = join(tempDataDir(), 'data');
		expect((await run(['restore', result.archive], restoredDir)).code).toBe(0);
		expect(digestOf(restoredDir)).toBe(result.digest);
		const restored = await startBackend({ dataDir: restoredDir, engine: 'sqlite' });
		const page = await parsed(
			await restored.request('/de/pageeditor-api/pages/2/', {
				jar: await loginAs(restored, 'editor'),
			}),
			CmsPageSchema,
		);
		if (headline !== 'initial') expect(page.headline).toBe(headline);
	}, 60_000);

	it('refuses a corrupted archive with one clear message and touches nothing', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const backups = tempDataDir();
		const archive = archiveOf((await run(['backup', '--to', backups], backend.dataDir)).out);
		const bytes = readFileSync(archive);
		bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
		writeFileSync(archive, bytes);
		const target = join(tempDataDir(), 'data');
		const result = await run(['restore', archive], target);
		expect(result.code).toBe(1);
		expect(result.out).toEqual([]);
		expect(result.err).toEqual([
			`The archive is corrupt: its SHA-256 does not match ${archive.split('/').at(-1)}.sha256. Nothing was restored.`,
		]);
		expect(existsSync(target)).toBe(false);
		expect(readdirSync(join(target, '..'))).toEqual([]);
	});

	it('refuses an archive whose files do not match its manifest, even with a fresh checksum', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const jar = await staffJar(backend);
		await uploadImage(backend, jar);
		const backups = tempDataDir();
		const archive = archiveOf((await run(['backup', '--to', backups], backend.dataDir)).out);
		const unpacked = tempDataDir();
		await extract({ file: archive, cwd: unpacked });
		const upload = readdirSync(unpacked, { recursive: true, encoding: 'utf8' }).find((path) =>
			path.endsWith('.webp'),
		);
		await appendFile(join(unpacked, upload!), 'tampered');
		await createTar({ gzip: true, cwd: unpacked, file: archive }, readdirSync(unpacked));
		await writeChecksumFile(archive, await fileSha256(archive));
		const result = await run(['restore', archive], join(tempDataDir(), 'data'));
		expect(result.code).toBe(1);
		expect(result.err).toEqual([
			`The archive is corrupt: ${upload} does not match its SHA-256. Nothing was restored.`,
		]);
	});

	it('refuses an archive without its checksum file', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const backups = tempDataDir();
		const archive = archiveOf((await run(['backup', '--to', backups], backend.dataDir)).out);
		const lone = join(tempDataDir(), 'copy.tar.gz');
		writeFileSync(lone, readFileSync(archive));
		const result = await run(['restore', lone], join(tempDataDir(), 'data'));
		expect(result.code).toBe(1);
		expect(result.err.join('\n')).toContain('No checksum file copy.tar.gz.sha256');
	});

	it('restores over a data dir that is not empty only with --force, keeping the old one', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const backups = tempDataDir();
		const archive = archiveOf((await run(['backup', '--to', backups], backend.dataDir)).out);
		const parent = tempDataDir();
		const target = join(parent, 'data');
		mkdirSync(target);
		writeFileSync(join(target, 'keep-me.txt'), 'old');
		const refused = await run(['restore', archive], target);
		expect(refused.code).toBe(1);
		expect(refused.err.join('\n')).toContain('is not empty');
		expect(readdirSync(target)).toEqual(['keep-me.txt']);

		const forced = await run(['restore', archive, '--force'], target);
		expect(forced.code).toBe(0);
		expect(digestOf(target)).toBe(digestOf(backend.dataDir));
		const kept = readdirSync(parent).find((name) => name.startsWith('data.before-restore-'));
		expect(readFileSync(join(parent, kept!, 'keep-me.txt'), 'utf8')).toBe('old');
	});

	it('keeps the newest backups with --keep and says what it removed', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const backups = tempDataDir();
		for (let i = 0; i < 3; i++) {
			expect((await run(['backup', '--to', backups, '--keep', '2'], backend.dataDir)).code).toBe(0);
		}
		expect(readdirSync(backups).filter((name) => name.endsWith('.tar.gz'))).toHaveLength(2);
		expect(readdirSync(backups).filter((name) => name.endsWith('.sha256'))).toHaveLength(2);
	});

	it('refuses to restore an archive of one engine into the other', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const archive = archiveOf((await run(['backup', '--to', tempDataDir()], backend.dataDir)).out);
		// No server answers here: the archive's engine is checked before any connection.
		const env = { DATABASE_URL: 'postgres://venue@127.0.0.1:9/venue' };
		const target = join(tempDataDir(), 'data');
		const refused = await run(['restore', archive], target, env);
		expect(refused.code).toBe(1);
		expect(refused.out).toEqual([]);
		expect(refused.err).toEqual([
			'The archive holds the embedded SQLite database: restore it without DATABASE_URL (into DATA_DIR), then move it with `copy-to-postgres`. Nothing was restored.',
		]);
		expect(existsSync(target)).toBe(false);
	});

	it('fails with one line and leaves no archive when PostgreSQL cannot be reached', async () => {
		const backups = tempDataDir();
		// Nothing listens on port 9: the connection is refused at once.
		const env = { DATABASE_URL: 'postgres://venue@127.0.0.1:9/venue' };
		const backup = await run(['backup', '--to', backups], tempDataDir(), env);
		expect(backup.code).toBe(1);
		expect(backup.out).toEqual([]);
		expect(backup.err).toHaveLength(1);
		expect(backup.err[0]).toMatch(/^Cannot export the PostgreSQL database: .*ECONNREFUSED/);
		expect(readdirSync(backups)).toEqual([]);
	});

	it('fails clearly without a database', async () => {
		const result = await run(['backup', '--to', tempDataDir()], join(tempDataDir(), 'none'));
		expect(result.code).toBe(1);
		expect(result.err.join('\n')).toContain('No database at');
	});
});

describe('GET /api/dashboard/backup/', () => {
	const status = async (backend: TestBackend, jar: CookieJar) =>
		parsed(await backend.request('/api/dashboard/backup/', { jar }), BackupStatusSchema);

	// On this run's engine: in the postgres project the backup is a PostgreSQL export.
	it('tells staff the newest backup and warns when it is older than twice the interval', async () => {
		const backups = tempDataDir();
		vi.stubEnv('BACKUP_DIR', backups);
		vi.stubEnv('BACKUP_EVERY', '24h');
		try {
			const backend = await startBackend();
			const jar = await staffJar(backend);
			expect(await status(backend, jar)).toEqual({
				configured: true,
				every_minutes: 1440,
				last: null,
				stale: true,
			});
			const taken = await createBackup({
				dataDir: backend.dataDir,
				url: await databaseUrlOf(backend.dataDir),
				to: backups,
				now: () => new Date('2026-11-30T10:00:00Z'),
			});
			expect(await status(backend, jar)).toEqual({
				configured: true,
				every_minutes: 1440,
				last: { created_at: '2026-11-30T10:00:00.000Z', bytes: taken.bytes },
				stale: false,
			});
			const later = await startBackend({
				dataDir: backend.dataDir,
				now: new Date('2026-12-02T10:00:01Z'),
			});
			expect((await status(later, jar)).stale).toBe(true);
			expect((await later.request('/api/dashboard/backup/')).status).toBe(401);
		} finally {
			vi.unstubAllEnvs();
		}
	});

	it('says when the server takes no backups', async () => {
		vi.stubEnv('BACKUP_DIR', '');
		const backend = await startBackend({ engine: 'sqlite' });
		expect(await status(backend, await staffJar(backend))).toEqual({
			configured: false,
			every_minutes: null,
			last: null,
			stale: false,
		});
		vi.unstubAllEnvs();
	});
});
