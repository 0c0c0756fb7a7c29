import type { Migration } from '../migrate.ts';

/**
 * The mail outbox (`mail/outbox.ts`): every mail the site sends is a row here first, written in
 * the transaction of what caused it, and leaves only when an SMTP server accepted it. A worker
 * claims due rows by writing its token and a lease end (`claimed_until`); a worker that dies
 * leaves the lease to run out, and the row is claimed again. `client` is the address of the
 * request that caused the mail (for the confirmation limits), `''` for staff or system mails.
 */
export const mailOutbox: Migration = {
	version: 20,
	name: 'mail-outbox',
	up(db) {
		db.exec(`
			CREATE TABLE mail_outbox (
				id INTEGER PRIMARY KEY,
				site TEXT NOT NULL,
				kind TEXT NOT NULL,
				locale TEXT NOT NULL,
				recipient TEXT NOT NULL,
				reply_to TEXT NOT NULL DEFAULT '',
				subject TEXT NOT NULL,
				text_body TEXT NOT NULL,
				html_body TEXT NOT NULL,
				client TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
				attempts INTEGER NOT NULL DEFAULT 0,
				next_attempt_at TEXT NOT NULL,
				claim_token TEXT NOT NULL DEFAULT '',
				claimed_until TEXT NOT NULL DEFAULT '',
				last_error TEXT NOT NULL DEFAULT '',
				created_at TEXT NOT NULL,
				sent_at TEXT NOT NULL DEFAULT ''
			) STRICT;
			CREATE INDEX mail_outbox_due ON mail_outbox (site, next_attempt_at) WHERE status = 'pending';
			CREATE INDEX mail_outbox_by_recipient ON mail_outbox (kind, recipient, created_at);
			CREATE INDEX mail_outbox_by_client ON mail_outbox (kind, client, created_at);
			CREATE INDEX mail_outbox_by_site ON mail_outbox (site, id);
		`);
	},
};
