import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { findUser, type User } from './users.ts';

/** How long a session lasts. */
export const SESSION_DAYS = 14;
export const SESSION_MAX_AGE_SECONDS = SESSION_DAYS * 24 * 60 * 60;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Starts a session for `userId`; answers the random token for the cookie (only its hash is stored). */
export function createSession(db: DatabaseSync, userId: number, now: Date): string {
	const token = randomBytes(32).toString('base64url');
	const expires = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
	db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now.toISOString());
	db.prepare(
		'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
	).run(digest(token), userId, now.toISOString(), expires.toISOString());
	return token;
}

/** The user of an unexpired session token, or undefined. */
export function sessionUser(
	db: DatabaseSync,
	token: string | undefined,
	now: Date,
): User | undefined {
	if (!token || token.length > 200) return undefined;
	const row = db
		.prepare('SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?')
		.get(digest(token), now.toISOString());
	return row ? findUser(db, Number(row['user_id'])) : undefined;
}

/** Ends the session of `token` (if any). */
export function deleteSession(db: DatabaseSync, token: string | undefined): void {
	if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(digest(token));
}
