import type { DatabaseSync } from 'node:sqlite';
import {
	hashPassword,
	MIN_PASSWORD_LENGTH,
	verifyAgainstDecoy,
	verifyPassword,
} from './passwords.ts';

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

function toUser(row: Record<string, unknown>): User {
	return {
		id: Number(row['id']),
		username: String(row['username']),
		email: String(row['email']),
		first_name: String(row['first_name']),
		last_name: String(row['last_name']),
		is_staff: Number(row['is_staff']) === 1,
	};
}

const USER_COLUMNS = 'id, username, email, first_name, last_name, is_staff';

/** The user with `id`, or undefined. */
export function findUser(db: DatabaseSync, id: number): User | undefined {
	const row = db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id);
	return row ? toUser(row) : undefined;
}

/**
 * Creates a user with a scrypt-hashed password. Throws UserError for an empty or malformed
 * username, a password shorter than MIN_PASSWORD_LENGTH, or a username that exists.
 */
export async function createUser(
	db: DatabaseSync,
	input: { username: string; password: string; isStaff: boolean; email?: string; now: Date },
): Promise<User> {
	const username = input.username.trim();
	if (!/^[\w.@+-]{1,150}$/.test(username)) {
		throw new UserError('The username must be 1–150 letters, digits or . @ + - _ characters.');
	}
	if (input.password.length < MIN_PASSWORD_LENGTH) {
		throw new UserError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
	}
	if (db.prepare('SELECT 1 FROM users WHERE username = ?').get(username)) {
		throw new UserError(`A user named '${username}' already exists.`);
	}
	const hash = await hashPassword(input.password);
	const result = db
		.prepare(
			'INSERT INTO users (username, password_hash, is_staff, email, created_at) VALUES (?, ?, ?, ?, ?)',
		)
		.run(username, hash, input.isStaff ? 1 : 0, input.email ?? '', input.now.toISOString());
	const user = findUser(db, Number(result.lastInsertRowid));
	if (!user) throw new UserError('The user could not be stored.');
	return user;
}

/** The user whose credentials these are, or undefined; a missing user costs as much as a wrong password. */
export async function authenticate(
	db: DatabaseSync,
	username: string,
	password: string,
): Promise<User | undefined> {
	const row = db
		.prepare(`SELECT ${USER_COLUMNS}, password_hash FROM users WHERE username = ?`)
		.get(username.trim());
	if (!row) return verifyAgainstDecoy(password).then(() => undefined);
	return (await verifyPassword(password, String(row['password_hash']))) ? toUser(row) : undefined;
}
