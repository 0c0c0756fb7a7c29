import { auditKeepDaysFromEnv, createAuditLog, type AuditRecord } from '../audit/audit-log.ts';
import {
	disableAccount,
	enableAccount,
	findAccount,
	listAccounts,
	removeAccount,
	setAccountPassword,
} from '../auth/staff-accounts.ts';
import { createUser, UserError } from '../auth/users.ts';
import { isPostgresUrl, openDatabase, type Database } from '../db/database.ts';
import { dataDirOf, parseCommand, reportingErrors, type CliOutput } from './command-line.ts';

/** What an account command works with: the database, where it is, and its audit log. */
type AccountSession = {
	db: Database;
	where: string;
	audit: (entry: Omit<AuditRecord, 'address'>) => Promise<void>;
};

/**
 * Opens the back end's database (DATABASE_URL, else DATA_DIR) and runs `action` on it; a
 * UserError is the operator's message (exit 1). The database is closed afterwards.
 */
async function onDatabase(
	env: NodeJS.ProcessEnv,
	io: CliOutput,
	action: (session: AccountSession) => Promise<number>,
): Promise<number> {
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
	try {
		const log = createAuditLog(db, () => new Date(), auditKeepDaysFromEnv(env));
		const where = isPostgresUrl(url) ? 'PostgreSQL (DATABASE_URL)' : dataDir;
		const audit = (entry: Omit<AuditRecord, 'address'>) => log.record({ ...entry, address: 'cli' });
		return await reportingErrors(UserError, io, () => action({ db, where, audit }));
	} finally {
		await db.close();
	}
}

/** `create-user <username> --password <password> [--staff] [--email <address>]`. */
export async function createUserCommand(
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
	const { password } = values;
	if (password === undefined) {
		io.err('Missing --password <password>.');
		return 2;
	}
	return onDatabase(env, io, async ({ db, where, audit }) => {
		const user = await createUser(db, {
			username,
			password,
			isStaff: values.staff,
			...(values.email === undefined ? {} : { email: values.email }),
			now: new Date(),
		});
		await audit({
			actor: 'cli',
			action: 'user_created',
			target: user.username,
			detail: user.is_staff ? 'staff' : '',
		});
		io.out(`Created ${user.is_staff ? 'staff ' : ''}user '${user.username}' in ${where}.`);
		return 0;
	});
}

const berlinTime = new Intl.DateTimeFormat('en-GB', {
	timeZone: 'Europe/Berlin',
	dateStyle: 'short',
	timeStyle: 'short',
});
const when = (iso: string | null) => (iso === null ? 'never' : berlinTime.format(new Date(iso)));

/** `users`: every account with role, last login (Berlin time) and whether it is disabled. */
export async function usersCommand(
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	if (parseCommand(args, {}, [], io) === null) return 2;
	return onDatabase(env, io, async ({ db, where }) => {
		const accounts = await listAccounts(db);
		if (accounts.length === 0) {
			io.out(`No users in ${where}. Create one with create-user.`);
			return 0;
		}
		const rows = accounts.map((account) => [
			account.username,
			account.is_staff ? 'staff' : 'user',
			when(account.last_login_at),
			account.disabled_at === null ? 'active' : `disabled ${when(account.disabled_at)}`,
		]);
		const header = ['USERNAME', 'ROLE', 'LAST LOGIN (BERLIN)', 'STATUS'];
		const widths = header.map((title, column) =>
			Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
		);
		const line = (cells: string[]) =>
			cells
				.map((cell, column) => cell.padEnd(widths[column] ?? 0))
				.join('  ')
				.trimEnd();
		io.out(line(header));
		for (const row of rows) io.out(line(row));
		return 0;
	});
}

/**
 * `disable <username>`, `enable <username>`, `remove <username>` and
 * `set-password <username> --password <password>`: one change to one account, recorded in the
 * audit log. Disabling and removing refuse the last active staff account.
 */
export async function accountChangeCommand(
	command: 'disable' | 'enable' | 'remove' | 'set-password',
	args: string[],
	env: NodeJS.ProcessEnv,
	io: CliOutput,
): Promise<number> {
	const options = command === 'set-password' ? { password: { type: 'string' as const } } : {};
	const parsed = parseCommand(args, options, ['username'], io);
	if (parsed === null) return 2;
	const password = (parsed.values as { password?: string }).password;
	if (command === 'set-password' && password === undefined) {
		io.err('Missing --password <password>.');
		return 2;
	}
	const [username] = parsed.positionals;
	return onDatabase(env, io, async ({ db, audit }) => {
		const account = await findAccount(db, username);
		const target = account.username;
		if (command === 'disable') {
			await disableAccount(db, account.id, new Date());
			await audit({ actor: 'cli', action: 'user_disabled', target });
			io.out(`Disabled '${target}': it cannot log in, and its sessions have ended.`);
		} else if (command === 'enable') {
			await enableAccount(db, account.id);
			await audit({ actor: 'cli', action: 'user_enabled', target });
			io.out(`Enabled '${target}'.`);
		} else if (command === 'remove') {
			await removeAccount(db, account.id);
			await audit({ actor: 'cli', action: 'user_removed', target });
			io.out(`Removed '${target}'.`);
		} else {
			await setAccountPassword(db, account, password ?? '');
			await audit({ actor: 'cli', action: 'password_set', target });
			io.out(`Set the password of '${target}'; its sessions have ended.`);
		}
		return 0;
	});
}
