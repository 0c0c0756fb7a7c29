import { sql } from 'kysely';
import type { Database, Row } from '../db/database.ts';
import { PASSWORD_PROBLEM_MESSAGES, passwordProblem } from './password-policy.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';

/** A user as the request handlers see it. */
export type User = {
	id: number;
	username: string;
	email: string;
	first_name: string;
	last_name: string;
	is_staff: boolean;
};

/** Why a user could not be created. */
export class UserError extends Error {}

/** A user from a row holding USER_COLUMNS. */
export function toUser(row: Row): User {
	return {
		id: Number(row['id']),
		username: String(row['username']),
		email: String(row['email']),
		first_name: String(row['first_name']),
		last_name: String(row['last_name']),
		is_staff: Number(row['is_staff']) === 1,
	};
}

/** A user's name as staff see it: first and last name, else the username; '' when unknown. */
export function displayName(row: Record<string, unknown>): string {
	const text = (value: unknown) => (typeof value === 'string' ? value : '');
	return `${text(row['first_name'])} ${text(row['last_name'])}`.trim() || text(row['username']);
}

/** The columns `toUser` reads, of the table `users` under the alias `u`. */
export const USER_COLUMNS = sql.raw(
	'u.id, u.username, u.email, u.first_name, u.last_name, u.is_staff',
);

/**
 * The users named `username`, case-insensitively as SQLite's NOCASE column compares: usernames
 * are ASCII (see createUser), and `lower` folds ASCII alike on both engines.
 */
const named = (username: string) => sql`lower(u.username) = lower(${username})`;

/** The user with `id`, or undefined. */
export async function findUser(db: Database, id: number): Promise<User | undefined> {
	const row = await db.one(sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ${id}`);
	return row ? toUser(row) : undefined;
}

/**
 * Creates a user with a scrypt-hashed password. Throws UserError for an empty or malformed
 * username, a password the policy refuses (`password-policy.ts`), or a username that exists.
 */
export async function createUser(
	db: Database,
	input: { username: string; password: string; isStaff: boolean; email?: string; now: Date },
): Promise<User> {
	const username = input.username.trim();
	if (!/^[\w.@+-]{1,150}$/.test(username)) {
		throw new UserError('The username must be 1–150 letters, digits or . @ + - _ characters.');
	}
	const problem = await passwordProblem(input.password, username);
	if (problem) throw new UserError(PASSWORD_PROBLEM_MESSAGES[problem]);
	const exists = () => db.one(sql`SELECT 1 AS found FROM users u WHERE ${named(username)}`);
	if (await exists()) throw new UserError(`A user named '${username}' already exists.`);
	const hash = await hashPassword(input.password);
	const row = await db.transaction(async () => {
		// Checked again inside the write: another process may have created it while we hashed.
		if (await exists()) return undefined;
		return db.one(
			sql`INSERT INTO users (username, password_hash, is_staff, email, created_at)
				VALUES (${username}, ${hash}, ${input.isStaff ? 1 : 0}, ${input.email ?? ''}, ${input.now.toISOString()})
				RETURNING id`,
		);
	});
	if (!row) throw new UserError(`A user named '${username}' already exists.`);
	const user = await findUser(db, Number(row['id']));
	if (!user) throw new UserError('The user could not be stored.');
	return user;
}

/**
 * The user whose credentials these are, or undefined; a missing user costs as much as a wrong
 * password, and a disabled one is checked alike and refused as a wrong password is.
 */
export async function authenticate(
	db: Database,
	username: string,
	password: string,
): Promise<User | undefined> {
	const row = await db.one(
		sql`SELECT ${USER_COLUMNS}, u.password_hash, u.disabled_at FROM users u
			WHERE ${named(username.trim())}`,
	);
	if (!row) return verifyAgainstDecoy(password).then(() => undefined);
	const matches = await verifyPassword(password, String(row['password_hash']));
	return matches && row['disabled_at'] === null ? toUser(row) : undefined;
}
