import type { Migration } from '../migrate.ts';

/**
 * A maintained count of the tickets live carts hold per event date, seat group and timeslot
 * (block_id 0: the seat group as a whole), so a reservation reads one row instead of summing every
 * live cart line of the date. `carts.holding` is 1 while a cart's lines are counted there; the
 * first request after a cart expires subtracts its lines and clears the flag in one transaction,
 * so expiry frees the seats exactly once. Existing carts are counted as holding: the first sweep
 * after this migration releases those that have already expired.
 */
export const seatHolds: Migration = {
	version: 9,
	name: 'seat-holds',
	up(db) {
		db.exec(`
			CREATE TABLE seat_holds (
				site TEXT NOT NULL,
				id_jet INTEGER NOT NULL,
				seat_group_id INTEGER NOT NULL,
				block_id INTEGER NOT NULL,
				held INTEGER NOT NULL CHECK (held >= 0),
				PRIMARY KEY (site, id_jet, seat_group_id, block_id)
			) STRICT, WITHOUT ROWID;
			ALTER TABLE carts ADD COLUMN holding INTEGER NOT NULL DEFAULT 0;
			UPDATE carts SET holding = 1;
			INSERT INTO seat_holds (site, id_jet, seat_group_id, block_id, held)
				SELECT site, id_jet, seat_group_id, block_id, SUM(quantity) FROM (
					SELECT c.site, i.id_jet, i.seat_group_id, 0 AS block_id, i.quantity
						FROM cart_items i JOIN carts c ON c.token = i.cart_token
						WHERE i.seat_group_id IS NOT NULL
					UNION ALL
					SELECT c.site, i.id_jet, i.seat_group_id, i.block_id, i.quantity
						FROM cart_items i JOIN carts c ON c.token = i.cart_token
						WHERE i.seat_group_id IS NOT NULL AND i.block_id IS NOT NULL
				) GROUP BY site, id_jet, seat_group_id, block_id;
			CREATE INDEX carts_holding_by_expiry ON carts (expires_at) WHERE holding = 1;
		`);
	},
};
