import type { Context, Hono } from 'hono';
import { LocaleSchema, WaitlistJoinSchema, type Locale } from '../../lib/contract/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import de from '../../lib/i18n/de.waitlist.json' with { type: 'json' };
import en from '../../lib/i18n/en.waitlist.json' with { type: 'json' };
import { CSRF_FORM_FIELD, ensureCsrfCookie, requireCsrf } from '../auth/cookies.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem, badRequest } from '../http/errors.ts';
import { requestAddress } from '../http/request-client.ts';
import { ticketLimits } from '../ticketing/ticket-limits.ts';
import { joinTarget, joinWaitlist } from '../waitlist/join.ts';
import {
	renderJoinedPage,
	renderJoinPage,
	renderOnSalePage,
	type JoinFormState,
} from '../waitlist/join-page.ts';
import { renderUnknownEntryPage } from '../waitlist/page.ts';
import { waitingListSettings } from '../waitlist/settings.ts';

const PAGE_HEADERS = {
	'cache-control': 'private, no-store',
	'x-frame-options': 'DENY',
};

const TEXTS = { de: de.form, en: en.form } as const;

/** A positive id from a query or form value (at most 10 digits), else undefined. */
const idOf = (value: unknown): number | undefined =>
	typeof value === 'string' && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 1000) : '');

/** The language of the path (`/en/api/…`), else `fallback`. */
export function pathLocale(c: Context, fallback: Locale = 'de'): Locale {
	const fromPath = LocaleSchema.safeParse(c.req.path.split('/')[1]);
	return fromPath.success ? fromPath.data : fallback;
}

/** The fields of a form POST (urlencoded or multipart) whose CSRF field is right (else 403; 400 malformed). */
export async function csrfFormFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
	let fields: Record<string, unknown>;
	try {
		fields = await c.req.parseBody();
	} catch {
		throw badRequest('Malformed form body', 'body');
	}
	const token = fields[CSRF_FORM_FIELD];
	requireCsrf(c, typeof token === 'string' ? token : undefined);
	return fields;
}

type FieldName = keyof JoinFormState['errors'];

/** The message a refused field shows, in `locale`. */
function fieldMessage(locale: Locale, field: FieldName, maxTickets: number): string {
	const t = TEXTS[locale];
	if (field === 'email') return t.invalid_email;
	if (field === 'quantity') return fill(t.quantity_hint, { max: maxTickets });
	if (field === 'form') return t.failed;
	return t.required;
}

const FIELDS = new Set<FieldName>(['name', 'email', 'quantity', 'block_id']);

/**
 * The join form for visitors: GET /waitlist/join/?event_jet_id=&seat_group= shows it for a
 * sold-out seat group (a page saying tickets are on sale when they are, 404 for unknown ids);
 * POST /waitlist/join/ (urlencoded, CSRF field) joins like POST /waitlist/ and answers a page:
 * 'check your mail', or the form again with the refused fields marked (400). Registered before
 * the entry pages' `/waitlist/{token}`.
 */
export function addJoinForm(app: Hono<AppEnv>, ctx: BackendContext): void {
	const page = async (c: Context<AppEnv>, idJet: unknown, seatGroup: unknown) => {
		const locale = pathLocale(c);
		const id = idOf(idJet);
		const group = idOf(seatGroup);
		const target =
			id === undefined || group === undefined
				? undefined
				: await joinTarget(ctx.db, {
						site: ctx.site,
						locale,
						idJet: id,
						seatGroupId: group,
						now: ctx.now(),
					});
		return { locale, target };
	};
	const settings = () => ({
		maxTickets: ticketLimits[ctx.site].maxTicketsPerCart,
		offerHours: waitingListSettings(ctx.site).offerHours,
	});

	app.get('/waitlist/join', async (c) => {
		const { locale, target } = await page(
			c,
			c.req.query('event_jet_id'),
			c.req.query('seat_group'),
		);
		if (target === undefined) return c.html(renderUnknownEntryPage(locale), 404, PAGE_HEADERS);
		if (target === 'on-sale') return c.html(renderOnSalePage(locale, ''), 409, PAGE_HEADERS);
		return c.html(
			renderJoinPage({ locale, target, csrfToken: ensureCsrfCookie(c), ...settings() }),
			200,
			PAGE_HEADERS,
		);
	});

	app.post('/waitlist/join', async (c) => {
		const fields = await csrfFormFields(c);
		const { locale, target } = await page(c, fields['event_jet_id'], fields['seat_group']);
		if (target === undefined) return c.html(renderUnknownEntryPage(locale), 404, PAGE_HEADERS);
		if (target === 'on-sale') return c.html(renderOnSalePage(locale, ''), 409, PAGE_HEADERS);
		const { maxTickets, offerHours } = settings();
		const values = {
			name: text(fields['name']),
			email: text(fields['email']).trim(),
			quantity: text(fields['quantity']).trim(),
			block_id: text(fields['block_id']),
		};
		const refuse = (errors: JoinFormState['errors']) =>
			c.html(
				renderJoinPage({
					locale,
					target,
					csrfToken: ensureCsrfCookie(c),
					maxTickets,
					offerHours,
					state: { values, errors },
				}),
				400,
				PAGE_HEADERS,
			);
		const join = WaitlistJoinSchema.safeParse({
			event_jet_id: target.idJet,
			seat_group: target.group.id,
			...(target.slots.length > 0 ? { block_id: idOf(values.block_id) ?? 0 } : {}),
			quantity: /^\d{1,3}$/.test(values.quantity) ? Number(values.quantity) : NaN,
			name: values.name,
			email: values.email,
		});
		const errors: JoinFormState['errors'] = {};
		for (const issue of join.success ? [] : join.error.issues) {
			const field = String(issue.path[0]) as FieldName;
			if (FIELDS.has(field)) errors[field] ??= fieldMessage(locale, field, maxTickets);
		}
		// Named with the rest: the site's cap is below what the contract allows.
		if (Number(values.quantity) > maxTickets) {
			errors.quantity = fieldMessage(locale, 'quantity', maxTickets);
		}
		if (!join.success || Object.keys(errors).length > 0) {
			return refuse(Object.keys(errors).length > 0 ? errors : { form: TEXTS[locale].failed });
		}
		const result = await joinWaitlist(ctx.db, {
			site: ctx.site,
			join: join.data,
			locale,
			client: requestAddress(c),
			now: ctx.now(),
		}).catch((error: unknown) => {
			if (error instanceof ApiProblem && error.status === 400) {
				const field = error.body.field as FieldName | undefined;
				return { refused: field && FIELDS.has(field) ? field : ('form' as const) };
			}
			throw error;
		});
		if (typeof result === 'object') {
			return refuse({ [result.refused]: fieldMessage(locale, result.refused, maxTickets) });
		}
		if (result === 'not-sold-out') {
			return c.html(renderOnSalePage(locale, target.url), 409, PAGE_HEADERS);
		}
		ctx.mail.queued();
		return c.html(renderJoinedPage(locale, join.data.email, target.url), 200, PAGE_HEADERS);
	});
}
