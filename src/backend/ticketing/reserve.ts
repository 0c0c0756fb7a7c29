import { sql } from 'kysely';
import type { SeatGroup } from '../../lib/contract/index.ts';
import type { TicketLimits } from '../../sites/site-config.ts';
import type { Database } from '../db/database.ts';
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
import { releaseAndOffer, waitingListFirst } from '../waitlist/freed-seats.ts';
import { offerFreedSeats } from '../waitlist/offers.ts';
import type { CapacityPlan } from './capacity-plan.ts';
import { ensureCapacities, eventSlugs, plannedCapacities } from './capacities.ts';
import { isContention, lockTimeoutMs, ReservationContended } from './contention.ts';
import {
	countersOf,
	countHolds,
	ensureCounters,
	lockCounters,
	type CounterKey,
	type LockedCounter,
} from './holds.ts';

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
	/**
	 * Not enough free seats in a seat group or timeslot, or (`waitingList`) the free seats belong
	 * to its waiting list: nothing was reserved.
	 */
	| { kind: 'not-enough-seats'; waitingList?: true }
	/** The visitor's cart has expired: nothing was reserved. */
	| { kind: 'expired' }
	/** The cart would hold more than limits.maxTicketsPerCart: nothing was reserved. */
	| { kind: 'too-many-tickets'; inCart: number };

/** The tickets `lines` ask for together (a sale type named twice counts twice). */
export const ticketsAskedFor = (lines: readonly Pick<CartLine, 'quantity'>[]) =>
	lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Reserves `lines`: first releases carts that have expired (their own transaction) and stores
 * the plan's capacities of the event date where none are stored yet, then in one
 * transaction locks the hold counters of the seat groups and timeslots asked for (creating them
 * at zero; PostgreSQL `SELECT … FOR UPDATE` in a fixed order, SQLite's immediate transaction),
 * checks what is free (capacity minus the counters) and inserts only when every seat group and
 * timeslot has room and the cart stays within limits.maxTicketsPerCart — so concurrent requests,
 * from any connection, process or instance, can never sell a seat twice. The lines are counted
 * in the counters in the same transaction. The cart named by the cookie is extended as a whole
 * to CART_MINUTES from now (the success message promises 'Your tickets will be reserved for the
 * next 15 minutes'), but never past limits.maxHoldMinutes after its first reservation; an
 * unknown token gets a new cart, an expired one is refused. Throws ReservationContended, with
 * nothing written, when a lock is not granted within lockTimeoutMs() or the database picks this
 * transaction as a deadlock victim.
 */
export async function reserveTickets(
	db: Database,
	request: ReservationRequest,
): Promise<ReservationResult> {
	const { site, event } = request;
	try {
		await releaseAndOffer(db, request.now);
		await purgeNowAndThen(db, request.now);
		// Idempotent, and what it stores is read under the lock: kept out of the locked part.
		const slugs = await eventSlugs(db, site, event.id);
		await ensureCapacities(
			db,
			site,
			event.idJet,
			plannedCapacities(request.plan, event.idJet, event.seatGroups, slugs),
		);
		// The counters to lock must exist; created outside the lock (idempotent), kept at zero.
		await ensureCounters(db, site, countersOf(request.lines));
		const result = await db.transaction(() => reserveLocked(db, request));
		// Seats free while the list waits: a trigger lost its lock wait; offer them now.
		if (result.kind === 'not-enough-seats' && result.waitingList) {
			await offerFreedSeats(db, site, event.idJet, request.now);
		}
		return result;
	} catch (error) {
		if (isContention(error)) throw new ReservationContended({ cause: error });
		throw error;
	}
}

/** When each database's old carts were last purged (by the requests' clock). */
const lastPurge = new WeakMap<Database, number>();

/** Purges day-old carts at most once a minute per database: one write less per reservation. */
async function purgeNowAndThen(db: Database, now: Date): Promise<void> {
	const last = lastPurge.get(db);
	if (last !== undefined && now.getTime() >= last && now.getTime() - last < 60_000) return;
	lastPurge.set(db, now.getTime());
	await purgeOldCarts(db, now);
}

/** Whether every counter has room for what `wanted` adds to it (no stored capacity: no limit). */
function fits(wanted: readonly (CounterKey & { quantity: number })[], locked: LockedCounter[]) {
	const keyOf = (key: CounterKey) => `${key.idJet}:${key.seatGroupId}:${key.blockId}`;
	const counters = new Map(locked.map((counter) => [keyOf(counter), counter]));
	return wanted.every((want) => {
		const counter = counters.get(keyOf(want));
		const capacity = counter?.capacity;
		return capacity === undefined || (counter?.held ?? 0) + want.quantity <= capacity;
	});
}

async function reserveLocked(
	db: Database,
	request: ReservationRequest,
): Promise<ReservationResult> {
	const { site, now, limits } = request;
	if (db.engine === 'postgres') {
		// An integer of milliseconds; SET takes no bind parameters.
		await db.run(sql`SET LOCAL lock_timeout = ${sql.raw(String(lockTimeoutMs()))}`);
	}
	// Everything this reservation makes less available, locked before anything is read.
	const wanted = countersOf(request.lines);
	const locked = await lockCounters(db, site, wanted);
	const cart =
		request.cartToken === undefined ? undefined : await findCart(db, site, request.cartToken, now);
	if (cart && !cart.current) return { kind: 'expired' };
	const inCart = cart ? await cartTicketCount(db, cart.token) : 0;
	if (inCart + ticketsAskedFor(request.lines) > limits.maxTicketsPerCart) {
		return { kind: 'too-many-tickets', inCart };
	}
	if (!fits(wanted, locked)) return { kind: 'not-enough-seats' };
	if (await waitingListFirst(db, site, request.lines)) {
		return { kind: 'not-enough-seats', waitingList: true };
	}
	// Never shortens a cart: a waiting-list offer holds its seats longer than a reservation.
	const expiresAt = new Date(
		Math.max(
			reservationEnd(now, cart?.createdAt ?? now, limits.maxHoldMinutes).getTime(),
			cart?.expiresAt.getTime() ?? 0,
		),
	);
	const token = cart ? cart.token : await createCart(db, site, now, expiresAt);
	if (cart) await extendCart(db, token, expiresAt);
	await insertCartLines(db, token, request.lines, now);
	await countHolds(db, site, request.lines, 1);
	return {
		kind: 'reserved',
		token,
		ticketCount: inCart + ticketsAskedFor(request.lines),
		expiresAt,
	};
}
