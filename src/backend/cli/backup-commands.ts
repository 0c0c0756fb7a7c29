import { basename } from 'node:path';
import { isPostgresUrl } from '../db/database.ts';
import { recordAuditIn } from '../audit/record-in-database.ts';
import { BackupError, createBackup } from '../backup/create-backup.ts';
import { pruneBackups } from '../backup/backup-files.ts';
import { restoreBackup, RestoreError } from '../backup/restore-backup.ts';
import { dataDirOf, parseCommand, reportingErrors, type CliOutput } from './command-line.ts';

/** Where `backup` writes without --to: BACKUP_DIR, else ./backups. */
const backupDir = (env: NodeJS.ProcessEnv) => env['BACKUP_DIR'] || './backups';

/** The data dir, and DATABASE_URL when the data lives in PostgreSQL. */
const locationOf = (env: NodeJS.ProcessEnv) => ({
	dataDir: dataDirOf(env),
	url: env['DATABASE_URL'],
});

/** `1234567` → `1.2 MB`. */
export function formatBytes(bytes: number): string {
	if (bytes < 1000) return `${bytes} B`;
	if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
	return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const fileCount = (n: number) => (n === 1 ? '1 file' : `${n} files`);

/**
 * `backup [--to DIR] [--keep N]`: an online backup of DATA_DIR (and of DATABASE_URL's
 * PostgreSQL database) while the site may run.
 */
export async function backupCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const parsed = parseCommand(args, { to: { type: 'string' }, keep: { type: 'string' } }, [], io);
	if (parsed === null) return 2;
	const { values } = parsed;
	const keep = values.keep === undefined ? undefined : Number(values.keep);
	if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) {
		io.err('--keep must be a whole number of at least 1.');
		return 2;
	}
	const to = values.to ?? backupDir(env);
	return reportingErrors(BackupError, io, async () => {
		const result = await createBackup({ ...locationOf(env), to });
		io.out(
			`Backup written: ${result.archive} (${formatBytes(result.bytes)}, ${fileCount(result.files)}) in ${seconds(result.ms)}.`,
		);
		io.out(`SHA-256 in ${result.checksumFile}.`);
		await recordAuditIn(
			locationOf(env),
			{
				actor: 'cli',
				action: 'backup',
				target: basename(result.archive),
				address: 'cli',
				detail: formatBytes(result.bytes),
			},
			env,
		);
		if (keep !== undefined) {
			for (const removed of await pruneBackups(to, keep)) io.out(`Removed old backup ${removed}.`);
		}
		return 0;
	});
}

/** `restore ARCHIVE [--force]`: the archive's data into DATA_DIR (and DATABASE_URL), verified first. */
export async function restoreCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const parsed = parseCommand(
		args,
		{ force: { type: 'boolean', default: false } },
		['archive'],
		io,
	);
	if (parsed === null) return 2;
	const [archive] = parsed.positionals;
	return reportingErrors(RestoreError, io, async () => {
		const result = await restoreBackup({
			archive,
			...locationOf(env),
			force: parsed.values.force,
		});
		io.out(
			`Restored the backup of ${result.createdAt} into ${isPostgresUrl(env['DATABASE_URL']) ? 'PostgreSQL (DATABASE_URL) and ' : ''}${result.dataDir} (${formatBytes(result.bytes)}, ${fileCount(result.files)}) in ${seconds(result.ms)}.`,
		);
		// The restored database holds the log from the moment of the backup; the restore comes next.
		await recordAuditIn(
			{ ...locationOf(env), dataDir: result.dataDir },
			{
				actor: 'cli',
				action: 'restore',
				target: basename(archive),
				address: 'cli',
				detail: `backup of ${result.createdAt}`,
			},
			env,
		);
		if (result.previousDataDir)
			io.out(`The data dir it replaced is kept at ${result.previousDataDir}.`);
		return 0;
	});
}
