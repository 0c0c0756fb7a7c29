import { basename } from 'node:path';
import { recordAuditIn } from '../audit/record-in-database.ts';
import { isPostgresUrl } from '../db/database.ts';
import { createBackup } from './create-backup.ts';
import { listBackups, pruneBackups } from './backup-files.ts';
import { backupScheduleFromEnv, type BackupSchedule } from './schedule.ts';

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Takes a backup of `dataDir` whenever the newest one in the schedule's folder is `everyMs`
 * old (at once when there is none), then deletes all but the newest `keep`. Looking at the
 * folder each time lets several servers on one data dir share the work. Failures are logged
 * and retried at the next turn; the timer never keeps the process alive. Answers a stop function.
 */
export function startBackupTimer(options: {
	dataDir: string;
	/** The PostgreSQL database (DATABASE_URL) holding the data, if not the data dir. */
	url?: string | undefined;
	schedule: BackupSchedule;
	now?: () => Date;
	/** Where a finished backup is told (stdout by default). */
	log?: (line: string) => void;
	/** Where a failed one is told (stderr by default). */
	logError?: (line: string) => void;
	/** Hears how each turn ended: a backup, an error, or nothing due yet (tests). */
	onTurn?: (outcome: { archive: string } | { error: unknown } | { notDueFor: number }) => void;
}): () => void {
	const { dataDir, url, schedule } = options;
	const now = options.now ?? (() => new Date());
	const log = options.log ?? ((line: string) => console.log(line));
	const logError = options.logError ?? ((line: string) => console.error(line));
	let timer: NodeJS.Timeout | undefined;
	let stopped = false;

	const dueIn = async () => {
		const last = (await listBackups(schedule.dir)).at(-1);
		return last ? last.at.getTime() + schedule.everyMs - now().getTime() : 0;
	};
	const turn = async () => {
		if (stopped) return;
		try {
			const wait = await dueIn();
			if (wait > 0) options.onTurn?.({ notDueFor: wait });
			else {
				const result = await createBackup({ dataDir, url, to: schedule.dir, now });
				await pruneBackups(schedule.dir, schedule.keep);
				log(
					`Backup written: ${result.archive} (${result.bytes} bytes, ${Math.round(result.ms)} ms)`,
				);
				await recordAuditIn(
					{ dataDir, url },
					{ actor: 'server', action: 'backup', target: basename(result.archive), address: 'timer' },
				).catch((error: unknown) => {
					logError(
						`Backup not recorded in the audit log: ${error instanceof Error ? error.message : String(error)}`,
					);
				});
				options.onTurn?.({ archive: result.archive });
			}
		} catch (error) {
			logError(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
			options.onTurn?.({ error });
		}
		if (stopped) return;
		const wait = await dueIn().catch(() => schedule.everyMs);
		// A failed backup is retried after a tenth of the interval rather than at once.
		const delay = wait > 0 ? wait : schedule.everyMs / 10;
		timer = setTimeout(() => void turn(), Math.min(MAX_DELAY_MS, delay));
		timer.unref();
	};
	timer = setTimeout(() => void turn(), 0);
	timer.unref();
	return () => {
		stopped = true;
		clearTimeout(timer);
	};
}

/**
 * Starts the timer when BACKUP_DIR and BACKUP_EVERY are set (see backupScheduleFromEnv; a bad
 * value throws, so the server refuses to start rather than run without backups), on the data
 * dir and, with DATABASE_URL, the PostgreSQL database. Answers the stop function, or null when
 * it takes no backups.
 */
export function startBackupsFromEnv(
	dataDir: string,
	env: NodeJS.ProcessEnv,
	log: (line: string) => void = (line) => console.log(line),
): (() => void) | null {
	const schedule = backupScheduleFromEnv(env);
	if (!schedule) return null;
	const url = isPostgresUrl(env['DATABASE_URL']) ? env['DATABASE_URL'] : undefined;
	log(
		`Backups of ${url ? 'the PostgreSQL database and ' : ''}${dataDir} every ${env['BACKUP_EVERY']} into ${schedule.dir}, keeping ${schedule.keep}.`,
	);
	return startBackupTimer({ dataDir, url, schedule, log });
}
