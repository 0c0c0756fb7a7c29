import { sql } from 'kysely';
import type { MailOutbox, MailStatus } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';

/** The outbox of `site` for the hub: counts per status and the `limit` newest mails (of `status`). */
export async function mailOutboxOverview(
	db: Database,
	query: { site: string; limit: number; status?: MailStatus | undefined; sending: boolean },
): Promise<MailOutbox> {
	const countRows = await db.all(
		sql`SELECT status, COUNT(*) AS n FROM mail_outbox WHERE site = ${query.site} GROUP BY status`,
	);
	const counts = { pending: 0, sent: 0, failed: 0 };
	for (const row of countRows) {
		const status = String(row['status']);
		if (status === 'pending' || status === 'sent' || status === 'failed') {
			counts[status] = Number(row['n']);
		}
	}
	const filter = query.status ? sql`AND status = ${query.status}` : sql``;
	const rows = await db.all(
		sql`SELECT id, kind, locale, recipient, subject, status, attempts, next_attempt_at,
				last_error, created_at, sent_at
			FROM mail_outbox WHERE site = ${query.site} ${filter} ORDER BY id DESC LIMIT ${query.limit}`,
	);
	return {
		sending: query.sending,
		counts,
		mails: rows.map((row) => ({
			id: Number(row['id']),
			kind: String(row['kind']),
			locale: String(row['locale']),
			recipient: String(row['recipient']),
			subject: String(row['subject']),
			status: String(row['status']) as MailStatus,
			attempts: Number(row['attempts']),
			next_attempt_at: String(row['next_attempt_at']),
			last_error: String(row['last_error']),
			created_at: String(row['created_at']),
			sent_at: String(row['sent_at']),
		})),
	};
}
