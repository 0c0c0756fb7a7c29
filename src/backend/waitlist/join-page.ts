import type { Locale, SeatGroup } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import de from '../../lib/i18n/de.waitlist.json' with { type: 'json' };
import en from '../../lib/i18n/en.waitlist.json' with { type: 'json' };
import { escapeHtml } from '../auth/account-page.ts';
import { shell } from './page.ts';

const TEXTS = { de: de.form, en: en.form } as const;

/** What the join form shows of the sold-out seat group it is for. */
export type JoinTarget = {
	title: string;
	/** The event page, '' when unknown. */
	url: string;
	idJet: number;
	group: Pick<SeatGroup, 'id' | 'seat_group'>;
	/** The sold-out timeslots of a timed seat group (value: block id, label: its time). */
	slots: { blockId: number; label: string }[];
};

/** What the visitor sent, shown again with `errors` (field → message) after a refusal. */
export type JoinFormState = {
	values: { name: string; email: string; quantity: string; block_id: string };
	errors: Partial<Record<'name' | 'email' | 'quantity' | 'block_id' | 'form', string>>;
};

const EMPTY: JoinFormState = {
	values: { name: '', email: '', quantity: '1', block_id: '' },
	errors: {},
};

/**
 * The join form of a sold-out seat group or timeslot: name, e-mail, number of tickets (1 to the
 * site's tickets per cart) and, for a timed seat group, which sold-out timeslot. A plain form
 * posting to itself with the CSRF token, so it works by keyboard and without scripts; refused
 * fields are marked (`aria-invalid`, message tied by `aria-describedby`) and summed up at the top.
 */
export function renderJoinPage(page: {
	locale: Locale;
	target: JoinTarget;
	csrfToken: string;
	maxTickets: number;
	offerHours: number;
	state?: JoinFormState;
}): string {
	const { locale, target } = page;
	const t = TEXTS[locale];
	const { values, errors } = page.state ?? EMPTY;
	const field = (
		name: 'name' | 'email' | 'quantity',
		type: string,
		attributes: string,
		hint?: string,
	) => {
		const error = errors[name];
		const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : '']
			.filter(Boolean)
			.join(' ');
		return `<label for="waitlist-${name}">${escapeHtml(t[name])}</label>
<input id="waitlist-${name}" name="${name}" type="${type}" value="${escapeHtml(values[name])}" required ${attributes}${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>\n` : ''}${error ? `<p class="field-error" id="${name}-error">${escapeHtml(error)}</p>\n` : ''}`;
	};
	const slotError = errors.block_id;
	const slots =
		target.slots.length > 0
			? `<label for="waitlist-block">${escapeHtml(t.timeslot)}</label>
<select id="waitlist-block" name="block_id" required${slotError ? ' aria-invalid="true" aria-describedby="block_id-error"' : ''}>
${target.slots.map((slot) => `<option value="${slot.blockId}"${String(slot.blockId) === values.block_id ? ' selected' : ''}>${escapeHtml(slot.label)}</option>`).join('\n')}
</select>
${slotError ? `<p class="field-error" id="block_id-error">${escapeHtml(slotError)}</p>\n` : ''}`
			: '';
	const summary =
		Object.keys(errors).length > 0
			? `<p class="error" role="alert" tabindex="-1" id="waitlist-errors">${escapeHtml(errors.form ?? t.error_summary)}</p>\n`
			: '';
	const back = target.url
		? `<a class="back" href="${escapeHtml(target.url)}">${escapeHtml(t.back)}</a>`
		: '';
	return shell(
		locale,
		t.title,
		`<p><strong>${escapeHtml(target.title)}</strong> · ${escapeHtml(target.group.seat_group)}</p>
<p>${escapeHtml(fill(t.intro, { hours: page.offerHours }))}</p>
${summary}<form method="post" action="/${locale}/api/waitlist/join/" novalidate>
<input type="hidden" name="csrfmiddlewaretoken" value="${escapeHtml(page.csrfToken)}">
<input type="hidden" name="event_jet_id" value="${target.idJet}">
<input type="hidden" name="seat_group" value="${target.group.id}">
${slots}${field('name', 'text', 'autocomplete="name" maxlength="120"')}${field('email', 'email', 'autocomplete="email" maxlength="254"')}${field('quantity', 'number', `min="1" max="${page.maxTickets}" inputmode="numeric"`, fill(t.quantity_hint, { max: page.maxTickets }))}<p class="small">${escapeHtml(t.privacy)}</p>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
${back}`,
	);
}

/** After a join: check your mail (said the same whether the address was new or not). */
export function renderJoinedPage(locale: Locale, email: string, url: string): string {
	const t = TEXTS[locale];
	const back = url ? `<a class="back" href="${escapeHtml(url)}">${escapeHtml(t.back)}</a>` : '';
	return shell(
		locale,
		t.title,
		`<p class="done" role="status">${escapeHtml(fill(t.sent, { email }))}</p>\n${back}`,
	);
}

/** The seat group or timeslot is on sale (again): book it directly. */
export function renderOnSalePage(locale: Locale, url: string): string {
	const t = TEXTS[locale];
	const back = url ? `<a class="button" href="${escapeHtml(url)}">${escapeHtml(t.back)}</a>` : '';
	return shell(locale, t.title, `<p role="status">${escapeHtml(t.not_sold_out)}</p>\n${back}`);
}
