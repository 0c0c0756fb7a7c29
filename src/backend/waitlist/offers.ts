import { sql } from 'kysely';
import { createCart, insertCartLines, type CartLine } from '../content/carts.ts';
import type { Database } from '../db/database.ts';
import { WHOLE_SEAT_GROUP } from '../ticketing/capacities.ts';
import { isContention, lockTimeoutMs } from '../ticketing/contention.ts';
import {
	countersOf,
	countHolds,
	ensureCounters,
	lockCounters,
	type LockedCounter,
} from '../ticketing/holds.ts';
import {
	entryById,
	waitingEntries,
	type WaitlistEntry,
	type WaitlistKey,
	type WaitlistStatus,
} from './entries.ts';
import { queueOfferMail } from './mails.ts';
import { waitingListSettings } from './settings.ts';

/** The cart line an entry's offer holds: its tickets at the price chosen when joining. */
export function offerLine(entry: WaitlistEntry): CartLine {
	return {
		eventId: entry.eventId,
		idJet: entry.idJet,
		seatGroupId: entry.seatGroupId,
		saleTypeId: entry.saleTypeId,
		blockId: entry.blockId === WHOLE_SEAT_GROUP ? null : entry.blockId,
		quantity: entry.quantity,
		unitPrice: entry.unitPrice,
	};
}

/** The hold counters of `key`: the seat group as a whole and, for a timeslot, the timeslot. */
const countersOfKey = (key: WaitlistKey) =>
	countersOf([
		{
			idJet: key.idJet,
			seatGroupId: key.seatGroupId,
			blockId: key.blockId === WHOLE_SEAT_GROUP ? null : key.blockId,
			quantity: 0,
		},
	]);

/**
 * Seats free under every locked counter that has a capacity (a timed seat group's whole-group
 * counter usually has none: its timeslots limit it); none when no counter has one.
 */
function freeSeats(locked: readonly LockedCounter[]): number {
	const limited = locked.filter((counter) => counter.capacity !== undefined);
	if (limited.length === 0) return 0;
	return Math.min(...limited.map((counter) => Math.max(0, (counter.capacity ?? 0) - counter.held)));
}

/** Runs `work` in a transaction with the reservation lock timeout (PostgreSQL). */
export function lockedTransaction<T>(db: Database, work: () => Promise<T>): Promise<T> {
	return db.transaction(async () => {
		if (db.engine === 'postgres') {
			// An integer of milliseconds; SET takes no bind parameters.
			await db.run(sql`SET LOCAL lock_timeout = ${sql.raw(String(lockTimeoutMs()))}`);
		}
		return work();
	});
}

/**
 * Holds `entry`'s tickets in a new cart until the site's offerHours from `now`, counts them in
 * the hold counters, marks the entry `offered` and queues its offer mail — in the caller's
 * transaction, which must hold the entry's counters locked and have checked that they fit.
 */
async function makeOffer(db: Database, entry: WaitlistEntry, now: Date): Promise<void> {
	const ends = new Date(now.getTime() + waitingListSettings(entry.site).offerHours * 3_600_000);
	const cart = await createCart(db, entry.site, now, ends);
	const line = offerLine(entry);
	await insertCartLines(db, cart, [line], now);
	await countHolds(db, entry.site, [line], 1);
	await db.run(
		sql`UPDATE waitlist_entries SET status = 'offered', offered_at = ${now.toISOString()},
				offer_ends_at = ${ends.toISOString()}, cart_token = ${cart}
			WHERE id = ${entry.id}`,
	);
	await queueOfferMail(db, { ...entry, status: 'offered' }, ends, now);
}

/**
 * Offers the free seats of `key` to its confirmed entries in line order: every entry whose
 * tickets fit what is still free gets an offer (an entry wishing more than is free keeps its
 * place, and the seats stay with the list until enough are free for it or it leaves). Locks the
 * key's hold counters first, as a reservation does, so concurrent triggers offer each seat once;
 * `only` limits the offer to one entry (staff sending it by hand, out of order). Answers the
 * entries offered. Lock contention offers nothing: the next trigger (or reservation attempt) does.
 */
export async function offerSeatsOf(
	db: Database,
	site: string,
	key: WaitlistKey,
	now: Date,
	only?: number,
): Promise<number> {
	const counters = countersOfKey(key);
	await ensureCounters(db, site, counters);
	try {
		return await lockedTransaction(db, async () => {
			let free = freeSeats(await lockCounters(db, site, counters));
			let offered = 0;
			for (const entry of await waitingEntries(db, site, key)) {
				if (only !== undefined && entry.id !== only) continue;
				if (entry.quantity > free) continue;
				await makeOffer(db, entry, now);
				free -= entry.quantity;
				offered += 1;
			}
			return offered;
		});
	} catch (error) {
		if (isContention(error)) return 0;
		throw error;
	}
}

