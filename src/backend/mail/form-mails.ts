import { sql } from 'kysely';
import type { FieldValue, Form, Locale } from '../../lib/contract/index.ts';
import type { SiteName } from '../context.ts';
import type { Database } from '../db/database.ts';
import { emailField } from '../content/form-fields.ts';
import { renderMail, type RenderedMail } from './layout.ts';
import { countRecentMails, enqueueMail, type MailKind } from './outbox.ts';
import { mailClosing, mailDateTime, mailSiteName, mailTexts } from './texts.ts';

/**
 * Confirmations one address receives per 24 hours, whoever fills in forms with it: a stranger
 * can make the site write to someone at most this often (the entry itself is still stored).
 */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;
/** Confirmations one client address may cause per hour, to any addresses. */
export const CONFIRMATIONS_PER_CLIENT_PER_HOUR = 10;

const HOUR_MS = 60 * 60_000;

/** A stored form entry, as its mails need it. */
export type FormEntryMails = {
	site: SiteName;
	/** The form as the visitor saw it (with the e-mail confirmation field). */
	form: Form;
	/** The accepted values, per field slug. */
	values: Record<string, FieldValue>;
	entryId: number;
	locale: Locale;
	/** The client's address (`requestAddress`). */
	client: string;
	now: Date;
};

function shownValue(value: FieldValue | undefined, yes: string, empty: string): string {
	if (value === undefined || value === null || value === false) return empty;
	if (value === true) return yes;
	if (Array.isArray(value)) return value.join(', ') || empty;
	return value.trim() || empty;
}

/** The address the visitor gave in the form's own e-mail field, if any. */
function visitorAddress(entry: FormEntryMails): string | undefined {
	const field = emailField(entry.form);
	const value = field ? entry.values[field.slug] : undefined;
	return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * On PostgreSQL, serialises the confirmation checks of one recipient and of one client (advisory
 * locks until the transaction ends, taken in a fixed order), so concurrent entries cannot all
 * pass the limit; SQLite's write transaction already runs them one at a time.
 */
async function lockLimitKeys(db: Database, keys: string[]): Promise<void> {
	if (db.engine !== 'postgres') return;
	for (const key of [...keys].sort()) {
		await db.run(sql`SELECT pg_advisory_xact_lock(hashtext(${`mail:${key}`}))`);
	}
}

/**
 * Whether one more confirmation of `kind` may go to `recipient` for `client` (see the limits
 * above); also used by the waiting lists' opt-in mails. Call it in the transaction that queues
 * the mail.
 */
export async function confirmationAllowed(
	db: Database,
	recipient: string,
	client: string,
	now: Date,
	kind: MailKind = 'form-confirmation',
): Promise<boolean> {
	await lockLimitKeys(db, [`to:${recipient}`, `client:${client}`]);
	const toRecipient = await countRecentMails(db, {
		kind,
		recipient,
		since: new Date(now.getTime() - 24 * HOUR_MS),
	});
	if (toRecipient >= CONFIRMATIONS_PER_RECIPIENT_PER_DAY) return false;
	const byClient = await countRecentMails(db, {
		kind,
		client,
		since: new Date(now.getTime() - HOUR_MS),
	});
	return byClient < CONFIRMATIONS_PER_CLIENT_PER_HOUR;
}

/**
 * Queues the mails of a stored form entry, in the caller's transaction: a notification with every
 * value to the form's venue address (replies go to the visitor), and — when the form sends
 * confirmations and the visitor gave an address in its e-mail field — a confirmation to that
 * address only, within the limits above. The confirmation repeats no value the visitor typed
 * (only the form's title and the date), so the form cannot carry a stranger's text to an
 * address. Answers how many mails were queued.
 */
export async function queueFormEntryMails(db: Database, entry: FormEntryMails): Promise<number> {
	const { form, locale, site, now } = entry;
	const t = mailTexts(locale);
	const siteName = mailSiteName(site, locale);
	const date = mailDateTime(now, locale);
	const visitor = visitorAddress(entry);
	let queued = 0;
	const queue = async (
		kind: MailKind,
		recipient: string,
		content: RenderedMail,
		replyTo?: string,
	) => {
		await enqueueMail(
			db,
			{
				...content,
				site,
				kind,
				locale,
				recipient,
				client: entry.client,
				...(replyTo ? { replyTo } : {}),
			},
			now,
		);
	};
	if (form.notify_email !== '') {
		const facts = form.fields
			.filter((field) => field.field_type !== 'emailconfirm')
			.map(
				(field) =>
					[field.label, shownValue(entry.values[field.slug], t('yes'), t('empty'))] as const,
			);
		const content = renderMail(
			{
				subject: t('form_notification.subject', { form: form.title }),
				paragraphs: [
					t('form_notification.received', {
						form: form.title,
						date,
						id: entry.entryId,
						language: locale.toUpperCase(),
					}),
					visitor ? t('form_notification.reply') : t('form_notification.no_reply'),
				],
				facts,
				...mailClosing(site, locale),
			},
			locale,
		);
		await queue('form-notification', form.notify_email, content, visitor);
		queued += 1;
	}
	if (visitor && form.send_confirmation) {
		const recipient = visitor.toLowerCase();
		if (await confirmationAllowed(db, recipient, entry.client, now)) {
			const content = renderMail(
				{
					subject: t('form_confirmation.subject', { site: siteName, form: form.title }),
					paragraphs: [
						t('greeting'),
						t('form_confirmation.received', { form: form.title, date }),
						t('form_confirmation.not_you'),
					],
					...mailClosing(site, locale),
				},
				locale,
			);
			await queue('form-confirmation', recipient, content);
			queued += 1;
		}
	}
	return queued;
}
