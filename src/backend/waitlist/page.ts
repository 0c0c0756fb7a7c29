import type { Locale } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import de from '../../lib/i18n/de.waitlist.json' with { type: 'json' };
import en from '../../lib/i18n/en.waitlist.json' with { type: 'json' };
import { ACCOUNT_PAGE_STYLE, escapeHtml } from '../auth/account-page.ts';
import { mailDateTime } from '../mail/texts.ts';
import type { EntryEvent } from './describe.ts';
import type { WaitlistEntry } from './entries.ts';

const TEXTS = { de: de.page, en: en.page } as const;
type PageKey = keyof typeof de.page;

/** What a visitor just did on the page, said above the status. */
export type PageNotice = 'confirmed' | 'declined' | 'left' | 'offer_gone';

const NOTICE_KEY: Record<PageNotice, PageKey> = {
	confirmed: 'done_confirmed',
	declined: 'done_declined',
	left: 'done_left',
	offer_gone: 'offer_gone',
};

const STYLE = `${ACCOUNT_PAGE_STYLE}
form{margin:0 0 .75rem}
.secondary{background:#fff;color:#1d1d1b;border:2px solid #1d1d1b}
label{margin-top:.25rem}
select{width:100%;padding:.65rem .75rem;margin-bottom:1rem;border:1px solid #6b6b6b;border-radius:.25rem;font:inherit;background:#fff}
select:focus-visible{outline:3px solid #1f5f8b;outline-offset:2px}
.hint{margin:-.75rem 0 1rem;font-size:.875rem;color:#4a4a4a}
.field-error{margin:-.75rem 0 1rem;color:#b00020;font-size:.875rem}
[aria-invalid=true]{border-color:#b00020;border-width:2px}
.small{font-size:.875rem;color:#4a4a4a}
a.button{display:block;text-align:center;padding:.75rem;margin:0 0 .75rem;border-radius:.25rem;background:#1d1d1b;color:#fff;font-weight:600;text-decoration:none}`;

/** A page of the waiting list: one card with a heading, not indexed. */
export function shell(locale: Locale, title: string, body: string): string {
	return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** The page of an unknown token. */
export function renderUnknownEntryPage(locale: Locale): string {
	const t = TEXTS[locale];
	return shell(locale, t.title, `<p>${escapeHtml(t.unknown)}</p>`);
}

/**
 * The page a waiting-list mail links to: the entry's state in words and what the visitor can do
 * in it — confirm (double opt-in), put an offer's seats into the cart, release them, leave the
 * list. Every change is a button posting with the CSRF token, so a mail scanner following links
 * changes nothing; every value is escaped.
 */
export function renderEntryPage(page: {
	locale: Locale;
	entry: WaitlistEntry;
	event: EntryEvent;
	/** Place in line among confirmed entries (waiting only). */
	position: number;
	csrfToken: string;
	notice: PageNotice | undefined;
	now: Date;
}): string {
	const { locale, entry, event } = page;
	const t = TEXTS[locale];
	const at = (iso: string) => (iso ? mailDateTime(new Date(iso), locale) : '');
	const base = `/${locale}/api/waitlist/${encodeURIComponent(entry.token)}`;
	const button = (action: string, label: string, secondary = false) =>
		`<form method="post" action="${base}/${action}/"><input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(page.csrfToken)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
	const status: Record<WaitlistEntry['status'], string> = {
		unconfirmed: fill(t.unconfirmed, { deadline: at(entry.confirmBy) }),
		waiting: fill(t.waiting, { position: page.position }),
		offered: fill(t.offered, { deadline: at(entry.offerEndsAt) }),
		accepted: fill(t.accepted, { deadline: at(entry.offerEndsAt) }),
		declined: t.declined,
		lapsed: t.lapsed,
		left: t.left,
		removed: t.removed,
		expired: t.expired,
	};
	const unconfirmedOpen =
		entry.status === 'unconfirmed' && entry.confirmBy > page.now.toISOString();
	const actions = [
		unconfirmedOpen ? button('confirm', t.confirm) : '',
		entry.status === 'offered' || entry.status === 'accepted'
			? `<a class="button" href="${base}/offer/">${escapeHtml(entry.status === 'offered' ? t.take : t.to_cart)}</a>`
			: '',
		entry.status === 'offered' ? button('decline', t.decline, true) : '',
		['unconfirmed', 'waiting', 'offered', 'accepted'].includes(entry.status) &&
		(entry.status !== 'unconfirmed' || unconfirmedOpen)
			? button('leave', t.leave, true)
			: '',
	].join('');
	const notice = page.notice
		? `<p class="done" role="status">${escapeHtml(t[NOTICE_KEY[page.notice]])}</p>`
		: '';
	const back = event.url
		? `<a class="back" href="${escapeHtml(event.url)}">${escapeHtml(t.back)}</a>`
		: '';
	return shell(
		locale,
		t.title,
		`${notice}<p>${escapeHtml(fill(t.intro, { event: event.title, tickets: entry.quantity }))}</p>
<p>${escapeHtml(status[entry.status])}</p>
${actions}${back}`,
	);
}
