import { sql } from 'kysely';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { seatGroupCapacity, timeslotCapacity, type CapacityPlan } from './capacity-plan.ts';
import type { Database } from '../db/database.ts';

/** block_id of a capacity that covers a whole seat group (every timeslot of it). */
export const WHOLE_SEAT_GROUP = 0;

/** What one seat group (blockId WHOLE_SEAT_GROUP) or one timeslot of an event date holds. */
export type Capacity = { idJet: number; seatGroupId: number; blockId: number; capacity: number };

/**
 * The capacities `plan` gives an event date: one per timeslot of a timed seat group, else one for
 * the seat group. `slugs` are the event's slugs (any language) the plan may name it by.
 */
export function plannedCapacities(
	plan: CapacityPlan,
	idJet: number,
	seatGroups: readonly Pick<SeatGroup, 'id' | 'timeslots'>[],
	slugs: readonly string[],
): Capacity[] {
	return seatGroups.flatMap((group, index) =>
		group.timeslots.length > 0
			? group.timeslots.map((slot) => ({
					idJet,
					seatGroupId: group.id,
					blockId: slot.block_id,
					capacity: timeslotCapacity(plan, slugs),
				}))
			: [
					{
						idJet,
						seatGroupId: group.id,
						blockId: WHOLE_SEAT_GROUP,
						capacity: seatGroupCapacity(plan, slugs, index),
					},
				],
	);
}

/** The slugs of event `eventId` of `site` in every language. */
export async function eventSlugs(db: Database, site: string, eventId: number): Promise<string[]> {
	const rows = await db.all<{ slug: string }>(
		sql`SELECT DISTINCT slug FROM documents
			WHERE site = ${site} AND kind = 'event' AND id = ${eventId} AND slug IS NOT NULL`,
	);
	return rows.map((row) => String(row.slug));
}

/** The slugs (every language) of events `ids` of `site`, per event id: one query. */
export async function slugsOfEvents(
	db: Database,
	site: string,
	ids: readonly number[],
): Promise<Map<number, string[]>> {
	const slugs = new Map<number, string[]>();
	if (ids.length === 0) return slugs;
	const rows = await db.all<{ id: number; slug: string }>(
		sql`SELECT DISTINCT id, slug FROM documents
			WHERE site = ${site} AND kind = 'event' AND id IN (${sql.join([...ids])}) AND slug IS NOT NULL`,
	);
	for (const row of rows) {
		const id = Number(row.id);
		slugs.set(id, [...(slugs.get(id) ?? []), String(row.slug)]);
	}
	return slugs;
}

/**
 * Stores those of `planned` capacities of one event date that are not stored yet; stored ones
 * (from the plan earlier, or set by hand) are kept.
 */
export async function ensureCapacities(
	db: Database,
	site: string,
	idJet: number,
	planned: readonly Capacity[],
): Promise<void> {
	const rows = await db.all<{ seat_group_id: number; block_id: number }>(
		sql`SELECT seat_group_id, block_id FROM seat_capacities WHERE site = ${site} AND id_jet = ${idJet}`,
	);
	const stored = new Set(rows.map((row) => `${String(row.seat_group_id)}:${String(row.block_id)}`));
	const missing = planned.filter((row) => !stored.has(`${row.seatGroupId}:${row.blockId}`));
	for (const row of missing) {
		await db.run(
			sql`INSERT INTO seat_capacities (site, id_jet, seat_group_id, block_id, capacity)
				VALUES (${site}, ${row.idJet}, ${row.seatGroupId}, ${row.blockId}, ${row.capacity})
				ON CONFLICT (site, id_jet, seat_group_id, block_id) DO NOTHING`,
		);
	}
}

/** Sets the capacity of one seat group (blockId WHOLE_SEAT_GROUP) or timeslot of an event date. */
export async function setCapacity(db: Database, site: string, capacity: Capacity): Promise<void> {
	await db.run(
		sql`INSERT INTO seat_capacities (site, id_jet, seat_group_id, block_id, capacity)
			VALUES (${site}, ${capacity.idJet}, ${capacity.seatGroupId}, ${capacity.blockId},
				${capacity.capacity})
			ON CONFLICT (site, id_jet, seat_group_id, block_id)
			DO UPDATE SET capacity = excluded.capacity`,
	);
}

/** The stored capacities of the event dates `idJets` of `site`. */
export async function storedCapacities(
	db: Database,
	site: string,
	idJets: readonly number[],
): Promise<Capacity[]> {
	if (idJets.length === 0) return [];
	const rows = await db.all<{
		id_jet: number;
		seat_group_id: number;
		block_id: number;
		capacity: number;
	}>(
		sql`SELECT id_jet, seat_group_id, block_id, capacity FROM seat_capacities
			WHERE site = ${site} AND id_jet IN (${sql.join(idJets)})`,
	);
	return rows.map((row) => ({
		idJet: Number(row.id_jet),
		seatGroupId: Number(row.seat_group_id),
		blockId: Number(row.block_id),
		capacity: Number(row.capacity),
	}));
}
