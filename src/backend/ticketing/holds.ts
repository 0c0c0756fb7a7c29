import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { WHOLE_SEAT_GROUP } from './capacities.ts';

/** Tickets of one seat group (and timeslot, when timed) of an event date, as a cart line holds them. */
export type HeldLine = {
	idJet: number;
	seatGroupId: number | null;
	blockId: number | null;
	quantity: number;
};

/** One hold counter: an event date's seat group as a whole (WHOLE_SEAT_GROUP) or one timeslot. */
export type CounterKey = { idJet: number; seatGroupId: number; blockId: number };

/**
 * The counters `lines` change, each once with the lines' quantities summed, in one fixed order
 * (event date, seat group, block): whoever locks or updates several counters takes them in this
 * order, so two transactions never wait for each other in a circle.
 */
export function countersOf(lines: readonly HeldLine[]): (CounterKey & { quantity: number })[] {
	const counters = new Map<string, CounterKey & { quantity: number }>();
	const add = (idJet: number, seatGroupId: number, blockId: number, quantity: number) => {
		const key = `${idJet}:${seatGroupId}:${blockId}`;
		const counter = counters.get(key);
		if (counter) counter.quantity += quantity;
		else counters.set(key, { idJet, seatGroupId, blockId, quantity });
	};
	for (const line of lines) {
		if (line.seatGroupId === null) continue;
		add(line.idJet, line.seatGroupId, WHOLE_SEAT_GROUP, line.quantity);
		if (line.blockId !== null) add(line.idJet, line.seatGroupId, line.blockId, line.quantity);
	}
	return [...counters.values()].sort(
		(a, b) => a.idJet - b.idJet || a.seatGroupId - b.seatGroupId || a.blockId - b.blockId,
	);
}

/**
 * Creates the hold counters `keys` of `site` that do not exist yet, at zero. Looks first: an
 * insert that meets a row another transaction is updating would wait for it, outside any lock
 * timeout, and the rows exist after the first reservation of a seat group anyway.
 */
export async function ensureCounters(
	db: Database,
	site: string,
	keys: readonly CounterKey[],
): Promise<void> {
	if (keys.length === 0) return;
	const existing = await db.all<{ id_jet: number; seat_group_id: number; block_id: number }>(
		sql`SELECT id_jet, seat_group_id, block_id FROM seat_holds
			WHERE site = ${site} AND (id_jet, seat_group_id, block_id) IN (VALUES ${rowsOf(keys)})`,
	);
	const found = new Set(
		existing.map((row) => `${row.id_jet}:${row.seat_group_id}:${row.block_id}`),
	);
	const missing = keys.filter(
		(key) => !found.has(`${key.idJet}:${key.seatGroupId}:${key.blockId}`),
	);
	if (missing.length === 0) return;
	const rows = missing.map(
		(key) => sql`(${site}, ${key.idJet}, ${key.seatGroupId}, ${key.blockId}, 0)`,
	);
	await db.run(
		sql`INSERT INTO seat_holds (site, id_jet, seat_group_id, block_id, held)
			VALUES ${sql.join(rows)}
			ON CONFLICT (site, id_jet, seat_group_id, block_id) DO NOTHING`,
	);
}

/** `keys` as a list of row values for `(id_jet, seat_group_id, block_id) IN (VALUES …)`. */
const rowsOf = (keys: readonly CounterKey[]) =>
	sql.join(
		// Typed: PostgreSQL takes untyped parameters in VALUES for text.
		keys.map(
			(key) =>
				sql`(CAST(${key.idJet} AS INTEGER), CAST(${key.seatGroupId} AS INTEGER),
					CAST(${key.blockId} AS INTEGER))`,
		),
	);

/** A locked counter: what live carts hold, and the capacity (undefined: none stored, no limit). */
export type LockedCounter = CounterKey & { held: number; capacity: number | undefined };

/**
 * Locks the hold counters `keys` of `site` (created by ensureCounters) until the caller's
 * transaction ends and answers them with their capacities, in one statement. On PostgreSQL this
 * is `SELECT … FOR UPDATE` in countersOf's order: a second reservation of the same seat group
 * waits here, then reads what the first committed. On SQLite the transaction's write lock
 * already serialises writers.
 */
export async function lockCounters(
	db: Database,
	site: string,
	keys: readonly CounterKey[],
): Promise<LockedCounter[]> {
	if (keys.length === 0) return [];
	const rows = await db.all<{
		id_jet: number;
		seat_group_id: number;
		block_id: number;
		held: number;
		capacity: number | null;
	}>(
		sql`SELECT h.id_jet, h.seat_group_id, h.block_id, h.held, c.capacity
			FROM seat_holds h LEFT JOIN seat_capacities c ON c.site = h.site AND c.id_jet = h.id_jet
				AND c.seat_group_id = h.seat_group_id AND c.block_id = h.block_id
			WHERE h.site = ${site} AND (h.id_jet, h.seat_group_id, h.block_id) IN (VALUES ${rowsOf(keys)})
			ORDER BY h.id_jet, h.seat_group_id, h.block_id
			${db.engine === 'postgres' ? sql`FOR UPDATE OF h` : sql``}`,
	);
	return rows.map((row) => ({
		idJet: Number(row.id_jet),
		seatGroupId: Number(row.seat_group_id),
		blockId: Number(row.block_id),
		held: Number(row.held),
		capacity: row.capacity === null ? undefined : Number(row.capacity),
	}));
}

