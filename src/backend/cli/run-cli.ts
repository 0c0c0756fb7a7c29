import { MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { accountChangeCommand, createUserCommand, usersCommand } from './account-commands.ts';
import { backupCommand, restoreCommand } from './backup-commands.ts';
import { copyToPostgresCommand, COPY_TO_POSTGRES_USAGE } from './copy-to-postgres-command.ts';
import type { CliOutput } from './command-line.ts';
import { rollbackCommand, ROLLBACK_USAGE } from './rollback-command.ts';

export const USAGE = `Usage: npm run cms -- <command> …

Commands (on DATABASE_URL when it is a postgres:// URL, else on DATA_DIR, default ./data):
  create-user <username> --password <password> [--staff] [--email <address>]
                Creates a login for the site's back end.
                --password  at least ${MIN_PASSWORD_LENGTH} characters, not a commonly used one
                --staff     may edit content (page editor, repository calls)
                --email     e-mail address shown in the user details
  users         Lists every account: role, last login (Berlin time), active or disabled.
  disable <username>
                The account cannot log in any more; its sessions end at once.
  enable <username>
                The account can log in again.
  set-password <username> --password <password>
                Sets a new password (e.g. a forgotten one); the account's sessions end.
  remove <username>
                Deletes the account (its page versions stay, without author).
                disable and remove refuse the last active staff account.
  backup [--to <dir>] [--keep <n>]
                Writes a consistent snapshot of the database and uploads as one dated archive
                with a .sha256 file beside it, while the site may keep running (on PostgreSQL
                a logical export read in one snapshot; pg_dump and PITR are the heavier tools).
                --to    the folder (default BACKUP_DIR, else ./backups)
                --keep  then delete all but the newest n backups there
  restore <archive> [--force]
                Checks the archive, then restores it into DATA_DIR, which must be empty, and
                with DATABASE_URL into that PostgreSQL database, which must be empty too.
                Stop the site first.
                --force  replace a data dir that is not empty (the old one is kept beside it)
                         and the data of a PostgreSQL database that is not
${COPY_TO_POSTGRES_USAGE}
${ROLLBACK_USAGE}`;

/** Runs one CLI command; answers the process exit code (0 on success). */
export async function runCli(
	argv: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const [command, ...args] = argv;
	try {
		switch (command) {
			case 'create-user':
				return await createUserCommand(args, env, io);
			case 'users':
				return await usersCommand(args, env, io);
			case 'disable':
			case 'enable':
			case 'remove':
			case 'set-password':
				return await accountChangeCommand(command, args, env, io);
			case 'backup':
				return await backupCommand(args, env, io);
			case 'restore':
				return await restoreCommand(args, env, io);
			case 'copy-to-postgres':
				return await copyToPostgresCommand(args, env, io);
			case 'rollback':
				return await rollbackCommand(args, env, io);
			case undefined:
			case 'help':
			case '--help':
				io.out(USAGE);
				return command === undefined ? 2 : 0;
			default:
				io.err(`Unknown command '${command}'.\n\n${USAGE}`);
				return 2;
		}
	} catch (error) {
		// parseArgs reports unknown or malformed options with a readable message.
		io.err(error instanceof Error ? error.message : String(error));
		return 1;
	}
}
