import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { startBackupsFromEnv, startBackupTimer } from '../../../src/backend/backup/backup-timer.ts';
import { BackupManifestSchema } from '../../../src/backend/backup/manifest.ts';
import { createBackup } from '../../../src/backend/backup/create-backup.ts';
import { backupScheduleFromEnv, parseInterval } from '../../../src/backend/backup/schedule.ts';
import { databaseUrlOf, startBackend, tempDataDir, TEST_ENGINE } from './harness.ts';
import { extract } from 'tar';

const DAY = 86_400_000;

describe('backup schedule', () => {
	it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP (7 by default)', () => {
		expect(parseInterval('24h')).toBe(DAY);
		expect(parseInterval('30m')).toBe(1_800_000);
		expect(parseInterval('7d')).toBe(7 * DAY);
		for (const bad of ['', '24', '1.5h', '0h', '-1d', '24 hours'])
			expect(parseInterval(bad)).toBeNull();
		expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/b', BACKUP_EVERY: '24h' })).toEqual({
			dir: '/srv/b',
			everyMs: DAY,
			keep: 7,
		});
		expect(backupScheduleFromEnv({ BACKUP_DIR: '/srv/b' })).toBeNull();
		expect(() => backupScheduleFromEnv({ BACKUP_DIR: '/b', BACKUP_EVERY: 'daily' })).toThrow(
			"BACKUP_EVERY must be minutes, hours or days such as 30m, 24h or 7d, not 'daily'.",
		);
		expect(() =>
			backupScheduleFromEnv({ BACKUP_DIR: '/b', BACKUP_EVERY: '1d', BACKUP_KEEP: '0' }),
		).toThrow('BACKUP_KEEP must be a whole number of at least 1');
	});
});

describe('the backup timer', () => {
	it('backs up at once when the newest backup is due, keeping the newest N', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const dir = tempDataDir();
		for (const day of ['2026-11-26', '2026-11-27']) {
			await createBackup({
				dataDir: backend.dataDir,
				to: dir,
				now: () => new Date(`${day}T10:00:00Z`),
			});
		}
		const attempt = Promise.withResolvers<unknown>();
		const lines: string[] = [];
		const stop = startBackupTimer({
			dataDir: backend.dataDir,
			schedule: { dir, everyMs: DAY, keep: 2 },
			now: () => new Date('2026-12-01T10:00:00Z'),
			log: (line) => lines.push(line),
			onTurn: attempt.resolve,
		});
		try {
			expect(await attempt.promise).toMatchObject({
				archive: expect.stringContaining('2026-12-01T10-00-00.000Z'),
			});
		} finally {
			stop();
		}
		expect(readdirSync(dir).sort()).toEqual([
			'venue-backup-2026-11-27T10-00-00.000Z.tar.gz',
			'venue-backup-2026-11-27T10-00-00.000Z.tar.gz.sha256',
			'venue-backup-2026-12-01T10-00-00.000Z.tar.gz',
			'venue-backup-2026-12-01T10-00-00.000Z.tar.gz.sha256',
		]);
		expect(lines[0]).toMatch(/^Backup written: /);
	});

	it('waits while the newest backup is younger than the interval', async () => {
		const backend = await startBackend({ engine: 'sqlite' });
		const dir = tempDataDir();
		await createBackup({
			dataDir: backend.dataDir,
			to: dir,
			now: () => new Date('2026-12-01T09:00:00Z'),
		});
		const turn = Promise.withResolvers<unknown>();
		const stop = startBackupTimer({
			dataDir: backend.dataDir,
			schedule: { dir, everyMs: DAY, keep: 7 },
			now: () => new Date('2026-12-01T10:00:00Z'),
			onTurn: turn.resolve,
		});
		try {
			expect(await turn.promise).toEqual({ notDueFor: 23 * 3_600_000 });
		} finally {
			stop();
		}
		expect(readdirSync(dir)).toHaveLength(2);
	});

	// On this run's engine: in the postgres project, the database at DATABASE_URL.
	it('starts from the environment and backs up the engine the site runs on', async () => {
		const backend = await startBackend();
		const url = await databaseUrlOf(backend.dataDir);
		const dir = tempDataDir();
		const lines: string[] = [];
		const env = { BACKUP_DIR: dir, BACKUP_EVERY: '30m', ...(url ? { DATABASE_URL: url } : {}) };
		const stop = startBackupsFromEnv(backend.dataDir, env, (line) => lines.push(line));
		try {
			await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 15_000, interval: 50 });
		} finally {
			stop?.();
		}
		expect(lines[0]).toBe(
			`Backups of ${url ? 'the PostgreSQL database and ' : ''}${backend.dataDir} every 30m into ${dir}, keeping 7.`,
		);
		expect(lines[1]).toMatch(/^Backup written: /);
		const archive = readdirSync(dir).find((name) => name.endsWith('.tar.gz'))!;
		const unpacked = tempDataDir();
		await extract({ file: join(dir, archive), cwd: unpacked });
		const manifest = BackupManifestSchema.parse(
			JSON.parse(readFileSync(join(unpacked, 'backup-manifest.json'), 'utf8')),
		);
		expect(manifest.engine).toBe(TEST_ENGINE);
	});
});
