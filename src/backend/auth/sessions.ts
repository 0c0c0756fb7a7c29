import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { toUser, USER_COLUMNS, type User } from './users.ts';

/** How long a session lasts. */
export const SESSION_DAYS = 14;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

/** The stored form of a session token (its SHA-256, hex). */
export const sessionTokenHash = (token: string): string =>
	createHash('sha256').update(token).digest('hex');
const digest = sessionTokenHash;

/**
 * Starts a session for `userId`; answers the random token for the cookie (only its hash is
 * stored, in the database, so every instance on it knows the session).
 */
export async function createSession(db: Database, userId: number, now: Date): Promise<string> {
	const token = randomBytes(32).toString('base64url');
	const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
	await db.run(sql`DELETE FROM sessions WHERE expires_at <= ${now.toISOString()}`);
	await db.run(
		sql`INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
			VALUES (${digest(token)}, ${userId}, ${now.toISOString()}, ${expires.toISOString()})`,
	);
	return token;
}

/**
 * The user of an unexpired session token whose account is not disabled, or undefined (one query:
 * it runs on every request, so disabling an account ends its sessions at once).
 */
export async function sessionUser(
	db: Database,
	token: string | undefined,
	now: Date,
): Promise<User | undefined> {
	if (!token || token.length > 200) return undefined;
	const row = await db.one(
		sql`SELECT ${USER_COLUMNS} FROM sessions s JOIN users u ON u.id = s.user_id
			WHERE s.token_hash = ${digest(token)} AND s.expires_at > ${now.toISOString()}
				AND u.disabled_at IS NULL`,
	);
	return row ? toUser(row) : undefined;
}

/** Ends the session of `token` (if any). */
export async function deleteSession(db: Database, token: string | undefined): Promise<void> {
	if (token) await db.run(sql`DELETE FROM sessions WHERE token_hash = ${digest(token)}`);
}
