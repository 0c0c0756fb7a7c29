import type { Context, Hono } from 'hono';
import {
	LocaleSchema,
	WaitlistJoinSchema,
	WaitlistJoinTargetSchema,
	type Locale,
} from '../../lib/contract/index.ts';
import { waitlistJoinPath } from '../../lib/waitlist/paths.ts';
import { CSRF_FORM_FIELD, requireCsrf } from '../auth/cookies.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { ApiProblem, badRequest, notFound } from '../http/errors.ts';
import { requestAddress } from '../http/request-client.ts';
import { joinTarget, joinWaitlist } from '../waitlist/join.ts';

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

/**
 * The join page's back end (the page itself is the site's `/{locale}/waitlist/`):
 * GET /waitlist/target/?event_jet_id=&seat_group= answers `WaitlistJoinTargetSchema` (404 for
 * unknown ids). POST /waitlist/join/ takes the page's form (urlencoded, CSRF field; the page
 * checked the fields and passes the post on with a 307, so the client's own address meets the
 * mail limits) and answers 303 to the page: `sent=1`, or `invalid=` naming a refused field.
 * GET /waitlist/join/ (links in pages and mails of before) moves to the page (301).
 * Registered before the entry pages' `/waitlist/{token}`.
 */
export function addJoinForm(app: Hono<AppEnv>, ctx: BackendContext): void {
	const target = (locale: Locale, idJet: unknown, seatGroup: unknown) => {
		const id = idOf(idJet);
		const group = idOf(seatGroup);
		if (id === undefined || group === undefined) return Promise.resolve(undefined);
		return joinTarget(ctx.db, {
			site: ctx.site,
			locale,
			idJet: id,
			seatGroupId: group,
			now: ctx.now(),
		});
	};

	app.get('/waitlist/target', async (c) => {
		const found = await target(
			pathLocale(c),
			c.req.query('event_jet_id'),
			c.req.query('seat_group'),
		);
		if (!found) throw notFound();
		c.header('cache-control', 'no-store');
		return c.json(WaitlistJoinTargetSchema.parse(found));
	});

	app.get('/waitlist/join', (c) => {
		const idJet = idOf(c.req.query('event_jet_id')) ?? 0;
		const seatGroup = idOf(c.req.query('seat_group')) ?? 0;
		return c.redirect(waitlistJoinPath(pathLocale(c), { idJet, seatGroup }), 301);
	});

	app.post('/waitlist/join', async (c) => {
		const fields = await csrfFormFields(c);
		const locale = pathLocale(c);
		const found = await target(locale, fields['event_jet_id'], fields['seat_group']);
		if (!found) throw notFound();
		const blockId = idOf(text(fields['block_id']));
		const page = waitlistJoinPath(locale, {
			idJet: found.id_jet,
			seatGroup: found.seat_group.id,
			blockId,
		});
		const back = (outcome: string) => {
			c.header('cache-control', 'no-store');
			return c.redirect(`${page}&${outcome}`, 303);
		};
		if (found.on_sale) return back('on_sale=1');
		const quantity = text(fields['quantity']).trim();
		const join = WaitlistJoinSchema.safeParse({
			event_jet_id: found.id_jet,
			seat_group: found.seat_group.id,
			...(found.slots.length > 0 ? { block_id: blockId ?? 0 } : {}),
			quantity: /^\d{1,3}$/.test(quantity) ? Number(quantity) : NaN,
			name: text(fields['name']),
			email: text(fields['email']).trim(),
		});
		if (!join.success) return back(`invalid=${String(join.error.issues[0]?.path[0] ?? 'form')}`);
		const result = await joinWaitlist(ctx.db, {
			site: ctx.site,
			join: join.data,
			locale,
			client: requestAddress(c),
			now: ctx.now(),
		}).catch((error: unknown) => {
			if (error instanceof ApiProblem && error.status === 400) {
				return { refused: String(error.body.field ?? 'form') };
			}
			throw error;
		});
		if (typeof result === 'object') return back(`invalid=${result.refused}`);
		if (result === 'not-sold-out') return back('on_sale=1');
		ctx.mail.queued();
		return back('sent=1');
	});
}
