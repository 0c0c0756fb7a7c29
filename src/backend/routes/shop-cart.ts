import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
	CART_NO_RESERVATION,
	CART_NO_RESERVATION_TEXT,
	CART_NOT_ENOUGH_SEATS,
	CART_NOT_ENOUGH_SEATS_TEXT,
	CartRemovalSchema,
	CartRequestSchema,
	CartTokenSchema,
	type CartError,
	type CartRequest,
	type CartResult,
} from '../../lib/contract/index.ts';
import { isStaff } from '../auth/guards.ts';
import { isSecureRequest, requireCsrf } from '../auth/cookies.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { removeFromCart, renewCart, type CartChangeResult } from '../ticketing/cart-changes.ts';
import { cartDetail, cartUrl } from '../ticketing/cart-detail.ts';
import { parseCartLineId } from '../ticketing/cart-line-id.ts';
import { cartLines } from '../ticketing/cart-lines.ts';
import { ReservationContended } from '../ticketing/contention.ts';
import { eventByJetId } from '../ticketing/event-by-jet-id.ts';
import { reserveTickets, ticketsAskedFor } from '../ticketing/reserve.ts';
import { ticketLimits, tooManyTicketsText } from '../ticketing/ticket-limits.ts';

/** The visitor's cart (HttpOnly, as long as the reservation). */
const CART_COOKIE = 'webshop_cart';

/** The answer when the seats were locked by other reservations for longer than the lock timeout. */
type ContendedAnswer = { error: string; retryable: true };
const CONTENDED_TEXT = 'Too many people are booking these seats right now: please try again';
const RETRY_AFTER_SECONDS = 1;

/** 503 with Retry-After: nothing was changed, and a retry a moment later finds the locks free. */
function contended(c: Context): Response {
	c.header('retry-after', String(RETRY_AFTER_SECONDS));
	const answer: ContendedAnswer = { error: CONTENDED_TEXT, retryable: true };
	return c.json(answer, 503);
}

/** Sets the cart cookie to `token` for as long as its reservation lasts (at least a second). */
export function setCartCookie(c: Context, token: string, expiresAt: Date, now: Date): void {
	setCookie(c, CART_COOKIE, token, {
		path: '/',
		httpOnly: true,
		sameSite: 'Lax',
		secure: isSecureRequest(c),
		maxAge: Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000)),
	});
}

/** The request body, or 400 naming the top-level field of SPEC §7 that failed. */
function cartRequest(body: unknown): CartRequest {
	const result = CartRequestSchema.safeParse(body);
	if (result.success) return result.data;
	const issue = result.error.issues[0];
	throw badRequest(issue?.message ?? 'Invalid input', String(issue?.path[0] ?? 'body'));
}

/** A cart failure of SPEC §8: answered with 200 and the response code, as the shop does. */
function cartError(c: Context, code: number, error: string): Response {
	const answer: CartError = { error, response_code: code };
	return c.json(answer, 200);
}

/**
 * POST /shop-cart/: reserves tickets of one seat group of an event (by its ticketing id) in the
 * visitor's cart for 15 minutes (never past the site's maxHoldMinutes after the cart's first
 * reservation). 400 naming the field for malformed input and ids that do not belong to the event,
 * and 400 naming `quantities` when the request, or the cart with it, would exceed the site's
 * maxTicketsPerCart (all quantities of a request count together); 200 with response_code -214
 * when the seat group or timeslot is unavailable or has fewer free seats than asked, -204 when
 * the visitor's cart has expired; else the cart's ticket count and URL. 503 with Retry-After and
 * `{ error, retryable: true }` when other reservations held the seats' locks past the lock
 * timeout (nothing reserved: send it again). GET /shop-cart/{token}/: the cart with its tickets, prices and time left
 * (404 for unknown carts). POST /shop-cart/{token}/remove/ (CartRemovalSchema) takes tickets off
 * a line, freeing their seats at once; POST /shop-cart/{token}/renew/ extends the reservation
 * within the hold cap. Both answer the cart, -204 once it has expired, 404 for unknown carts.
 */
