import {
	EventDetailSchema,
	type CartDetail,
	type CartTicket,
	type EventDetail,
} from '../../lib/contract/index.ts';
import { priceToCents, centsToPrice, totalPrice } from '../../lib/booking/money.ts';
import { cartLinesOf, findCart, type StoredCartLine } from '../content/carts.ts';
import type { DocumentStore } from '../content/documents.ts';
import type { Database } from '../db/database.ts';
import type { TicketLimits } from '../../sites/site-config.ts';
import { canRenew, holdEnd } from './cart-changes.ts';
import { cartLineId } from './cart-line-id.ts';

/** The site path of a cart (SPEC §3 cart_url). */
export const cartUrl = (token: string) => `/webshop/cart/${token}`;

/** One cart line described with the event's names in the asked language. */
function describeLine(line: StoredCartLine, event: EventDetail | undefined): CartTicket {
	const group = event?.seat_groups.find((candidate) => candidate.id === line.seatGroupId);
	const prices = group?.prices ?? event?.prices ?? [];
	const price = prices.find((candidate) => candidate.sale_type_id === line.saleTypeId);
	const slot = group?.timeslots.find((timeslot) => timeslot.block_id === line.blockId);
	const unitPrice = line.unitPrice ?? price?.price ?? '0.00';
	return {
		line_id: cartLineId(line),
		event_id: line.eventId,
		event_jet_id: line.idJet,
		event_name: event?.name ?? '',
		event_url: event?.url ?? null,
		date_start: event?.date_start ?? null,
		time_start: slot?.time_start ?? null,
		seat_group_id: line.seatGroupId,
		seat_group: group?.seat_group ?? '',
		sale_type_id: line.saleTypeId,
		sale_type: price?.name ?? '',
		amount: line.quantity,
		price: unitPrice,
		line_total: centsToPrice(priceToCents(unitPrice) * line.quantity),
	};
}

/**
 * The cart `token` of the store's site with its tickets described in `locale`, reserved or
 * expired at `now`, and how far the site's `limits` let it be renewed; undefined when no such
 * cart exists (any more).
 */
export async function cartDetail(
	db: Database,
	store: DocumentStore,
	token: string,
	locale: string,
	now: Date,
	limits: TicketLimits,
): Promise<CartDetail | undefined> {
	const cart = await findCart(db, store.site, token, now);
	if (!cart) return undefined;
	const lines = await cartLinesOf(db, token);
	const events = new Map<number, EventDetail | undefined>();
	for (const id of new Set(lines.map((line) => line.eventId))) {
		// The document store is being moved to the async database too; awaiting covers both.
		const body: unknown = await store.get('event', id, locale);
		const parsed = EventDetailSchema.safeParse(body);
		events.set(id, parsed.success ? parsed.data : undefined);
	}
	const tickets = lines.map((line) => describeLine(line, events.get(line.eventId)));
	return {
		token,
		cart_url: cartUrl(token),
		state: cart.current ? 'reserved' : 'expired',
		expires_at: cart.expiresAt.toISOString(),
		seconds_left: Math.max(0, Math.floor((cart.expiresAt.getTime() - now.getTime()) / 1000)),
		tickets_quantity: tickets.reduce((sum, ticket) => sum + ticket.amount, 0),
		tickets,
		total: totalPrice(tickets),
		hold_ends_at: holdEnd(cart.createdAt, limits).toISOString(),
		renewable: cart.current && canRenew(cart, limits),
	};
}
