import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import {
	CART_NOT_ENOUGH_SEATS,
	CartRequestSchema,
	EventDetailSchema,
	type CartError,
	type CartRequest,
	type CartResult,
	type EventDetail,
	type Price,
} from '../../lib/contract/index.ts';
import { isSecureRequest, requireCsrf } from '../auth/cookies.ts';
import { addToCart, CART_MINUTES, type CartLine } from '../content/carts.ts';
import type { AppEnv, BackendContext } from '../context.ts';
import { badRequest } from '../http/errors.ts';
import { readJsonBody } from '../http/json-body.ts';
import { requestLocale } from '../http/locale.ts';
import { parseOrThrow } from '../http/validate.ts';

/** The visitor's cart (HttpOnly, as long as the reservation). */
const CART_COOKIE = 'webshop_cart';

/** The lines a valid request puts in the cart, or whether a chosen seat group/timeslot is sold out. */
function cartLines(event: EventDetail, request: CartRequest): CartLine[] | 'unavailable' {
	const groups =
		request.seat_group === undefined
			? event.seat_groups
			: event.seat_groups.filter((group) => group.id === request.seat_group);
	if (request.seat_group !== undefined && groups.length === 0) {
		throw badRequest(`Seat group ${request.seat_group} does not belong to the event`, 'seat_group');
	}
	const prices: Price[] =
		event.seat_groups.length === 0 ? event.prices : groups.flatMap((group) => group.prices);
	const chosen = request.sale_type_ids.map((saleTypeId) => {
		const price = prices.find((candidate) => candidate.sale_type_id === saleTypeId);
		if (!price)
			throw badRequest(`Sale type ${saleTypeId} does not belong to the event`, 'sale_type_ids');
		return price;
	});
	const involved = groups.filter((group) => chosen.some((price) => price.seat_group === group.id));
	let unavailable = involved.some((group) => group.status === '0');
	if (request.block_id !== undefined) {
		const slot = involved
			.flatMap((group) => group.timeslots)
			.find((timeslot) => timeslot.block_id === request.block_id);
		if (!slot)
			throw badRequest(
				`Timeslot ${request.block_id} does not belong to the seat group`,
				'block_id',
			);
		unavailable ||= slot.status === '0';
	}
	if (unavailable) return 'unavailable';
	return chosen.map((price, index) => ({
		eventId: event.id,
		idJet: request.event_jet_id,
		seatGroupId: event.seat_groups.length === 0 ? null : price.seat_group,
		saleTypeId: price.sale_type_id,
		blockId: request.block_id ?? null,
		quantity: request.quantities[index] ?? 0,
	}));
}

/**
 * POST /shop-cart/: places tickets of one seat group of an event (by its ticketing id) in the
 * visitor's cart. 400 naming the field for ids that do not belong to the event; 200 with
 * response_code -214 when the seat group or timeslot is unavailable; else the cart's ticket
 * count and URL.
 */
export function createShopCartApp(ctx: BackendContext): Hono<AppEnv> {
	const app = new Hono<AppEnv>({ strict: false });
	app.post('/shop-cart', async (c) => {
		requireCsrf(c);
		const request = parseOrThrow(CartRequestSchema, await readJsonBody(c));
		const found = ctx.store.list('event', requestLocale(c), {
			filter: { where: ['d.id_jet = ?'], params: [request.event_jet_id] },
			limit: 1,
		}).bodies[0];
		if (found === undefined)
			throw badRequest(`Unknown event ${request.event_jet_id}`, 'event_jet_id');
		const lines = cartLines(EventDetailSchema.parse(found), request);
		if (lines === 'unavailable') {
			const answer: CartError = {
				error: 'Not enough (connected) seats found.',
				response_code: CART_NOT_ENOUGH_SEATS,
			};
			return c.json(answer, 200);
		}
		const cart = addToCart(ctx.db, ctx.site, getCookie(c, CART_COOKIE), lines, ctx.now());
		setCookie(c, CART_COOKIE, cart.token, {
			path: '/',
			httpOnly: true,
			sameSite: 'Lax',
			secure: isSecureRequest(c),
			maxAge: CART_MINUTES * 60,
		});
		const answer: CartResult = {
			tickets_quantity: cart.ticketCount,
			cart_url: `/webshop/cart/${cart.token}`,
		};
		return c.json(answer);
	});
	return app;
}
