import { sql } from 'kysely';
import type { CartLine } from '../content/carts.ts';
import type { Database } from '../db/database.ts';
import { WHOLE_SEAT_GROUP } from '../ticketing/capacities.ts';
import { releaseExpiredHolds } from '../ticketing/holds.ts';
import { offerFreedSeats } from './offers.ts';

/**
 * Releases the holds of carts that expired by `now` (releaseExpiredHolds), marks unopened offers
 * among them `lapsed`, and offers the freed seats to the waiting lists of those event dates — the
 * first trigger of the lists: expiry. Costs one index probe when nothing expired.
 */
export async function releaseAndOffer(db: Database, now: Date): Promise<void> {
	const released = await releaseExpiredHolds(db, now);
	if (released.carts.length === 0) return;
	const stamp = now.toISOString();
	for (let at = 0; at < released.carts.length; at += 500) {
		const tokens = released.carts.slice(at, at + 500);
		await db.run(
			sql`UPDATE waitlist_entries SET status = 'lapsed', ended_at = ${stamp}
				WHERE status = 'offered' AND cart_token IN (${sql.join(tokens)})`,
		);
	}
	for (const date of released.dates) await offerFreedSeats(db, date.site, date.idJet, now);
}

/**
 * Whether confirmed entries wait for a seat group or timeslot `lines` ask for: then the seats
 * that are free belong to the list, and a reservation by anyone else is refused as sold out.
 * Call it inside the reservation's transaction, after its counters are locked.
 */
export async function waitingListFirst(
	db: Database,
	site: string,
	lines: readonly Pick<CartLine, 'idJet' | 'seatGroupId' | 'blockId'>[],
): Promise<boolean> {
	const keys = lines.flatMap((line) =>
		line.seatGroupId === null
			? []
			: [
					sql`(CAST(${line.idJet} AS INTEGER), CAST(${line.seatGroupId} AS INTEGER),
						CAST(${line.blockId ?? WHOLE_SEAT_GROUP} AS INTEGER))`,
				],
	);
	if (keys.length === 0) return false;
	const row = await db.one(
		sql`SELECT 1 AS found FROM waitlist_entries
			WHERE site = ${site} AND status = 'waiting'
				AND (id_jet, seat_group_id, block_id) IN (VALUES ${sql.join(keys)})
			LIMIT 1`,
	);
	return row !== undefined;
}
