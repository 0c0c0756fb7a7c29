import { sql } from 'kysely';
import { z } from 'zod';
import { SeatGroupSchema, type SeatGroup } from '../../lib/contract/index.ts';
import { venueDay } from '../content/index-columns.ts';
import type { Database } from '../db/database.ts';
import type { CapacityPlan } from '../ticketing/capacity-plan.ts';
import {
	eventSlugs,
	plannedCapacities,
	storedCapacities,
	WHOLE_SEAT_GROUP,
	type Capacity,
} from '../ticketing/capacities.ts';
import { withSoldOut } from '../ticketing/sold-out.ts';

/** An upcoming ticketed event with what it holds and what live carts have reserved of it. */
export type TicketingOverview = {
	id: number;
	id_jet: number;
	title: string;
	date_start: string;
	url: string;
	capacity: number;
	reserved: number;
	sold_out: boolean;
};

const TicketedRowSchema = z.object({
	id: z.number(),
	id_jet: z.number(),
	title: z.string(),
	date_start: z.string(),
	url: z.string(),
	seat_groups: z.array(SeatGroupSchema),
});
type TicketedEvent = z.infer<typeof TicketedRowSchema>;

/** What the overview reads: the site's events in `locale`, its capacity plan and the clock. */
export type TicketingQuery = {
	site: string;
	locale: string;
	plan: CapacityPlan;
	limit: number;
	now: Date;
};

type TicketedRow = {
	id: number;
	id_jet: number;
	title: string | null;
	date_start: string | null;
	url: string | null;
	seat_groups: string | null;
};

/** Events with a ticketing id starting today or later that have not ended at `now`, soonest first. */
async function upcomingTicketedEvents(
	db: Database,
	query: TicketingQuery,
): Promise<TicketedEvent[]> {
	const pg = db.engine === 'postgres';
	const fields = pg
		? sql`b ->> 'name' AS title, b ->> 'date_start' AS date_start, b ->> 'url' AS url,
				(b -> 'seat_groups')::text AS seat_groups`
		: sql`json_extract(b, '$.name') AS title, json_extract(b, '$.date_start') AS date_start,
				json_extract(b, '$.url') AS url, json_extract(b, '$.seat_groups') AS seat_groups`;
	// SQLite's json_extract answers true as 1 and false as 0.
	const open = pg
		? sql`COALESCE(b -> 'is_cancelled', 'false') IN ('false', '0', 'null')`
		: sql`COALESCE(json_extract(b, '$.is_cancelled'), 0) = 0`;
	const rows = await db.all<TicketedRow>(
		sql`SELECT id, id_jet, ${fields} FROM (
			SELECT d.id, d.id_jet, d.start_ts, ${pg ? sql`d.body::jsonb` : sql`d.body`} AS b
			FROM documents d
			WHERE d.site = ${query.site} AND d.kind = 'event' AND d.locale = ${query.locale}
				AND d.start_day >= ${venueDay(query.now)}
				AND d.id_jet IS NOT NULL AND d.is_online = 1
				AND COALESCE(d.end_ts, d.start_ts) >= ${query.now.getTime()}
		) e WHERE ${open} ORDER BY start_ts, id LIMIT ${query.limit}`,
	);
	return rows.map((row) =>
		TicketedRowSchema.parse({
			id: Number(row.id),
			id_jet: Number(row.id_jet),
			title: row.title,
			date_start: row.date_start,
			url: row.url ?? '',
			seat_groups: JSON.parse(row.seat_groups ?? '[]') as unknown,
		}),
	);
}

/** Tickets of `idJets` held by carts of `site` that have not expired at `now`, per event date. */
async function reservedTickets(
	db: Database,
	site: string,
	idJets: readonly number[],
	now: Date,
): Promise<Map<number, number>> {
	if (idJets.length === 0) return new Map();
	const rows = await db.all<{ id_jet: number; n: number }>(
		sql`SELECT i.id_jet, SUM(i.quantity) AS n
			FROM cart_items i JOIN carts c ON c.token = i.cart_token
			WHERE i.id_jet IN (${sql.join(idJets)}) AND i.expires_at > ${now.toISOString()}
				AND i.seat_group_id IS NOT NULL AND c.site = ${site}
			GROUP BY i.id_jet`,
	);
	return new Map(rows.map((row) => [Number(row.id_jet), Number(row.n)]));
}

/**
 * The seats an event date holds: per seat group the sum of its timeslots (capped by a capacity
 * for the whole group when one is stored) or its own capacity. Stored capacities win over the
 * plan's, which apply until the first reservation stores them.
 */
function totalCapacity(
	idJet: number,
	seatGroups: readonly SeatGroup[],
	stored: readonly Capacity[],
	planned: readonly Capacity[],
): number {
	const keyOf = (seatGroupId: number, blockId: number) => `${seatGroupId}:${blockId}`;
	const own = new Map(
		stored
			.filter((row) => row.idJet === idJet)
			.map((row) => [keyOf(row.seatGroupId, row.blockId), row.capacity]),
	);
	const plan = new Map(planned.map((row) => [keyOf(row.seatGroupId, row.blockId), row.capacity]));
	const capacityOf = (seatGroupId: number, blockId: number) => {
		const key = keyOf(seatGroupId, blockId);
		return own.get(key) ?? plan.get(key);
	};
	let total = 0;
	for (const group of seatGroups) {
		const whole = capacityOf(group.id, WHOLE_SEAT_GROUP);
		if (group.timeslots.length === 0) {
			total += whole ?? 0;
			continue;
		}
		const slots = group.timeslots.reduce(
			(sum, slot) => sum + (capacityOf(group.id, slot.block_id) ?? 0),
			0,
		);
		total += whole === undefined ? slots : Math.min(whole, slots);
	}
	return total;
}

/**
 * Upcoming, not cancelled, online events with a ticketing id, soonest first: their capacity,
 * the tickets unexpired carts hold, and whether they are sold out (every seat group unavailable,
 * by the ticketing data or by reservations, or nothing left of the capacity).
 */
export async function ticketingOverview(
	db: Database,
	query: TicketingQuery,
): Promise<TicketingOverview[]> {
	const events = await upcomingTicketedEvents(db, query);
	const idJets = [...new Set(events.map((event) => event.id_jet))];
	const stored = await storedCapacities(db, query.site, idJets);
	const reserved = await reservedTickets(db, query.site, idJets, query.now);
	const marked = await withSoldOut(db, query.site, events, query.now);
	const slugs = new Map<number, string[]>();
	for (const event of marked) slugs.set(event.id, await eventSlugs(db, query.site, event.id));
	return marked.map((event) => {
		const planned = plannedCapacities(
			query.plan,
			event.id_jet,
			event.seat_groups,
			slugs.get(event.id) ?? [],
		);
		const capacity = totalCapacity(event.id_jet, event.seat_groups, stored, planned);
		const held = reserved.get(event.id_jet) ?? 0;
		const allUnavailable =
			event.seat_groups.length > 0 && event.seat_groups.every((group) => group.status === '0');
		return {
			id: event.id,
			id_jet: event.id_jet,
			title: event.title,
			date_start: event.date_start,
			url: event.url,
			capacity,
			reserved: held,
			sold_out: allUnavailable || (capacity > 0 && held >= capacity),
		};
	});
}
