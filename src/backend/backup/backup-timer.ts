import { createBackup } from './create-backup.ts';
import { listBackups, pruneBackups } from './backup-files.ts';
import type { BackupSchedule } from './schedule.ts';

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
	schedule: BackupSchedule;
	now?: () => Date;
	log?: (line: string) => void;
	/** Hears of each attempt (tests). */
	onAttempt?: (outcome: { archive: string } | { error: unknown }) => void;
}): () => void {
	const { dataDir, schedule } = options;
	const now = options.now ?? (() => new Date());
	const log = options.log ?? ((line: string) => console.error(line));
	let timer: NodeJS.Timeout | undefined;
	let stopped = false;

	const dueIn = async () => {
		const last = (await listBackups(schedule.dir)).at(-1);
		return last ? last.at.getTime() + schedule.everyMs - now().getTime() : 0;
	};
	const turn = async () => {
		if (stopped) return;
		try {
			if ((await dueIn()) <= 0) {
				const result = await createBackup({ dataDir, to: schedule.dir, now });
				await pruneBackups(schedule.dir, schedule.keep);
				log(
					`Backup written: ${result.archive} (${result.bytes} bytes, ${Math.round(result.ms)} ms)`,
				);
				options.onAttempt?.({ archive: result.archive });
			}
		} catch (error) {
			log(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
			options.onAttempt?.({ error });
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
