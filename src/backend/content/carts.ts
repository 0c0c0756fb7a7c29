import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * How long tickets stay reserved in a cart after its last addition (SPEC §9), within the site's
 * cap on a cart's whole hold (TicketLimits.maxHoldMinutes).
 */
export const CART_MINUTES = 15;

/** How long an expired cart is kept, so its link can still say that it expired. */
export const EXPIRED_CART_RETENTION_HOURS = 24;

/** One line placed in a cart: an amount of a sale type of a seat group (and timeslot) of an event. */
export type CartLine = {
	eventId: number;
	idJet: number;
	seatGroupId: number | null;
	saleTypeId: number;
	blockId: number | null;
	quantity: number;
	/** The unit price the tickets are reserved at, e.g. '12.50'. */
	unitPrice: string;
};

/**
 * A stored cart, when its first tickets were reserved, and whether its reservation is still
 * running at the time asked.
 */
export type StoredCart = { token: string; createdAt: Date; expiresAt: Date; current: boolean };

/** One stored cart line with the amount summed over repeated additions. */
export type StoredCartLine = Omit<CartLine, 'quantity' | 'unitPrice'> & {
	quantity: number;
	unitPrice: string | null;
};

/**
 * The end of a reservation that starts (or is extended) at `now`: CART_MINUTES later, but never
 * more than `maxHoldMinutes` after the cart's first reservation at `firstHold` (`now` for a new
 * cart), so renewing a cart by adding a ticket now and then cannot hold seats for ever.
 */
export function reservationEnd(now: Date, firstHold: Date, maxHoldMinutes: number): Date {
	return new Date(
		Math.min(now.getTime() + CART_MINUTES * 60_000, firstHold.getTime() + maxHoldMinutes * 60_000),
	);
}

/** The cart `token` of `site`, current or expired, or undefined when it is unknown. */
export async function findCart(
	db: Database,
	site: string,
	token: string,
	now: Date,
): Promise<StoredCart | undefined> {
	const row = await db.one<{ created_at: string; expires_at: string }>(
		sql`SELECT created_at, expires_at FROM carts WHERE token = ${token} AND site = ${site}`,
	);
	if (row === undefined) return undefined;
	const expiresAt = new Date(String(row.expires_at));
	return {
		token,
		createdAt: new Date(String(row.created_at)),
		expiresAt,
		current: expiresAt.getTime() > now.getTime(),
	};
}

/**
 * Creates an empty cart of `site`, first reserved at `now` and holding seats until `expiresAt`
 * (its lines count in the hold counters until it expires); answers its token.
 */
export async function createCart(
	db: Database,
	site: string,
	now: Date,
	expiresAt: Date,
): Promise<string> {
	const token = randomBytes(24).toString('base64url');
	await db.run(
		sql`INSERT INTO carts (token, site, created_at, expires_at, holding)
			VALUES (${token}, ${site}, ${now.toISOString()}, ${expiresAt.toISOString()}, 1)`,
	);
	return token;
}

/** Sets the end of the whole cart's reservation, every line of it, to `expiresAt`. */
export async function extendCart(db: Database, token: string, expiresAt: Date): Promise<void> {
	const stamp = expiresAt.toISOString();
	await db.run(sql`UPDATE carts SET expires_at = ${stamp} WHERE token = ${token}`);
	await db.run(sql`UPDATE cart_items SET expires_at = ${stamp} WHERE cart_token = ${token}`);
}

/** Appends `lines` to cart `token`, reserved until the cart's reservation ends. */
export async function insertCartLines(
	db: Database,
	token: string,
	lines: readonly CartLine[],
	now: Date,
): Promise<void> {
	if (lines.length === 0) return;
	const values = lines.map(
		(line) =>
			sql`(${token}, ${line.eventId}, ${line.idJet}, ${line.seatGroupId}, ${line.saleTypeId},
				${line.blockId}, ${line.quantity}, ${line.unitPrice}, ${now.toISOString()},
				(SELECT expires_at FROM carts WHERE token = ${token}))`,
	);
	// One statement: the lines keep their order (ids ascending), as cartLinesOf sorts by first id.
	await db.run(
		sql`INSERT INTO cart_items
			(cart_token, event_id, id_jet, seat_group_id, sale_type_id, block_id, quantity, unit_price,
			 created_at, expires_at)
			VALUES ${sql.join(values)}`,
	);
}

/** The number of tickets cart `token` holds. */
export async function cartTicketCount(db: Database, token: string): Promise<number> {
	const row = await db.one<{ n: number }>(
		sql`SELECT COALESCE(SUM(quantity), 0) AS n FROM cart_items WHERE cart_token = ${token}`,
	);
	return Number(row?.n ?? 0);
}

type CartLineRow = {
	event_id: number;
	id_jet: number;
	seat_group_id: number | null;
	sale_type_id: number;
	block_id: number | null;
	unit_price: string | null;
	quantity: number;
};

/**
 * The lines of cart `token` in the order they were first added; repeated additions of the same
 * event, seat group, sale type, timeslot and price are summed.
 */
export async function cartLinesOf(db: Database, token: string): Promise<StoredCartLine[]> {
	const rows = await db.all<CartLineRow>(
		sql`SELECT event_id, id_jet, seat_group_id, sale_type_id, block_id, unit_price,
				SUM(quantity) AS quantity, MIN(id) AS first_id
			FROM cart_items WHERE cart_token = ${token}
			GROUP BY event_id, id_jet, seat_group_id, sale_type_id, block_id, unit_price
			ORDER BY first_id`,
	);
	return rows.map((row) => ({
		eventId: Number(row.event_id),
		idJet: Number(row.id_jet),
		seatGroupId: row.seat_group_id === null ? null : Number(row.seat_group_id),
		saleTypeId: Number(row.sale_type_id),
		blockId: row.block_id === null ? null : Number(row.block_id),
		quantity: Number(row.quantity),
		unitPrice: row.unit_price === null ? null : String(row.unit_price),
	}));
}

/**
 * Deletes carts (with their lines) that expired more than EXPIRED_CART_RETENTION_HOURS ago and
 * whose holds have been released (a cart still counted is left for the release to find).
 */
export async function purgeOldCarts(db: Database, now: Date): Promise<void> {
	const before = new Date(now.getTime() - EXPIRED_CART_RETENTION_HOURS * 3_600_000);
	await db.run(sql`DELETE FROM carts WHERE expires_at <= ${before.toISOString()} AND holding = 0`);
}
