import { sql } from 'kysely';
import type { TicketLimits } from '../../sites/site-config.ts';
import { extendCart, reservationEnd } from '../content/carts.ts';
import type { Database } from '../db/database.ts';
import type { CartLineKey } from './cart-line-id.ts';
import { isContention, lockTimeoutMs, ReservationContended } from './contention.ts';
import { releaseAndOffer } from '../waitlist/freed-seats.ts';
import { offerFreedSeats } from '../waitlist/offers.ts';
import { countersOf, countHolds, lockCounters } from './holds.ts';

/** How a change of a cart ended. */
export type CartChangeResult =
	| { kind: 'changed' }
	/** No cart of the site has this token. */
	| { kind: 'unknown' }
	/** The cart's reservation has ended: nothing was changed. */
	| { kind: 'expired' };

/** A renewal must be able to add at least this much to be offered (CartDetail.renewable). */
export const MIN_RENEWAL_MS = 60_000;

/** The latest a cart first reserved at `createdAt` may hold its seats (TicketLimits.maxHoldMinutes). */
export const holdEnd = (createdAt: Date, limits: TicketLimits) =>
	new Date(createdAt.getTime() + limits.maxHoldMinutes * 60_000);

/**
 * Whether the hold cap leaves a renewal of a cart reserved until `expiresAt` at least
 * MIN_RENEWAL_MS (a renewal near the end then extends it; one long before adds little).
 */
export function canRenew(
	cart: { createdAt: Date; expiresAt: Date },
	limits: TicketLimits,
): boolean {
	return holdEnd(cart.createdAt, limits).getTime() - cart.expiresAt.getTime() >= MIN_RENEWAL_MS;
}

type LockedCart = { createdAt: Date; expiresAt: Date; holding: boolean };

/**
 * Cart `token` of `site`, locked until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite's
 * write transaction): a release of expired carts, which updates the same row first, waits for
 * this change or is waited for, so the seats are never counted free twice.
 */
async function lockCart(
	db: Database,
	site: string,
	token: string,
): Promise<LockedCart | undefined> {
	const row = await db.one<{ created_at: string; expires_at: string; holding: number }>(
		sql`SELECT created_at, expires_at, holding FROM carts WHERE token = ${token} AND site = ${site}
			${db.engine === 'postgres' ? sql`FOR UPDATE` : sql``}`,
	);
	if (row === undefined) return undefined;
	return {
		createdAt: new Date(String(row.created_at)),
		expiresAt: new Date(String(row.expires_at)),
		holding: Number(row.holding) === 1,
	};
}

/** Runs `work` in a transaction with the reservation lock timeout; contention → ReservationContended. */
async function inCartTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
	try {
		return await db.transaction(async () => {
			if (db.engine === 'postgres') {
				// An integer of milliseconds; SET takes no bind parameters.
				await db.run(sql`SET LOCAL lock_timeout = ${sql.raw(String(lockTimeoutMs()))}`);
			}
			return await work();
		});
	} catch (error) {
		if (isContention(error)) throw new ReservationContended({ cause: error });
		throw error;
	}
}

const equalsOrNull = (column: string, value: number | string | null) =>
	value === null ? sql`${sql.ref(column)} IS NULL` : sql`${sql.ref(column)} = ${value}`;

/**
 * Takes `quantity` tickets (all when undefined) off the line `line` of the current cart `token`
 * and subtracts them from the hold counters in the same transaction, so the seats are on sale
 * again at once. Locks the line's counters first (in countersOf's order, as a reservation does),
 * then the cart row, so concurrent removals, additions and the release of expired carts each
 * see what the other committed: a ticket is freed exactly once. The newest additions go first;
 * a line no longer in the cart changes nothing. Throws ReservationContended, with nothing
 * written, when a lock is not granted within lockTimeoutMs().
 */
export async function removeFromCart(
	db: Database,
	request: {
		site: string;
		token: string;
		line: CartLineKey;
		quantity: number | undefined;
		now: Date;
	},
): Promise<CartChangeResult> {
	const { site, token, line, now } = request;
	await releaseAndOffer(db, now);
	let freed = false;
	const result = await inCartTransaction(db, async (): Promise<CartChangeResult> => {
		await lockCounters(db, site, countersOf([{ ...line, quantity: 0 }]));
		const cart = await lockCart(db, site, token);
		if (!cart) return { kind: 'unknown' };
		if (!cart.holding || cart.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
		const rows = await db.all<{ id: number; quantity: number }>(
			sql`SELECT id, quantity FROM cart_items
				WHERE cart_token = ${token} AND id_jet = ${line.idJet} AND sale_type_id = ${line.saleTypeId}
					AND ${equalsOrNull('seat_group_id', line.seatGroupId)}
					AND ${equalsOrNull('block_id', line.blockId)}
					AND ${equalsOrNull('unit_price', line.unitPrice)}
				ORDER BY id DESC`,
		);
		let left = request.quantity ?? Number.POSITIVE_INFINITY;
		let removed = 0;
		for (const row of rows) {
			if (left <= 0) break;
			const quantity = Number(row.quantity);
			const take = Math.min(quantity, left);
			await db.run(
				take === quantity
					? sql`DELETE FROM cart_items WHERE id = ${row.id}`
					: sql`UPDATE cart_items SET quantity = quantity - ${take} WHERE id = ${row.id}`,
			);
			left -= take;
			removed += take;
		}
		if (removed > 0) await countHolds(db, site, [{ ...line, quantity: removed }], -1);
		freed = removed > 0;
		return { kind: 'changed' };
	});
	// The second trigger of the waiting lists: seats removed from a cart go to the list first.
	if (freed) await offerFreedSeats(db, site, line.idJet, now);
	return result;
}

/**
 * Extends the current cart `token` to 15 minutes from `now`, never past the site's
 * maxHoldMinutes after its first tickets ('keep my tickets'); a renewal that would not add time
 * changes nothing. An expired cart is refused: its seats may be sold already.
 */
export async function renewCart(
	db: Database,
	request: { site: string; token: string; limits: TicketLimits; now: Date },
): Promise<CartChangeResult> {
	const { site, token, limits, now } = request;
	await releaseAndOffer(db, now);
	return inCartTransaction(db, async () => {
		const cart = await lockCart(db, site, token);
		if (!cart) return { kind: 'unknown' };
		if (!cart.holding || cart.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
		const end = reservationEnd(now, cart.createdAt, limits.maxHoldMinutes);
		if (end.getTime() > cart.expiresAt.getTime()) await extendCart(db, token, end);
		return { kind: 'changed' };
	});
}
