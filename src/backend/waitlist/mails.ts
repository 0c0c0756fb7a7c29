import type { Database } from '../db/database.ts';
import type { SiteName } from '../context.ts';
import { renderMail } from '../mail/layout.ts';
import { enqueueMail, type MailKind } from '../mail/outbox.ts';
import { mailClosing, mailDateTime, mailTexts, type MailTexts } from '../mail/texts.ts';
import { describeEntry, type EntryEvent } from './describe.ts';
import type { WaitlistEntry } from './entries.ts';
import { entryPageUrl, offerUrl } from './settings.ts';

/** The facts every waiting-list mail lists: event, date, seat group, tickets. */
function facts(t: MailTexts, event: EntryEvent, entry: WaitlistEntry) {
	return [
		[t('waitlist.event'), event.title],
		...(event.start
			? [[t('waitlist.date'), mailDateTime(event.start, entry.locale)] as const]
			: []),
		...(event.seatGroup ? [[t('waitlist.seat_group'), event.seatGroup] as const] : []),
		[t('waitlist.tickets'), String(entry.quantity)],
	] as const;
}

async function queue(
	db: Database,
	entry: WaitlistEntry,
	kind: MailKind,
	build: (
		t: MailTexts,
		event: EntryEvent,
	) => {
		subject: string;
		paragraphs: string[];
		action: { label: string; href: string };
	},
	now: Date,
	client = '',
): Promise<void> {
	const t = mailTexts(entry.locale);
	const event = await describeEntry(db, entry);
	const content = build(t, event);
	const mail = renderMail(
		{
			...content,
			facts: facts(t, event, entry),
			...mailClosing(entry.site as SiteName, entry.locale),
		},
		entry.locale,
	);
	await enqueueMail(
		db,
		{ ...mail, site: entry.site, kind, locale: entry.locale, recipient: entry.email, client },
		now,
	);
}

/**
 * Queues the double opt-in mail of a new entry: a link to the entry's page, where a button
 * confirms it (a button, not the link itself, so a mail scanner opening links confirms nothing).
 * Repeats no text the visitor typed beyond the address it goes to.
 */
export async function queueConfirmationMail(
	db: Database,
	entry: WaitlistEntry,
	now: Date,
	client: string,
): Promise<void> {
	const deadline = mailDateTime(new Date(entry.confirmBy), entry.locale);
	const page = entryPageUrl(entry.locale, entry.token);
	await queue(
		db,
		entry,
		'waitlist-confirmation',
		(t, event) => ({
			subject: t('waitlist_confirm.subject', { event: event.title }),
			paragraphs: [
				t('greeting'),
				t('waitlist_confirm.body', { event: event.title, deadline }),
				t('waitlist_confirm.not_you'),
				t('waitlist.leave', { url: page }),
			],
			action: { label: t('waitlist_confirm.action'), href: page },
		}),
		now,
		client,
	);
}

/** Queues the offer mail: the link that puts the held seats into a cart, until the offer ends. */
export async function queueOfferMail(
	db: Database,
	entry: WaitlistEntry,
	offerEndsAt: Date,
	now: Date,
): Promise<void> {
	const deadline = mailDateTime(offerEndsAt, entry.locale);
	const page = entryPageUrl(entry.locale, entry.token);
	await queue(
		db,
		entry,
		'waitlist-offer',
		(t, event) => ({
			subject: t('waitlist_offer.subject', { event: event.title }),
			paragraphs: [
				t('greeting'),
				t('waitlist_offer.body', { event: event.title, tickets: entry.quantity, deadline }),
				t('waitlist_offer.later'),
				t('waitlist_offer.decline', { url: page }),
				t('waitlist.leave', { url: page }),
			],
			action: { label: t('waitlist_offer.action'), href: offerUrl(entry.locale, entry.token) },
		}),
		now,
	);
}
