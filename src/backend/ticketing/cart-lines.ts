import type { CartRequest, Price, SeatGroup } from '../../lib/contract/index.ts';
import type { CartLine } from '../content/carts.ts';
import { badRequest } from '../http/errors.ts';
import type { BookableEvent } from './event-by-jet-id.ts';

/** The price a sale type has among `prices`; 400 naming sale_type_ids when it has none. */
function priceOf(prices: readonly Price[], saleTypeId: number): Price {
	const price = prices.find((candidate) => candidate.sale_type_id === saleTypeId);
	if (!price)
		throw badRequest(`Sale type ${saleTypeId} does not belong to the event`, 'sale_type_ids');
	return price;
}

/**
 * The timeslot block a line of `group` is booked for: the request's block_id for a timed seat
 * group (required, and it must be one of the group's timeslots), none otherwise.
 */
function blockFor(group: SeatGroup | undefined, request: CartRequest): number | null {
	if (!group || group.timeslots.length === 0) return null;
	if (request.block_id === undefined) {
		throw badRequest(`Seat group ${group.id} needs a timeslot`, 'block_id');
	}
	if (!group.timeslots.some((slot) => slot.block_id === request.block_id)) {
		throw badRequest(`Timeslot ${request.block_id} does not belong to the seat group`, 'block_id');
	}
	return request.block_id;
}

/**
 * The lines a valid request puts in a cart, or 'unavailable' when the event is cancelled or a
 * chosen seat group or timeslot has status '0'. Ids that do not belong to the event answer 400
 * naming the field (seat_group, sale_type_ids, block_id). Nothing is checked against capacity
 * here: that happens inside the reservation's transaction.
 */
export function cartLines(event: BookableEvent, request: CartRequest): CartLine[] | 'unavailable' {
	const groups =
		request.seat_group === undefined
			? event.seat_groups
			: event.seat_groups.filter((group) => group.id === request.seat_group);
	if (request.seat_group !== undefined && groups.length === 0) {
		throw badRequest(`Seat group ${request.seat_group} does not belong to the event`, 'seat_group');
	}
	const prices = event.seat_groups.length === 0 ? event.prices : groups.flatMap((g) => g.prices);
	const chosen = request.sale_type_ids.map((saleTypeId) => priceOf(prices, saleTypeId));
	const groupOf = (price: Price) => groups.find((group) => group.id === price.seat_group);
	if (event.is_cancelled || chosen.some((price) => groupOf(price)?.status === '0')) {
		return 'unavailable';
	}
	const blocks = chosen.map((price) => blockFor(groupOf(price), request));
	if (request.block_id !== undefined && blocks.every((block) => block === null)) {
		throw badRequest(`Timeslot ${request.block_id} does not belong to the seat group`, 'block_id');
	}
	const slotGone = chosen.some((price, index) =>
		groupOf(price)?.timeslots.some(
			(slot) => slot.block_id === blocks[index] && slot.status === '0',
		),
	);
	if (slotGone) return 'unavailable';
	return chosen.map((price, index) => ({
		eventId: event.id,
		idJet: request.event_jet_id,
		seatGroupId: event.seat_groups.length === 0 ? null : price.seat_group,
		saleTypeId: price.sale_type_id,
		blockId: blocks[index] ?? null,
		quantity: request.quantities[index] ?? 0,
		unitPrice: price.price,
	}));
}
