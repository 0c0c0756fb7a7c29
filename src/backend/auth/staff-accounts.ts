import { sql } from 'kysely';
import type { StaffAccount } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import {
	PASSWORD_PROBLEM_MESSAGES,
	passwordProblem,
	type PasswordProblem,
} from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { UserError } from './users.ts';

/** Why an account change was refused; `code` lets the hub say it in its own language. */
export class AccountError extends UserError {
	readonly code: 'not_found' | 'last_staff' | 'wrong_password' | PasswordProblem;

	constructor(code: AccountError['code'], message: string) {
		super(message);
		this.code = code;
	}
}

const LAST_STAFF =
	'This is the last active staff account: create or enable another staff account first.';

/** Throws AccountError when `password` may not be the new password of `username`. */
export async function checkNewPassword(password: string, username: string): Promise<void> {
	const problem = await passwordProblem(password, username);
	if (problem) throw new AccountError(problem, PASSWORD_PROBLEM_MESSAGES[problem]);
}

const optionalText = (value: unknown) => (typeof value === 'string' ? value : null);

/** Every account, staff first, then by username. */
export async function listAccounts(db: Database): Promise<StaffAccount[]> {
	const rows = await db.all(
		sql`SELECT id, username, email, is_staff, created_at, last_login_at, disabled_at FROM users
			ORDER BY is_staff DESC, lower(username), id`,
	);
	return rows.map((row) => ({
		id: Number(row['id']),
		username: String(row['username']),
		email: String(row['email']),
		is_staff: Number(row['is_staff']) === 1,
		created_at: String(row['created_at']),
		last_login_at: optionalText(row['last_login_at']),
		disabled_at: optionalText(row['disabled_at']),
	}));
}

/** The account named `username` (case-insensitively) or with that id; AccountError when none. */
export async function findAccount(db: Database, which: string | number): Promise<StaffAccount> {
	const account = (await listAccounts(db)).find((candidate) =>
		typeof which === 'number'
			? candidate.id === which
			: candidate.username.toLowerCase() === which.trim().toLowerCase(),
	);
	if (!account) throw new AccountError('not_found', `There is no user '${String(which)}'.`);
	return account;
}

/**
 * Runs `change` on account `id` in one transaction that first locks every active staff account
 * (PostgreSQL: FOR UPDATE, re-read after a concurrent change commits; SQLite: the write
 * transaction holds the file), and refuses when it would leave no active staff account: two
 * staff members disabling each other at once leave one of them active.
 */
async function keepingOneStaff(
	db: Database,
	id: number,
	change: () => Promise<void>,
): Promise<void> {
	await db.transaction(async () => {
		const lock = db.engine === 'postgres' ? sql` FOR UPDATE` : sql``;
		const active = await db.all(
			sql`SELECT id FROM users WHERE is_staff = 1 AND disabled_at IS NULL ORDER BY id${lock}`,
		);
		const ids = active.map((row) => Number(row['id']));
		if (ids.includes(id) && ids.length === 1) throw new AccountError('last_staff', LAST_STAFF);
		await change();
	});
}

/** Disables account `id`: it cannot log in, and its sessions end at once. */
export async function disableAccount(db: Database, id: number, now: Date): Promise<void> {
	await keepingOneStaff(db, id, async () => {
		await db.run(
			sql`UPDATE users SET disabled_at = ${now.toISOString()} WHERE id = ${id} AND disabled_at IS NULL`,
		);
		await db.run(sql`DELETE FROM sessions WHERE user_id = ${id}`);
	});
}

/** Enables account `id` again. */
export async function enableAccount(db: Database, id: number): Promise<void> {
	await db.run(sql`UPDATE users SET disabled_at = NULL WHERE id = ${id}`);
}

/**
 * Removes account `id` and its sessions; the versions and images it made stay, without author.
 */
export async function removeAccount(db: Database, id: number): Promise<void> {
	await keepingOneStaff(db, id, async () => {
		await db.run(sql`DELETE FROM sessions WHERE user_id = ${id}`);
		await db.run(sql`UPDATE document_versions SET created_by = NULL WHERE created_by = ${id}`);
		await db.run(sql`UPDATE library_images SET created_by = NULL WHERE created_by = ${id}`);
		await db.run(sql`DELETE FROM users WHERE id = ${id}`);
	});
}

/**
 * Sets the password of `account` (checked against the policy first) and ends its sessions, all
 * but the one whose token hash is `keepSessionHash` (the user changing their own).
 */
export async function setAccountPassword(
	db: Database,
	account: { id: number; username: string },
	password: string,
	keepSessionHash?: string,
): Promise<void> {
	await checkNewPassword(password, account.username);
	const hash = await hashPassword(password);
	await db.transaction(async () => {
		await db.run(sql`UPDATE users SET password_hash = ${hash} WHERE id = ${account.id}`);
		await db.run(
			sql`DELETE FROM sessions WHERE user_id = ${account.id} AND token_hash <> ${keepSessionHash ?? ''}`,
		);
	});
}

/**
 * The signed-in user's own change: `oldPassword` must be their current one (AccountError
 * `wrong_password`); their other sessions end, this one stays.
 */
export async function changeOwnPassword(
	db: Database,
	account: { id: number; username: string },
	passwords: { oldPassword: string; newPassword: string },
	sessionHash: string,
): Promise<void> {
	const row = await db.one(sql`SELECT password_hash FROM users WHERE id = ${account.id}`);
	const matches =
		row && (await verifyPassword(passwords.oldPassword, String(row['password_hash'])));
	if (!matches) {
		throw new AccountError('wrong_password', 'The current password is not correct.');
	}
	await setAccountPassword(db, account, passwords.newPassword, sessionHash);
}

/** Records a successful login of `id`. */
export async function recordLogin(db: Database, id: number, now: Date): Promise<void> {
	await db.run(sql`UPDATE users SET last_login_at = ${now.toISOString()} WHERE id = ${id}`);
}
