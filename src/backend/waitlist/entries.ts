import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Where an entry stands (migration 095 explains each). */
export type WaitlistStatus =
	| 'unconfirmed'
	| 'waiting'
	| 'offered'
	| 'accepted'
	| 'declined'
	| 'lapsed'
	| 'left'
	| 'removed'
	| 'expired';

/** Statuses in which an entry still takes part: it is neither ended nor dropped. */
export const ACTIVE_STATUSES: readonly WaitlistStatus[] = [
	'unconfirmed',
	'waiting',
	'offered',
	'accepted',
];

/** What a visitor waits for: a seat group (blockId WHOLE_SEAT_GROUP) or timeslot of an event date. */
export type WaitlistKey = { idJet: number; seatGroupId: number; blockId: number };

/** One waiting-list entry as stored. */
export type WaitlistEntry = WaitlistKey & {
	id: number;
	site: string;
	token: string;
	eventId: number;
	saleTypeId: number;
	unitPrice: string;
	quantity: number;
	name: string;
	email: string;
	locale: 'de' | 'en';
	status: WaitlistStatus;
	createdAt: string;
	confirmBy: string;
	confirmedAt: string;
	offeredAt: string;
	offerEndsAt: string;
	cartToken: string;
	endedAt: string;
};

type EntryRow = Record<string, unknown>;

/** The columns every read of entries selects. */
export const ENTRY_COLUMNS = sql`id, site, token, event_id, id_jet, seat_group_id, block_id,
	sale_type_id, unit_price, quantity, name, email, locale, status, created_at, confirm_by,
	confirmed_at, offered_at, offer_ends_at, cart_token, ended_at`;

/** A row of ENTRY_COLUMNS as an entry. */
export function entryOf(row: EntryRow): WaitlistEntry {
	return {
		id: Number(row['id']),
		site: String(row['site']),
		token: String(row['token']),
		eventId: Number(row['event_id']),
		idJet: Number(row['id_jet']),
		seatGroupId: Number(row['seat_group_id']),
		blockId: Number(row['block_id']),
		saleTypeId: Number(row['sale_type_id']),
		unitPrice: String(row['unit_price']),
		quantity: Number(row['quantity']),
		name: String(row['name']),
		email: String(row['email']),
		locale: row['locale'] === 'en' ? 'en' : 'de',
		status: String(row['status']) as WaitlistStatus,
		createdAt: String(row['created_at']),
		confirmBy: String(row['confirm_by']),
		confirmedAt: String(row['confirmed_at']),
		offeredAt: String(row['offered_at']),
		offerEndsAt: String(row['offer_ends_at']),
		cartToken: String(row['cart_token']),
		endedAt: String(row['ended_at']),
	};
}

/** A new entry, before it is stored. */
export type NewEntry = WaitlistKey & {
	site: string;
	eventId: number;
	saleTypeId: number;
	unitPrice: string;
	quantity: number;
	name: string;
	email: string;
	locale: 'de' | 'en';
	client: string;
	confirmBy: Date;
};

/** Stores `entry` as `unconfirmed` with a fresh link token; answers the stored entry. */
export async function insertEntry(
	db: Database,
	entry: NewEntry,
	now: Date,
): Promise<WaitlistEntry> {
	const token = randomBytes(24).toString('base64url');
	const row = await db.one(
		sql`INSERT INTO waitlist_entries (site, token, event_id, id_jet, seat_group_id, block_id,
				sale_type_id, unit_price, quantity, name, email, locale, client, status, created_at,
				confirm_by)
			VALUES (${entry.site}, ${token}, ${entry.eventId}, ${entry.idJet}, ${entry.seatGroupId},
				${entry.blockId}, ${entry.saleTypeId}, ${entry.unitPrice}, ${entry.quantity},
				${entry.name}, ${entry.email}, ${entry.locale}, ${entry.client}, 'unconfirmed',
				${now.toISOString()}, ${entry.confirmBy.toISOString()})
			RETURNING ${ENTRY_COLUMNS}`,
	);
	if (!row) throw new Error('The waiting-list entry was not stored');
	return entryOf(row);
}

