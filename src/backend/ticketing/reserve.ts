import type { DatabaseSync } from 'node:sqlite';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { transaction } from '../db/database.ts';
import {
	cartTicketCount,
	createCart,
	extendCart,
	findCart,
	insertCartLines,
	purgeOldCarts,
	reservationEnd,
	type CartLine,
} from '../content/carts.ts';
import type { CapacityPlan } from '../seed/shared/capacities.ts';
import { seatAvailability } from './availability.ts';
import { ensureCapacities, eventSlugs, plannedCapacities } from './capacities.ts';

/** What a reservation asks for: lines of one event date, into the visitor's cart (if any). */
export type ReservationRequest = {
	site: string;
	/** The cart named by the visitor's cookie, if any. */
	cartToken: string | undefined;
	event: { id: number; idJet: number; seatGroups: readonly Pick<SeatGroup, 'id' | 'timeslots'>[] };
	lines: readonly CartLine[];
	/** Capacities of seat groups and timeslots that have none stored yet. */
	plan: CapacityPlan;
	now: Date;
};

/** How a reservation ended. */
export type ReservationResult =
	| { kind: 'reserved'; token: string; ticketCount: number; expiresAt: Date }
	/** Not enough free seats in a seat group or timeslot: nothing was reserved. */
	| { kind: 'not-enough-seats' }
	/** The visitor's cart has expired: nothing was reserved. */
	| { kind: 'expired' };

/**
 * Reserves `lines` in one immediate transaction: checks what is free (capacity minus what
 * unexpired carts hold) and inserts only when every seat group and timeslot has room, so
 * concurrent requests — from any connection or process — can never sell a seat twice. The cart
 * named by the cookie is extended as a whole to CART_MINUTES from now (the success message
 * promises 'Your tickets will be reserved for the next 15 minutes'); an unknown token gets a new
 * cart, an expired one is refused.
 */
export function reserveTickets(db: DatabaseSync, request: ReservationRequest): ReservationResult {
	const { site, event, now } = request;
	return transaction(db, () => {
		purgeOldCarts(db, now);
		const cart =
			request.cartToken === undefined ? undefined : findCart(db, site, request.cartToken, now);
		if (cart && !cart.current) return { kind: 'expired' };
		ensureCapacities(
			db,
			site,
			event.idJet,
			plannedCapacities(
				request.plan,
				event.idJet,
				event.seatGroups,
				eventSlugs(db, site, event.id),
			),
		);
		const demands = request.lines.flatMap((line) =>
			line.seatGroupId === null
				? []
				: [{ seatGroupId: line.seatGroupId, blockId: line.blockId, quantity: line.quantity }],
		);
		if (!seatAvailability(db, site, [event.idJet], now).fits(event.idJet, demands)) {
			return { kind: 'not-enough-seats' };
		}
		const token = cart ? cart.token : createCart(db, site, now);
		if (cart) extendCart(db, token, now);
		insertCartLines(db, token, request.lines, now);
		return {
			kind: 'reserved',
			token,
			ticketCount: cartTicketCount(db, token),
			expiresAt: reservationEnd(now),
		};
	});
}
