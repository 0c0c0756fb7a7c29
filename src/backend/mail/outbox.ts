import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { RenderedMail } from './layout.ts';

/** What a mail is about; one template each (both languages). */
export type MailKind =
	| 'form-confirmation'
	| 'form-notification'
	/** Double opt-in of a waiting-list entry (waitlist/mails.ts). */
	| 'waitlist-confirmation'
	/** Freed seats held for the first in line (waitlist/mails.ts). */
	| 'waitlist-offer';

/** A mail to put into the outbox. */
export type OutgoingMail = RenderedMail & {
	site: string;
	kind: MailKind;
	locale: string;
	recipient: string;
	/** Where replies go (e.g. the visitor's address on a notification to the venue); '' for none. */
	replyTo?: string;
	/** The address of the request that caused the mail ('' for staff or system mails). */
	client?: string;
};

/** A mail a worker claimed and now sends. */
export type ClaimedMail = {
	id: number;
	site: string;
	recipient: string;
	replyTo: string;
	subject: string;
	text: string;
	html: string;
	attempts: number;
	createdAt: string;
};

/** Attempts before a mail is given up (`failed`): with the backoff about 8½ hours of tries. */
export const MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 2 * 60 * 60_000;

/** How long after its `attempts`-th failed try a mail is tried again: 1, 2, 4 … minutes, at most 2 h. */
export function retryDelayMs(attempts: number): number {
	return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/**
 * How long sent and given-up mails stay in the outbox (for the hub's list and questions like "did
 * the confirmation go out?"): they hold addresses and what visitors wrote, so not for ever.
 */
export const MAIL_KEEP_DAYS = 30;

/**
 * Puts a mail into the outbox, due at once, and drops the site's sent and given-up mails older
 * than MAIL_KEEP_DAYS (waiting ones stay until they are sent). Call it inside the transaction of
 * what caused the mail: the mail exists exactly when that change was committed. Answers its id.
 */
export async function enqueueMail(db: Database, mail: OutgoingMail, now: Date): Promise<number> {
	const at = now.toISOString();
	const cutoff = new Date(now.getTime() - MAIL_KEEP_DAYS * 24 * 60 * 60_000).toISOString();
	await db.run(
		sql`DELETE FROM mail_outbox WHERE site = ${mail.site} AND status <> 'pending'
			AND created_at < ${cutoff}`,
	);
	const row = await db.one(
		sql`INSERT INTO mail_outbox (site, kind, locale, recipient, reply_to, subject, text_body,
				html_body, client, next_attempt_at, created_at)
			VALUES (${mail.site}, ${mail.kind}, ${mail.locale}, ${mail.recipient}, ${mail.replyTo ?? ''},
				${mail.subject}, ${mail.text}, ${mail.html}, ${mail.client ?? ''}, ${at}, ${at})
			RETURNING id`,
	);
	return Number(row?.['id']);
}

/**
 * Claims up to `limit` due mails of `site` for the worker holding `token` until `leaseEnd`: their
 * attempt is counted now, so a mail whose sending crashes its process is still given up after
 * MAX_ATTEMPTS. One UPDATE: on SQLite it runs under the file's write lock; on PostgreSQL its rows
 * are picked `FOR UPDATE SKIP LOCKED`, so concurrent workers never claim the same mail and never
 * wait for each other. A claim whose lease ran out (its worker died) is claimed again.
 */
export async function claimDueMails(
	db: Database,
	claim: { site: string; token: string; now: Date; leaseEnd: Date; limit: number },
): Promise<ClaimedMail[]> {
	const now = claim.now.toISOString();
	const skipLocked = db.engine === 'postgres' ? sql`FOR UPDATE SKIP LOCKED` : sql``;
	const rows = await db.all(
		sql`UPDATE mail_outbox
			SET claim_token = ${claim.token}, claimed_until = ${claim.leaseEnd.toISOString()},
				attempts = attempts + 1
			WHERE id IN (
				SELECT id FROM mail_outbox
				WHERE site = ${claim.site} AND status = 'pending' AND next_attempt_at <= ${now}
					AND claimed_until < ${now}
				ORDER BY next_attempt_at, id LIMIT ${claim.limit} ${skipLocked})
			RETURNING id, site, recipient, reply_to, subject, text_body, html_body, attempts, created_at`,
	);
	return rows
		.map((row) => ({
			id: Number(row['id']),
			site: String(row['site']),
			recipient: String(row['recipient']),
			replyTo: String(row['reply_to']),
			subject: String(row['subject']),
			text: String(row['text_body']),
			html: String(row['html_body']),
			attempts: Number(row['attempts']),
			createdAt: String(row['created_at']),
		}))
		.sort((a, b) => a.id - b.id);
}

/** Records that the SMTP server accepted the mail (only while `token` still holds its claim). */
export async function markSent(db: Database, id: number, token: string, now: Date): Promise<void> {
	await db.run(
		sql`UPDATE mail_outbox SET status = 'sent', sent_at = ${now.toISOString()}, claim_token = '',
				claimed_until = '', last_error = ''
			WHERE id = ${id} AND claim_token = ${token}`,
	);
}

/**
 * Records a failed try: the mail is due again after `retryDelayMs`, or given up (`failed`) when
 * the failure is permanent (the server refused the recipient or the message) or it was the last
 * attempt.
 */
export async function markFailed(
	db: Database,
	mail: Pick<ClaimedMail, 'id' | 'attempts'>,
	failure: { token: string; now: Date; error: string; permanent: boolean },
): Promise<void> {
	const giveUp = failure.permanent || mail.attempts >= MAX_ATTEMPTS;
	const next = new Date(failure.now.getTime() + retryDelayMs(mail.attempts)).toISOString();
	await db.run(
		sql`UPDATE mail_outbox SET status = ${giveUp ? 'failed' : 'pending'},
				next_attempt_at = ${next}, claim_token = '', claimed_until = '',
				last_error = ${failure.error.slice(0, 500)}
			WHERE id = ${mail.id} AND claim_token = ${failure.token}`,
	);
}

/** Counts mails of `kind` sent to `recipient` (case-insensitive) or caused by `client` since `since`. */
export async function countRecentMails(
	db: Database,
	query: { kind: MailKind; since: Date } & ({ recipient: string } | { client: string }),
): Promise<number> {
	const since = query.since.toISOString();
	const match =
		'recipient' in query
			? sql`recipient = ${query.recipient.toLowerCase()}`
			: sql`client = ${query.client}`;
	const row = await db.one(
		sql`SELECT COUNT(*) AS n FROM mail_outbox
			WHERE kind = ${query.kind} AND ${match} AND created_at >= ${since}`,
	);
	return Number(row?.['n'] ?? 0);
}

/** Hands back the mails `token` claimed but did not try (a worker stopping): due again at once. */
export async function releaseClaims(db: Database, token: string): Promise<void> {
	await db.run(
		sql`UPDATE mail_outbox SET claim_token = '', claimed_until = '', attempts = attempts - 1
			WHERE claim_token = ${token} AND status = 'pending'`,
	);
}
