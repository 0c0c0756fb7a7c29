import type { Migration } from '../migrate.ts';

/**
 * Ticketing: the capacity of every seat group (block_id 0) or timeslot (its block_id) of an event
 * date, the unit price a cart line was reserved at, and an index for finding carts by expiry.
 * What is free = capacity − the quantities of cart lines whose cart has not expired.
 */
export const ticketing: Migration = {
	version: 4,
	name: 'ticketing',
	up(db) {
		db.exec(`
			CREATE TABLE seat_capacities (
				site TEXT NOT NULL,
				id_jet INTEGER NOT NULL,
				seat_group_id INTEGER NOT NULL,
				block_id INTEGER NOT NULL DEFAULT 0,
				capacity INTEGER NOT NULL CHECK (capacity >= 0),
				PRIMARY KEY (site, id_jet, seat_group_id, block_id)
			) STRICT;
			ALTER TABLE cart_items ADD COLUMN unit_price TEXT;
			CREATE INDEX carts_by_expiry ON carts (expires_at);
		`);
	},
};
