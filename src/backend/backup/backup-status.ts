import { stat } from 'node:fs/promises';
import type { BackupStatus } from '../../lib/contract/index.ts';
import { listBackups } from './backup-files.ts';
import type { BackupSchedule } from './schedule.ts';

/**
 * The editor hub's line on backups: whether the server takes them, the newest one's time and
 * size, and `stale` when it is older than twice the interval (or there is none yet).
 */
export async function backupStatus(
	schedule: BackupSchedule | null,
	now: Date,
): Promise<BackupStatus> {
	if (!schedule) return { configured: false, every_minutes: null, last: null, stale: false };
	const newest = (await listBackups(schedule.dir)).at(-1);
	const last = newest
		? { created_at: newest.at.toISOString(), bytes: (await stat(newest.path)).size }
		: null;
	const age = newest ? now.getTime() - newest.at.getTime() : Infinity;
	return {
		configured: true,
		every_minutes: Math.round(schedule.everyMs / 60_000),
		last,
		stale: age > 2 * schedule.everyMs,
	};
}
