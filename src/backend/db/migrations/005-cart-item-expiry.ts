import type { Migration } from '../migrate.ts';

/**
 * Each cart line carries its cart's expiry, so what live carts hold of an event date is read from
 * an index range over unexpired lines only: expired carts are kept for a day (their links still
 * say 'expired') and would otherwise be scanned by every reservation of a busy event.
 */
export const cartItemExpiry: Migration = {
	version: 5,
	name: 'cart-item-expiry',
	up(db) {
		db.exec(`
			ALTER TABLE cart_items ADD COLUMN expires_at TEXT NOT NULL DEFAULT '';
			UPDATE cart_items
				SET expires_at = COALESCE((SELECT expires_at FROM carts WHERE token = cart_token), '');
			CREATE INDEX cart_items_live ON cart_items (id_jet, expires_at);
			DROP INDEX cart_items_by_slot;
		`);
	},
};
