import { createUser, UserError } from '../auth/users.ts';
import { MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { isPostgresUrl, openDatabase, type Database } from '../db/database.ts';
import { backupCommand, restoreCommand } from './backup-commands.ts';
import { copyToPostgresCommand, COPY_TO_POSTGRES_USAGE } from './copy-to-postgres-command.ts';
import { dataDirOf, parseCommand, reportingErrors, type CliOutput } from './command-line.ts';

export const USAGE = `Usage: npm run cms -- <command> …

Commands (on DATABASE_URL when it is a postgres:// URL, else on DATA_DIR, default ./data):
  create-user <username> --password <password> [--staff] [--email <address>]
                Creates a login for the site's back end.
                --password  at least ${MIN_PASSWORD_LENGTH} characters
                --staff     may edit content (page editor, repository calls)
                --email     e-mail address shown in the user details
  backup [--to <dir>] [--keep <n>]
                Writes a consistent snapshot of the database and uploads as one dated archive
                with a .sha256 file beside it, while the site may keep running.
                SQLite only: with DATABASE_URL use the database's own backups (pg_dump, PITR).
                --to    the folder (default BACKUP_DIR, else ./backups)
                --keep  then delete all but the newest n backups there
  restore <archive> [--force]
                Checks the archive, then restores it into DATA_DIR, which must be empty.
                Stop the site first.
                --force  replace a data dir that is not empty (the old one is kept beside it)
${COPY_TO_POSTGRES_USAGE}`;

async function createUserCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const parsed = parseCommand(
		args,
		{
			password: { type: 'string' },
			staff: { type: 'boolean', default: false },
			email: { type: 'string' },
		},
		['username'],
		io,
	);
	if (parsed === null) return 2;
	const { values } = parsed;
	const [username] = parsed.positionals;
	if (values.password === undefined) {
		io.err('Missing --password <password>.');
		return 2;
	}
	const { password } = values;
	const dataDir = dataDirOf(env);
	const url = env['DATABASE_URL'];
	let db: Database;
	try {
		db = await openDatabase({ dataDir, url });
	} catch (error) {
		// The message names the host and the reason, never the URL (it may hold a password).
		io.err(`Cannot open the database: ${error instanceof Error ? error.message : String(error)}`);
		return 1;
	}
	const where = isPostgresUrl(url) ? 'PostgreSQL (DATABASE_URL)' : dataDir;
	try {
		return await reportingErrors(UserError, io, async () => {
			const user = await createUser(db, {
				username,
				password,
				isStaff: values.staff,
				...(values.email === undefined ? {} : { email: values.email }),
				now: new Date(),
			});
			io.out(`Created ${user.is_staff ? 'staff ' : ''}user '${user.username}' in ${where}.`);
			return 0;
		});
	} finally {
		await db.close();
	}
}

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
			case 'backup':
				return await backupCommand(args, env, io);
			case 'restore':
				return await restoreCommand(args, env, io);
			case 'copy-to-postgres':
				return await copyToPostgresCommand(args, env, io);
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
