import { resolve } from 'node:path';

/** Backups the server takes itself: where, how often, how many are kept. */
export type BackupSchedule = { dir: string; everyMs: number; keep: number };

/** How many backups are kept when BACKUP_KEEP is unset. */
export const DEFAULT_KEEP = 7;

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `30m`, `24h`, `7d` in milliseconds; null for anything else (at least one minute). */
export function parseInterval(text: string): number | null {
	const match = /^\s*(\d+)\s*([mhd])\s*$/.exec(text);
	if (!match) return null;
	const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
	return ms > 0 && Number.isSafeInteger(ms) ? ms : null;
}

/**
 * The schedule of BACKUP_DIR, BACKUP_EVERY (`30m`, `24h`, `7d`) and BACKUP_KEEP (default 7), or
 * null when BACKUP_DIR or BACKUP_EVERY is unset. Throws a readable message for bad values.
 */
export function backupScheduleFromEnv(env: NodeJS.ProcessEnv): BackupSchedule | null {
	const dir = env['BACKUP_DIR'];
	const every = env['BACKUP_EVERY'];
	if (!dir || !every) return null;
	const everyMs = parseInterval(every);
	if (everyMs === null) {
		throw new Error(
			`BACKUP_EVERY must be minutes, hours or days such as 30m, 24h or 7d, not '${every}'.`,
		);
	}
	const keepText = env['BACKUP_KEEP'] || String(DEFAULT_KEEP);
	const keep = Number(keepText);
	if (!/^\d+$/.test(keepText.trim()) || keep < 1) {
		throw new Error(`BACKUP_KEEP must be a whole number of at least 1, not '${keepText}'.`);
	}
	return { dir: resolve(dir), everyMs, keep };
}
