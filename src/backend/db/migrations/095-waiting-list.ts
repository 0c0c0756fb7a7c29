import type { Migration } from '../migrate.ts';

/**
 * Waiting lists (`src/backend/waitlist/`): one row per visitor waiting for a sold-out seat group
 * (block_id 0) or timeslot of an event date. `token` is the secret of the entry's mail links.
 * Status: `unconfirmed` (double opt-in mail sent; never offered seats, dropped after
 * `confirm_by`), `waiting` (in line, by id), `offered` (an offer cart `cart_token` holds the
 * seats until `offer_ends_at`), `accepted` (the visitor opened it), then one of the ends:
 * `declined`, `lapsed` (the offer ran out unopened), `left` (the visitor), `removed` (staff),
 * `expired` (never confirmed).
 */
export const waitingList: Migration = {
	version: 95,
	name: 'waiting-list',
	up(db) {
		db.exec(`
			CREATE TABLE waitlist_entries (
				id INTEGER PRIMARY KEY,
				site TEXT NOT NULL,
				token TEXT NOT NULL UNIQUE,
				event_id INTEGER NOT NULL,
				id_jet INTEGER NOT NULL,
				seat_group_id INTEGER NOT NULL,
				block_id INTEGER NOT NULL,
				sale_type_id INTEGER NOT NULL,
				unit_price TEXT NOT NULL,
				quantity INTEGER NOT NULL CHECK (quantity > 0),
				name TEXT NOT NULL,
				email TEXT NOT NULL,
				locale TEXT NOT NULL,
				client TEXT NOT NULL DEFAULT '',
				status TEXT NOT NULL CHECK (status IN ('unconfirmed', 'waiting', 'offered', 'accepted',
					'declined', 'lapsed', 'left', 'removed', 'expired')),
				created_at TEXT NOT NULL,
				confirm_by TEXT NOT NULL,
				confirmed_at TEXT NOT NULL DEFAULT '',
				offered_at TEXT NOT NULL DEFAULT '',
				offer_ends_at TEXT NOT NULL DEFAULT '',
				cart_token TEXT NOT NULL DEFAULT '',
				ended_at TEXT NOT NULL DEFAULT ''
			) STRICT;
			CREATE INDEX waitlist_by_date ON waitlist_entries (site, id_jet, seat_group_id, block_id, id);
			CREATE INDEX waitlist_waiting ON waitlist_entries (site, id_jet, seat_group_id, block_id)
				WHERE status = 'waiting';
			CREATE INDEX waitlist_by_cart ON waitlist_entries (cart_token) WHERE cart_token <> '';
			CREATE INDEX waitlist_by_email ON waitlist_entries (email, created_at);
		`);
	},
};
