import { sql } from 'kysely';
import type { WaitlistOverview } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import {
	ACTIVE_STATUSES,
	ENTRY_COLUMNS,
	entryOf,
	type WaitlistEntry,
} from '../waitlist/entries.ts';

/** Event dates the hub lists at most, and entries per date. */
const MAX_DATES = 50;
const MAX_ENTRIES = 200;

/**
 * The waiting lists of `site` for the hub: every event date with an entry still taking part
 * (unconfirmed, waiting, offered, accepted), soonest first, each with all its entries in line
 * order, ended ones included with their status; titles in `locale`.
 */
export async function waitlistOverview(
	db: Database,
	site: string,
	locale: string,
): Promise<WaitlistOverview> {
	const dates = await db.all<{ id_jet: number; event_id: number }>(
		sql`SELECT DISTINCT id_jet, event_id FROM waitlist_entries
			WHERE site = ${site} AND status IN (${sql.join([...ACTIVE_STATUSES])})`,
	);
	if (dates.length === 0) return { dates: [] };
	const idJets = dates.map((row) => Number(row.id_jet));
	const events = await db.all<{ id_jet: number; title: string | null; start: string | null }>(
		db.engine === 'postgres'
			? sql`SELECT id_jet, body::jsonb ->> 'name' AS title, body::jsonb ->> 'date_start' AS start
				FROM documents WHERE site = ${site} AND kind = 'event' AND locale = ${locale}
					AND id_jet IN (${sql.join(idJets)})`
			: sql`SELECT id_jet, json_extract(body, '$.name') AS title,
					json_extract(body, '$.date_start') AS start
				FROM documents WHERE site = ${site} AND kind = 'event' AND locale = ${locale}
					AND id_jet IN (${sql.join(idJets)})`,
	);
	const eventOf = new Map(events.map((row) => [Number(row.id_jet), row]));
	const rows = await db.all(
		sql`SELECT ${ENTRY_COLUMNS} FROM waitlist_entries
			WHERE site = ${site} AND id_jet IN (${sql.join(idJets)})
			ORDER BY id_jet, seat_group_id, block_id, id`,
	);
	const byDate = new Map<number, WaitlistEntry[]>();
	for (const entry of rows.map(entryOf)) {
		const list = byDate.get(entry.idJet) ?? [];
		if (list.length < MAX_ENTRIES) list.push(entry);
		byDate.set(entry.idJet, list);
	}
	const listed = dates
		.map((row) => {
			const idJet = Number(row.id_jet);
			const event = eventOf.get(idJet);
			return {
				id_jet: idJet,
				event_id: Number(row.event_id),
				title: String(event?.title ?? ''),
				date_start: String(event?.start ?? ''),
				entries: (byDate.get(idJet) ?? []).map((entry) => ({
					id: entry.id,
					seat_group_id: entry.seatGroupId,
					block_id: entry.blockId,
					name: entry.name,
					email: entry.email,
					quantity: entry.quantity,
					locale: entry.locale,
					status: entry.status,
					created_at: entry.createdAt,
					confirmed_at: entry.confirmedAt,
					offer_ends_at: entry.offerEndsAt,
				})),
			};
		})
		.sort((a, b) => a.date_start.localeCompare(b.date_start) || a.id_jet - b.id_jet)
		.slice(0, MAX_DATES);
	return { dates: listed };
}