/**
 * Adds `sign` × each line's quantity to the hold counters of `site`: the seat group as a whole
 * (WHOLE_SEAT_GROUP) and, for a timed line, its timeslot, in countersOf's order. Lines without a
 * seat group hold no counted seats. Runs inside the caller's transaction, the one that adds or
 * removes the lines.
 */
export async function countHolds(
	db: Database,
	site: string,
	lines: readonly HeldLine[],
	sign: 1 | -1,
): Promise<void> {
	for (const counter of countersOf(lines)) {
		const { idJet, seatGroupId, blockId, quantity } = counter;
		// An upsert checks CHECK (held >= 0) on the row it would insert, so a release updates instead.
		await db.run(
			sign === 1
				? sql`INSERT INTO seat_holds (site, id_jet, seat_group_id, block_id, held)
						VALUES (${site}, ${idJet}, ${seatGroupId}, ${blockId}, ${quantity})
						ON CONFLICT (site, id_jet, seat_group_id, block_id)
						DO UPDATE SET held = seat_holds.held + excluded.held`
				: sql`UPDATE seat_holds SET held = held - ${quantity}
						WHERE site = ${site} AND id_jet = ${idJet} AND seat_group_id = ${seatGroupId}
							AND block_id = ${blockId}`,
		);
	}
}

/** What a release freed: the carts, and the event dates (per site) whose seats are free again. */
export type ReleasedHolds = { carts: string[]; dates: { site: string; idJet: number }[] };

/** Released carts whose lines are read with one statement. */
const RELEASE_BATCH = 500;

type ReleasedLine = {
	site: string;
	id_jet: number;
	seat_group_id: number;
	block_id: number | null;
	quantity: number;
};

/**
 * Releases the holds of every cart that has expired by `now` and still holds seats: subtracts its
 * lines from the counters and clears its `holding` flag in the same transaction, so each cart's
 * seats are freed exactly once however many requests (or processes) sweep at the same time.
 * Costs one index probe when nothing has expired since the last sweep. Call it outside a
 * reservation's transaction: it updates counters of any seat group, and a reservation must lock
 * only its own, in order. Answers what it released, for the waiting lists (waitlist/freed-seats.ts).
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<ReleasedHolds> {
	const stamp = now.toISOString();
	const nothing: ReleasedHolds = { carts: [], dates: [] };
	const due = await db.one(
		sql`SELECT 1 AS due FROM carts WHERE holding = 1 AND expires_at <= ${stamp} LIMIT 1`,
	);
	if (due === undefined) return nothing;
	return db.transaction(async () => {
		const released = await db.all<{ token: string }>(
			sql`UPDATE carts SET holding = 0 WHERE holding = 1 AND expires_at <= ${stamp}
				RETURNING token`,
		);
		if (released.length === 0) return nothing;
		// In batches: a rush's worth of carts may expire at once, more than a statement binds.
		const lines: ReleasedLine[] = [];
		for (let at = 0; at < released.length; at += RELEASE_BATCH) {
			const tokens = released.slice(at, at + RELEASE_BATCH).map((cart) => cart.token);
			lines.push(
				...(await db.all<ReleasedLine>(
					sql`SELECT c.site, i.id_jet, i.seat_group_id, i.block_id, SUM(i.quantity) AS quantity
						FROM cart_items i JOIN carts c ON c.token = i.cart_token
						WHERE i.cart_token IN (${sql.join(tokens)}) AND i.seat_group_id IS NOT NULL
						GROUP BY c.site, i.id_jet, i.seat_group_id, i.block_id`,
				)),
			);
		}
		const sites = [...new Set(lines.map((line) => String(line.site)))].sort();
		for (const site of sites) {
			const held = lines
				.filter((line) => line.site === site)
				.map((line) => ({
					idJet: Number(line.id_jet),
					seatGroupId: Number(line.seat_group_id),
					blockId: line.block_id === null ? null : Number(line.block_id),
					quantity: Number(line.quantity),
				}));
			await countHolds(db, site, held, -1);
		}
		const dates = new Map(
			lines.map((line) => [
				`${line.site}:${line.id_jet}`,
				{ site: String(line.site), idJet: Number(line.id_jet) },
			]),
		);
		return { carts: released.map((cart) => String(cart.token)), dates: [...dates.values()] };
	});
}

/**
 * Tickets live carts of `site` hold of the event dates `idJets`, keyed `idJet:seatGroupId:blockId`
 * (blockId WHOLE_SEAT_GROUP for the seat group as a whole); counters at zero are left out. Call
 * releaseExpiredHolds first so carts that have just expired no longer count.
 */
export async function heldSeats(
	db: Database,
	site: string,
	idJets: readonly number[],
): Promise<Map<string, number>> {
	const held = new Map<string, number>();
	if (idJets.length === 0) return held;
	const rows = await db.all<{
		id_jet: number;
		seat_group_id: number;
		block_id: number;
		held: number;
	}>(
		sql`SELECT id_jet, seat_group_id, block_id, held FROM seat_holds
			WHERE site = ${site} AND id_jet IN (${sql.join(idJets)}) AND held > 0`,
	);
	for (const row of rows) {
		held.set(
			`${String(row.id_jet)}:${String(row.seat_group_id)}:${String(row.block_id)}`,
			Number(row.held),
		);
	}
	return held;
}
