import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/database.ts';
import { WHOLE_SEAT_GROUP } from './capacities.ts';
import { statement } from './statements.ts';

/** Tickets of one seat group (and timeslot, when timed) of an event date, as a cart line holds them. */
export type HeldLine = {
	idJet: number;
	seatGroupId: number | null;
	blockId: number | null;
	quantity: number;
};

/**
 * Adds `sign` × each line's quantity to the hold counters of `site`: the seat group as a whole
 * (WHOLE_SEAT_GROUP) and, for a timed line, its timeslot. Lines without a seat group hold no
 * counted seats. Runs inside the caller's transaction, the one that adds or removes the lines.
 */
export function countHolds(
	db: DatabaseSync,
	site: string,
	lines: readonly HeldLine[],
	sign: 1 | -1,
): void {
	// An upsert checks CHECK (held >= 0) on the row it would insert, so a release updates instead.
	const change =
		sign === 1
			? statement(
					db,
					`INSERT INTO seat_holds (site, id_jet, seat_group_id, block_id, held) VALUES (?, ?, ?, ?, ?)
					 ON CONFLICT (site, id_jet, seat_group_id, block_id) DO UPDATE SET held = held + excluded.held`,
				)
			: statement(
					db,
					`UPDATE seat_holds SET held = held - ?5
					 WHERE site = ?1 AND id_jet = ?2 AND seat_group_id = ?3 AND block_id = ?4`,
				);
	for (const line of lines) {
		if (line.seatGroupId === null) continue;
		change.run(site, line.idJet, line.seatGroupId, WHOLE_SEAT_GROUP, line.quantity);
		if (line.blockId !== null) {
			change.run(site, line.idJet, line.seatGroupId, line.blockId, line.quantity);
		}
	}
}

/**
 * Releases the holds of every cart that has expired by `now` and still holds seats: subtracts its
 * lines from the counters and clears its `holding` flag in the same transaction, so each cart's
 * seats are freed exactly once however many requests (or processes) sweep at the same time.
 * Costs one index probe when nothing has expired since the last sweep.
 */
export function releaseExpiredHolds(db: DatabaseSync, now: Date): void {
	const stamp = now.toISOString();
	const due = statement(db, 'SELECT 1 FROM carts WHERE holding = 1 AND expires_at <= ? LIMIT 1');
	if (due.get(stamp) === undefined) return;
	transaction(db, () => {
		const released = statement(
			db,
			'UPDATE carts SET holding = 0 WHERE holding = 1 AND expires_at <= ? RETURNING token, site',
		).all(stamp);
		const linesOf = statement(
			db,
			`SELECT id_jet, seat_group_id, block_id, SUM(quantity) AS quantity FROM cart_items
			 WHERE cart_token = ? AND seat_group_id IS NOT NULL
			 GROUP BY id_jet, seat_group_id, block_id`,
		);
		for (const cart of released) {
			const lines = linesOf.all(String(cart['token'])).map((row) => ({
				idJet: Number(row['id_jet']),
				seatGroupId: Number(row['seat_group_id']),
				blockId: row['block_id'] === null ? null : Number(row['block_id']),
				quantity: Number(row['quantity']),
			}));
			countHolds(db, String(cart['site']), lines, -1);
		}
	});
}

/**
 * Tickets live carts of `site` hold of the event dates `idJets`, keyed `idJet:seatGroupId:blockId`
 * (blockId WHOLE_SEAT_GROUP for the seat group as a whole); counters at zero are left out. Call
 * releaseExpiredHolds first so carts that have just expired no longer count.
 */
export function heldSeats(
	db: DatabaseSync,
	site: string,
	idJets: readonly number[],
): Map<string, number> {
	const held = new Map<string, number>();
	if (idJets.length === 0) return held;
	const rows = statement(
		db,
		`SELECT id_jet, seat_group_id, block_id, held FROM seat_holds
		 WHERE site = ? AND id_jet IN (${idJets.map(() => '?').join(', ')}) AND held > 0`,
	).all(site, ...idJets);
	for (const row of rows) {
		held.set(
			`${String(row['id_jet'])}:${String(row['seat_group_id'])}:${String(row['block_id'])}`,
			Number(row['held']),
		);
	}
	return held;
}