/** Offers the free seats of event date `idJet` of `site` to its waiting lists (see offerSeatsOf). */
export async function offerFreedSeats(
	db: Database,
	site: string,
	idJet: number,
	now: Date,
): Promise<number> {
	const keys = await db.all<{ seat_group_id: number; block_id: number }>(
		sql`SELECT DISTINCT seat_group_id, block_id FROM waitlist_entries
			WHERE site = ${site} AND id_jet = ${idJet} AND status = 'waiting'
			ORDER BY seat_group_id, block_id`,
	);
	let offered = 0;
	for (const row of keys) {
		offered += await offerSeatsOf(
			db,
			site,
			{ idJet, seatGroupId: Number(row.seat_group_id), blockId: Number(row.block_id) },
			now,
		);
	}
	return offered;
}

/**
 * Frees the seats of `entry`'s offer while it is still unopened (`offered`: the cart holds only
 * the offer's line, and no visitor has it as their cart): locks the counters, then the cart (as a
 * removal from a cart does) and subtracts the line once, whoever else — the cart's expiry, a
 * second click — frees it at the same time. Call it in the transaction that changes the entry.
 */
async function releaseOffer(db: Database, entry: WaitlistEntry, now: Date): Promise<void> {
	await lockCounters(db, entry.site, countersOfKey(entry));
	const released = await db.all(
		sql`UPDATE carts SET holding = 0, expires_at = ${now.toISOString()}
			WHERE token = ${entry.cartToken} AND site = ${entry.site} AND holding = 1
			RETURNING token`,
	);
	if (released.length > 0) await countHolds(db, entry.site, [offerLine(entry)], -1);
}

/** How a visitor's or staff member's change of an entry ended. */
export type EntryChange =
	| { kind: 'changed'; entry: WaitlistEntry; freed: boolean }
	/** The entry is not in a state this change applies to; nothing changed. */
	| { kind: 'unchanged'; entry: WaitlistEntry }
	| { kind: 'unknown' };

/**
 * Ends entry `id` of `site` as `status` ('declined', 'left' or 'removed'): an unopened offer's
 * seats are freed at once and go to the next in line; an opened offer is the visitor's cart and
 * stays theirs. Declining applies to an unopened offer only; leaving and removing to any entry
 * still taking part. The entry row is locked first, so two clicks end it once.
 */
export async function endEntry(
	db: Database,
	site: string,
	id: number,
	status: Extract<WaitlistStatus, 'declined' | 'left' | 'removed'>,
	now: Date,
): Promise<EntryChange> {
	const change = await lockedTransaction(db, async (): Promise<EntryChange> => {
		const entry = await entryById(db, site, id, true);
		if (!entry) return { kind: 'unknown' };
		const applies =
			status === 'declined'
				? entry.status === 'offered'
				: ['unconfirmed', 'waiting', 'offered', 'accepted'].includes(entry.status);
		if (!applies) return { kind: 'unchanged', entry };
		const freed = entry.status === 'offered';
		if (freed) await releaseOffer(db, entry, now);
		await db.run(
			sql`UPDATE waitlist_entries SET status = ${status}, ended_at = ${now.toISOString()}
				WHERE id = ${entry.id}`,
		);
		return { kind: 'changed', entry: { ...entry, status }, freed };
	});
	if (change.kind === 'changed' && change.freed) {
		await offerFreedSeats(db, site, change.entry.idJet, now);
	}
	return change;
}

/**
 * Confirms entry `id` (double opt-in) while its confirmation time runs: it joins the line, and
 * seats free right now are offered at once.
 */
export async function confirmEntry(
	db: Database,
	site: string,
	id: number,
	now: Date,
): Promise<EntryChange> {
	const change = await lockedTransaction(db, async (): Promise<EntryChange> => {
		const entry = await entryById(db, site, id, true);
		if (!entry) return { kind: 'unknown' };
		if (entry.status !== 'unconfirmed' || entry.confirmBy <= now.toISOString()) {
			return { kind: 'unchanged', entry };
		}
		await db.run(
			sql`UPDATE waitlist_entries SET status = 'waiting', confirmed_at = ${now.toISOString()}
				WHERE id = ${entry.id}`,
		);
		return { kind: 'changed', entry: { ...entry, status: 'waiting' }, freed: false };
	});
	if (change.kind === 'changed') await offerSeatsOf(db, site, change.entry, now);
	return change;
}

/**
 * Opens the offer of entry `id`: while its cart still holds the seats, the entry becomes
 * `accepted` and the cart is answered (to become the visitor's cart); opened again, the same
 * cart. Undefined when the offer has ended (or there is none).
 */
export async function openOffer(
	db: Database,
	site: string,
	id: number,
	now: Date,
): Promise<{ cartToken: string; expiresAt: Date } | undefined> {
	return lockedTransaction(db, async () => {
		const entry = await entryById(db, site, id, true);
		if (!entry || (entry.status !== 'offered' && entry.status !== 'accepted')) return undefined;
		const cart = await db.one<{ expires_at: string }>(
			sql`SELECT expires_at FROM carts
				WHERE token = ${entry.cartToken} AND site = ${site} AND holding = 1
					AND expires_at > ${now.toISOString()}`,
		);
		if (!cart) return undefined;
		if (entry.status === 'offered') {
			await db.run(sql`UPDATE waitlist_entries SET status = 'accepted' WHERE id = ${entry.id}`);
		}
		return { cartToken: entry.cartToken, expiresAt: new Date(String(cart.expires_at)) };
	});
}
