import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';

/** How long tickets stay reserved in a cart (SPEC §9). */
export const CART_MINUTES = 15;

/** One line placed in a cart: a sale type of a seat group (and timeslot) of an event. */
export type CartLine = {
	eventId: number;
	idJet: number;
	seatGroupId: number | null;
	saleTypeId: number;
	blockId: number | null;
	quantity: number;
};

/**
 * Adds `lines` to the visitor's unexpired cart `token` (or a new cart), extends its reservation
 * to CART_MINUTES from `now`, and answers the cart token and the number of tickets it holds.
 */
export function addToCart(
	db: DatabaseSync,
	site: string,
	token: string | undefined,
	lines: CartLine[],
	now: Date,
): { token: string; ticketCount: number; expiresAt: Date } {
	const stamp = now.toISOString();
	const expiresAt = new Date(now.getTime() + CART_MINUTES * 60_000);
	return transaction(db, () => {
		db.prepare('DELETE FROM carts WHERE expires_at <= ?').run(stamp);
		const current =
			token !== undefined &&
			db
				.prepare('SELECT 1 FROM carts WHERE token = ? AND site = ? AND expires_at > ?')
				.get(token, site, stamp);
		const cartToken =
			current && token !== undefined ? token : randomBytes(24).toString('base64url');
		if (current) {
			db.prepare('UPDATE carts SET expires_at = ? WHERE token = ?').run(
				expiresAt.toISOString(),
				cartToken,
			);
		} else {
			db.prepare('INSERT INTO carts (token, site, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
				cartToken,
				site,
				stamp,
				expiresAt.toISOString(),
			);
		}
		const insert = db.prepare(
			`INSERT INTO cart_items (cart_token, event_id, id_jet, seat_group_id, sale_type_id, block_id, quantity, created_at)
			 VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		);
		for (const line of lines) {
			insert.run(
				cartToken,
				line.eventId,
				line.idJet,
				line.seatGroupId,
				line.saleTypeId,
				line.blockId,
				line.quantity,
				stamp,
			);
		}
		const total = db
			.prepare('SELECT SUM(quantity) AS n FROM cart_items WHERE cart_token = ?')
			.get(cartToken);
		return { token: cartToken, ticketCount: Number(total?.['n'] ?? 0), expiresAt };
	});
}