/** Whether `email` already has an entry of `site` for `key` that still takes part. */
export async function hasActiveEntry(
	db: Database,
	site: string,
	key: WaitlistKey,
	email: string,
): Promise<boolean> {
	const row = await db.one(
		sql`SELECT 1 AS found FROM waitlist_entries
			WHERE site = ${site} AND id_jet = ${key.idJet} AND seat_group_id = ${key.seatGroupId}
				AND block_id = ${key.blockId} AND email = ${email}
				AND status IN (${sql.join([...ACTIVE_STATUSES])})
			LIMIT 1`,
	);
	return row !== undefined;
}

/**
 * The entry of `site` with link token `token` (or id), or undefined. With `lock`, the row stays
 * locked until the transaction ends (PostgreSQL `FOR UPDATE`; SQLite's write transaction), so two
 * clicks on one link change it one after the other.
 */
async function findEntry(
	db: Database,
	site: string,
	match: { token: string } | { id: number },
	lock: boolean,
): Promise<WaitlistEntry | undefined> {
	const where = 'token' in match ? sql`token = ${match.token}` : sql`id = ${match.id}`;
	const row = await db.one(
		sql`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries WHERE site = ${site} AND ${where}
			${lock && db.engine === 'postgres' ? sql`FOR UPDATE` : sql``}`,
	);
	return row ? entryOf(row) : undefined;
}

/** The entry of `site` with link token `token` (see findEntry). */
export const entryByToken = (db: Database, site: string, token: string, lock = false) =>
	findEntry(db, site, { token }, lock);

/** The entry of `site` with id `id` (see findEntry). */
export const entryById = (db: Database, site: string, id: number, lock = false) =>
	findEntry(db, site, { id }, lock);

/** Sets the status of entry `id`, with the time it ended when `status` is an end. */
export async function setEntryStatus(
	db: Database,
	id: number,
	status: WaitlistStatus,
	now: Date,
): Promise<void> {
	const ended = ACTIVE_STATUSES.includes(status) ? '' : now.toISOString();
	const confirmed = status === 'waiting' ? sql`, confirmed_at = ${now.toISOString()}` : sql``;
	await db.run(
		sql`UPDATE waitlist_entries SET status = ${status}, ended_at = ${ended} ${confirmed}
			WHERE id = ${id}`,
	);
}

/**
 * Marks the entries of `site` whose confirmation time ran out `expired` (they were never in
 * line, so no seat moves). Cheap: the unconfirmed rows are few.
 */
export async function expireUnconfirmed(db: Database, site: string, now: Date): Promise<void> {
	const stamp = now.toISOString();
	await db.run(
		sql`UPDATE waitlist_entries SET status = 'expired', ended_at = ${stamp}
			WHERE site = ${site} AND status = 'unconfirmed' AND confirm_by <= ${stamp}`,
	);
}

/** Confirmed entries of `site` waiting for `key`, first in line first. */
export async function waitingEntries(
	db: Database,
	site: string,
	key: WaitlistKey,
): Promise<WaitlistEntry[]> {
	const rows = await db.all(
		sql`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
			WHERE site = ${site} AND id_jet = ${key.idJet} AND seat_group_id = ${key.seatGroupId}
				AND block_id = ${key.blockId} AND status = 'waiting'
			ORDER BY id`,
	);
	return rows.map(entryOf);
}

/** The keys of event dates `idJets` of `site` with confirmed entries waiting, as `idJet:group:block`. */
export async function waitingKeys(
	db: Database,
	site: string,
	idJets: readonly number[],
): Promise<Set<string>> {
	if (idJets.length === 0) return new Set();
	const rows = await db.all<{ id_jet: number; seat_group_id: number; block_id: number }>(
		sql`SELECT DISTINCT id_jet, seat_group_id, block_id FROM waitlist_entries
			WHERE site = ${site} AND status = 'waiting' AND id_jet IN (${sql.join([...idJets])})`,
	);
	return new Set(
		rows.map((row) => `${String(row.id_jet)}:${String(row.seat_group_id)}:${String(row.block_id)}`),
	);
}

/** The place of waiting entry `entry` in its line (1 = next to be offered seats). */
export async function placeInLine(db: Database, entry: WaitlistEntry): Promise<number> {
	const row = await db.one<{ n: number }>(
		sql`SELECT COUNT(*) AS n FROM waitlist_entries
			WHERE site = ${entry.site} AND id_jet = ${entry.idJet}
				AND seat_group_id = ${entry.seatGroupId} AND block_id = ${entry.blockId}
				AND status = 'waiting' AND id <= ${entry.id}`,
	);
	return Number(row?.n ?? 0);
}
