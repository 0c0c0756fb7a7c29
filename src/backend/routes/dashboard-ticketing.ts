import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { SeatGroupSchema, type SeatGroup } from '../../lib/contract/index.ts';
import { venueDay } from '../content/index-columns.ts';
import type { CapacityPlan } from '../seed/shared/capacities.ts';
import {
	eventSlugs,
	plannedCapacities,
	storedCapacities,
	WHOLE_SEAT_GROUP,
	type Capacity,
} from '../ticketing/capacities.ts';
import { withSoldOut } from '../ticketing/sold-out.ts';
import { statement } from '../ticketing/statements.ts';

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

/** Events with a ticketing id starting today or later that have not ended at `now`, soonest first. */
function upcomingTicketedEvents(db: DatabaseSync, query: TicketingQuery): TicketedEvent[] {
	return statement(
		db,
		`SELECT d.id, d.id_jet, json_extract(d.body, '$.name') AS title,
			json_extract(d.body, '$.date_start') AS date_start, json_extract(d.body, '$.url') AS url,
			json_extract(d.body, '$.seat_groups') AS seat_groups
		 FROM documents d
		 WHERE d.site = ? AND d.kind = 'event' AND d.locale = ? AND d.start_day >= ?
			AND d.id_jet IS NOT NULL AND d.is_online = 1
			AND COALESCE(d.end_ts, d.start_ts) >= ?
			AND COALESCE(json_extract(d.body, '$.is_cancelled'), 0) = 0
		 ORDER BY d.start_ts, d.id LIMIT ?`,
	)
		.all(query.site, query.locale, venueDay(query.now), query.now.getTime(), query.limit)
		.map((row) =>
			TicketedRowSchema.parse({
				...row,
				url: row['url'] ?? '',
				seat_groups: JSON.parse(String(row['seat_groups'] ?? '[]')) as unknown,
			}),
		);
}

/** Tickets of `idJets` held by carts of `site` that have not expired at `now`, per event date. */
function reservedTickets(
	db: DatabaseSync,
	site: string,
	idJets: readonly number[],
	now: Date,
): Map<number, number> {
	if (idJets.length === 0) return new Map();
	const rows = statement(
		db,
		`SELECT i.id_jet, SUM(i.quantity) AS n
		 FROM cart_items i JOIN carts c ON c.token = i.cart_token
		 WHERE i.id_jet IN (${idJets.map(() => '?').join(', ')}) AND i.expires_at > ?
			AND i.seat_group_id IS NOT NULL AND c.site = ?
		 GROUP BY i.id_jet`,
	).all(...idJets, now.toISOString(), site);
	return new Map(rows.map((row) => [Number(row['id_jet']), Number(row['n'])]));
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
export function ticketingOverview(db: DatabaseSync, query: TicketingQuery): TicketingOverview[] {
	const events = upcomingTicketedEvents(db, query);
	const idJets = [...new Set(events.map((event) => event.id_jet))];
	const stored = storedCapacities(db, query.site, idJets);
	const reserved = reservedTickets(db, query.site, idJets, query.now);
	const marked = withSoldOut(db, query.site, events, query.now);
	return marked.map((event) => {
		const planned = plannedCapacities(
			query.plan,
			event.id_jet,
			event.seat_groups,
			eventSlugs(db, query.site, event.id),
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
