import { Hono, type Context } from 'hono';
import {
	WaitlistEntryStateSchema,
	WaitlistJoinedSchema,
	WaitlistJoinSchema,
	WaitlistNoticeSchema,
	type WaitlistNotice,
} from '../../lib/contract/index.ts';
import { waitlistEntryPath } from '../../lib/waitlist/paths.ts';
import { requireCsrf } from '../auth/cookies.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest, ApiProblem, notFound } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { requestAddress } from '../http/request-client.ts';
import { cartUrl } from '../ticketing/cart-detail.ts';
import { ReservationContended } from '../ticketing/contention.ts';
import { describeEntry } from '../waitlist/describe.ts';
import { entryByToken, expireUnconfirmed, placeInLine } from '../waitlist/entries.ts';
import { joinWaitlist } from '../waitlist/join.ts';
import { confirmEntry, endEntry, openOffer } from '../waitlist/offers.ts';
import { mailDateTime } from '../mail/texts.ts';
import { purgePastEntries } from '../waitlist/purge.ts';
import { setCartCookie } from './shop-cart.ts';
import { addJoinForm, csrfFormFields, pathLocale } from './waitlist-join-form.ts';

/** Link tokens are 32 base64url characters (24 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** Answers about an entry are personal, and its token must not leak to other sites. */
const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' };

/** How often past dates' lists are purged (besides each visit of the hub's panel). */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The visitor side of the waiting lists (src/backend/waitlist/):
 * POST /waitlist/ (JSON, CSRF) joins the list of a sold-out seat group or timeslot — 202
 * `{ status: 'confirmation_sent' }` whatever became of the address, 400 naming the field, 409
 * when tickets are on sale. GET /waitlist/{token}/state/ answers what the site's entry page
 * (`/{locale}/waitlist/{token}/`) shows; GET /waitlist/{token}/ (the link of mails sent before
 * that page) moves there (301). POST /waitlist/{token}/{confirm|decline|leave}/ (the page's
 * forms, CSRF field) change the entry and return to the page (303); GET /waitlist/{token}/offer/
 * puts an offer's held seats into the visitor's cart (the cart cookie) and goes there, as often
 * as it is opened while the offer holds. The join page's endpoints are in waitlist-join-form.ts.
 * Hourly, the lists of dates past WAITLIST_KEEP_DAYS are deleted (personal data).
 */
export function createWaitlistApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	// Unref'd: never keeps a process alive; a purge after the database closed just fails quietly.
	setInterval(
		() => void purgePastEntries(ctx.db, ctx.site, ctx.now()).catch(() => undefined),
		PURGE_EVERY_MS,
	).unref();
	addJoinForm(app, ctx);

	app.post('/waitlist', async (c) => {
		requireCsrf(c);
		const body = WaitlistJoinSchema.safeParse(await readJsonBody(c));
		if (!body.success) {
			const issue = body.error.issues[0];
			throw badRequest(issue?.message ?? 'Invalid input', String(issue?.path[0] ?? 'body'));
		}
		const result = await joinWaitlist(ctx.db, {
			site: ctx.site,
			join: body.data,
			locale: requestLocale(c),
			client: requestAddress(c),
			now: ctx.now(),
		});
		if (result === 'not-sold-out') {
			throw new ApiProblem(409, {
				error: 'Tickets are on sale: book them directly',
				field: 'seat_group',
			});
		}
		if (result === 'sent') ctx.mail.queued();
		return c.json(WaitlistJoinedSchema.parse({ status: 'confirmation_sent' }), 202);
	});

	/** The entry of the path's token, or undefined (unknown or malformed). */
	const entryOf = async (c: Context<AppEnv>) => {
		const token = c.req.param('token') ?? '';
		if (!TOKEN.test(token)) return undefined;
		await expireUnconfirmed(ctx.db, ctx.site, ctx.now());
		return entryByToken(ctx.db, ctx.site, token);
	};

	app.get('/waitlist/:token', (c) => {
		const done = WaitlistNoticeSchema.safeParse(c.req.query('done'));
		const page = waitlistEntryPath(pathLocale(c), c.req.param('token'));
		return c.redirect(done.success ? `${page}?done=${done.data}` : page, 301);
	});

	app.get('/waitlist/:token/state', async (c) => {
		const entry = await entryOf(c);
		if (!entry) throw notFound();
		const locale = pathLocale(c, entry.locale);
		const deadline =
			entry.status === 'unconfirmed'
				? entry.confirmBy
				: ['offered', 'accepted'].includes(entry.status)
					? entry.offerEndsAt
					: '';
		const event = await describeEntry(ctx.db, entry);
		return c.json(
			WaitlistEntryStateSchema.parse({
				token: entry.token,
				status: entry.status,
				quantity: entry.quantity,
				title: event.title,
				url: event.url,
				deadline: deadline ? mailDateTime(new Date(deadline), locale) : '',
				position: entry.status === 'waiting' ? await placeInLine(ctx.db, entry) : 0,
				confirm_open: entry.status === 'unconfirmed' && entry.confirmBy > ctx.now().toISOString(),
			}),
			200,
			PRIVATE,
		);
	});

	const change = (action: 'confirm' | 'decline' | 'leave', notice: WaitlistNotice) =>
		app.post(`/waitlist/:token/${action}`, async (c) => {
			await csrfFormFields(c);
			const entry = await entryOf(c);
			const locale = pathLocale(c, entry?.locale ?? 'de');
			if (!entry) return c.redirect(waitlistEntryPath(locale, c.req.param('token')), 303);
			const now = ctx.now();
			const result = await (
				action === 'confirm'
					? confirmEntry(ctx.db, ctx.site, entry.id, now)
					: endEntry(ctx.db, ctx.site, entry.id, action === 'decline' ? 'declined' : 'left', now)
			).catch((error: unknown) => {
				if (error instanceof ReservationContended) return 'contended' as const;
				throw error;
			});
			if (result === 'contended') {
				c.header('retry-after', '1');
				return c.text('Busy: please try again', 503);
			}
			// An offer made at once (confirm) or to the next in line (decline, leave) was mailed.
			ctx.mail.queued();
			const done = result.kind === 'changed' ? `?done=${notice}` : '';
			return c.redirect(`${waitlistEntryPath(locale, entry.token)}${done}`, 303);
		});
	change('confirm', 'confirmed');
	change('decline', 'declined');
	change('leave', 'left');

	app.get('/waitlist/:token/offer', async (c) => {
		const entry = await entryOf(c);
		const locale = pathLocale(c, entry?.locale ?? 'de');
		if (!entry) return c.redirect(waitlistEntryPath(locale, c.req.param('token')), 303);
		const now = ctx.now();
		const offer = await openOffer(ctx.db, ctx.site, entry.id, now);
		c.header('cache-control', 'private, no-store');
		c.header('referrer-policy', 'no-referrer');
		if (!offer) return c.redirect(`${waitlistEntryPath(locale, entry.token)}?done=offer_gone`, 303);
		setCartCookie(c, offer.cartToken, offer.expiresAt, now);
		return c.redirect(cartUrl(offer.cartToken), 303);
	});

	return app;
}
