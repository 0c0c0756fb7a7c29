import type { DatabaseSync } from 'node:sqlite';
import type { SeatGroup } from '../../lib/contract/index.ts';
import type { TicketLimits } from '../../sites/site-config.ts';
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
import { countHolds, releaseExpiredHolds } from './holds.ts';

/** What a reservation asks for: lines of one event date, into the visitor's cart (if any). */
export type ReservationRequest = {
	site: string;
	/** The cart named by the visitor's cookie, if any. */
	cartToken: string | undefined;
	event: { id: number; idJet: number; seatGroups: readonly Pick<SeatGroup, 'id' | 'timeslots'>[] };
	lines: readonly CartLine[];
	/** Capacities of seat groups and timeslots that have none stored yet. */
	plan: CapacityPlan;
	/** The site's caps on tickets per cart and on a cart's whole hold. */
	limits: TicketLimits;
	now: Date;
};

/** How a reservation ended. */
export type ReservationResult =
	| { kind: 'reserved'; token: string; ticketCount: number; expiresAt: Date }
	/** Not enough free seats in a seat group or timeslot: nothing was reserved. */
	| { kind: 'not-enough-seats' }
	/** The visitor's cart has expired: nothing was reserved. */
	| { kind: 'expired' }
	/** The cart would hold more than limits.maxTicketsPerCart: nothing was reserved. */
	| { kind: 'too-many-tickets'; inCart: number };

/** The tickets `lines` ask for together (a sale type named twice counts twice). */
export const ticketsAskedFor = (lines: readonly Pick<CartLine, 'quantity'>[]) =>
	lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Reserves `lines` in one immediate transaction: releases carts that have expired, checks what
 * is free (capacity minus the maintained count of what live carts hold) and inserts only when
 * every seat group and timeslot has room and the cart stays within limits.maxTicketsPerCart, so
 * concurrent requests — from any connection or process — can never sell a seat twice. The lines
 * are counted in the hold counters in the same transaction. The cart named by the cookie is
 * extended as a whole to CART_MINUTES from now (the success message promises 'Your tickets will
 * be reserved for the next 15 minutes'), but never past limits.maxHoldMinutes after its first
 * reservation; an unknown token gets a new cart, an expired one is refused.
 */
export function reserveTickets(db: DatabaseSync, request: ReservationRequest): ReservationResult {
	const { site, event, now, limits } = request;
	return transaction(db, () => {
		releaseExpiredHolds(db, now);
		purgeOldCarts(db, now);
		const cart =
			request.cartToken === undefined ? undefined : findCart(db, site, request.cartToken, now);
		if (cart && !cart.current) return { kind: 'expired' };
		const inCart = cart ? cartTicketCount(db, cart.token) : 0;
		if (inCart + ticketsAskedFor(request.lines) > limits.maxTicketsPerCart) {
			return { kind: 'too-many-tickets', inCart };
		}
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
		const expiresAt = reservationEnd(now, cart?.createdAt ?? now, limits.maxHoldMinutes);
		const token = cart ? cart.token : createCart(db, site, now, expiresAt);
		if (cart) extendCart(db, token, expiresAt);
		insertCartLines(db, token, request.lines, now);
		countHolds(db, site, request.lines, 1);
		return {
			kind: 'reserved',
			token,
			ticketCount: inCart + ticketsAskedFor(request.lines),
			expiresAt,
		};
	});
}