export function createShopCartApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.post('/shop-cart', async (c) => {
		requireCsrf(c);
		const request = cartRequest(await readJsonBody(c));
		const event = await eventByJetId(ctx.db, ctx.site, requestLocale(c), request.event_jet_id, {
			onlineOnly: !isStaff(c),
		});
		if (event === undefined) {
			throw badRequest(`Unknown event ${request.event_jet_id}`, 'event_jet_id');
		}
		const lines = cartLines(event, request);
		if (lines === 'unavailable') {
			return cartError(c, CART_NOT_ENOUGH_SEATS, CART_NOT_ENOUGH_SEATS_TEXT);
		}
		const limits = ticketLimits[ctx.site];
		if (ticketsAskedFor(lines) > limits.maxTicketsPerCart) {
			throw badRequest(tooManyTicketsText(limits.maxTicketsPerCart), 'quantities');
		}
		const cookie = CartTokenSchema.safeParse(getCookie(c, CART_COOKIE));
		const now = ctx.now();
		const result = await reserveTickets(ctx.db, {
			site: ctx.site,
			cartToken: cookie.success ? cookie.data : undefined,
			event: { id: event.id, idJet: request.event_jet_id, seatGroups: event.seat_groups },
			lines,
			plan: ctx.capacityPlan,
			limits,
			now,
		}).catch((error: unknown) => {
			if (error instanceof ReservationContended) return 'contended' as const;
			throw error;
		});
		if (result === 'contended') return contended(c);
		if (result.kind === 'not-enough-seats') {
			return cartError(c, CART_NOT_ENOUGH_SEATS, CART_NOT_ENOUGH_SEATS_TEXT);
		}
		if (result.kind === 'too-many-tickets') {
			throw badRequest(tooManyTicketsText(limits.maxTicketsPerCart), 'quantities');
		}
		if (result.kind === 'expired') {
			// The next attempt starts a new cart.
			deleteCookie(c, CART_COOKIE, { path: '/' });
			return cartError(c, CART_NO_RESERVATION, CART_NO_RESERVATION_TEXT);
		}
		// The cookie lives as long as the reservation (shorter once the hold cap is near).
		setCartCookie(c, result.token, result.expiresAt, now);
		const answer: CartResult = {
			tickets_quantity: result.ticketCount,
			cart_url: cartUrl(result.token),
		};
		return c.json(answer);
	});

	app.get('/shop-cart/:token', async (c) => {
		const token = CartTokenSchema.safeParse(c.req.param('token'));
		const detail = token.success
			? await cartDetail(
					ctx.db,
					ctx.store,
					token.data,
					requestLocale(c),
					ctx.now(),
					ticketLimits[ctx.site],
				)
			: undefined;
		if (!detail) throw notFound();
		c.header('cache-control', 'private, no-store');
		return c.json(detail);
	});

	/** Answers a change of cart `token`: the cart as it is now, -204 when expired, 404, 503. */
	async function changed(
		c: Context<AppEnv>,
		token: string,
		change: () => Promise<CartChangeResult>,
	) {
		const result = await change().catch((error: unknown) => {
			if (error instanceof ReservationContended) return 'contended' as const;
			throw error;
		});
		if (result === 'contended') return contended(c);
		if (result.kind === 'unknown') throw notFound();
		if (result.kind === 'expired')
			return cartError(c, CART_NO_RESERVATION, CART_NO_RESERVATION_TEXT);
		const now = ctx.now();
		const locale = requestLocale(c);
		const detail = await cartDetail(ctx.db, ctx.store, token, locale, now, ticketLimits[ctx.site]);
		if (!detail) throw notFound();
		if (getCookie(c, CART_COOKIE) === token) {
			setCartCookie(c, token, new Date(detail.expires_at), now);
		}
		c.header('cache-control', 'private, no-store');
		return c.json(detail);
	}

	/** The cart token of the path, or 404. */
	const pathToken = (c: Context<AppEnv>) => {
		const token = CartTokenSchema.safeParse(c.req.param('token'));
		if (!token.success) throw notFound();
		return token.data;
	};

	app.post('/shop-cart/:token/remove', async (c) => {
		requireCsrf(c);
		const token = pathToken(c);
		const body = CartRemovalSchema.safeParse(await readJsonBody(c));
		if (!body.success) {
			const issue = body.error.issues[0];
			throw badRequest(issue?.message ?? 'Invalid input', String(issue?.path[0] ?? 'body'));
		}
		const line = parseCartLineId(body.data.line_id);
		if (!line) throw badRequest('must be a line id', 'line_id');
		return changed(c, token, () =>
			removeFromCart(ctx.db, {
				site: ctx.site,
				token,
				line,
				quantity: body.data.quantity,
				now: ctx.now(),
			}),
		);
	});

	app.post('/shop-cart/:token/renew', async (c) => {
		requireCsrf(c);
		const token = pathToken(c);
		return changed(c, token, () =>
			renewCart(ctx.db, { site: ctx.site, token, limits: ticketLimits[ctx.site], now: ctx.now() }),
		);
	});
	return app;
}
