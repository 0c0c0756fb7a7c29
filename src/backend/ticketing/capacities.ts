import type { DatabaseSync } from 'node:sqlite';
import type { SeatGroup } from '../../lib/contract/index.ts';
import {
	seatGroupCapacity,
	timeslotCapacity,
	type CapacityPlan,
} from '../seed/shared/capacities.ts';
import { statement } from './statements.ts';

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
export function eventSlugs(db: DatabaseSync, site: string, eventId: number): string[] {
	return statement(
		db,
		`SELECT DISTINCT slug FROM documents
		 WHERE site = ? AND kind = 'event' AND id = ? AND slug IS NOT NULL`,
	)
		.all(site, eventId)
		.map((row) => String(row['slug']));
}

/**
 * Stores those of `planned` capacities of one event date that are not stored yet; stored ones
 * (from the plan earlier, or set by hand) are kept.
 */
export function ensureCapacities(
	db: DatabaseSync,
	site: string,
	idJet: number,
	planned: readonly Capacity[],
): void {
	const stored = new Set(
		statement(
			db,
			'SELECT seat_group_id, block_id FROM seat_capacities WHERE site = ? AND id_jet = ?',
		)
			.all(site, idJet)
			.map((row) => `${String(row['seat_group_id'])}:${String(row['block_id'])}`),
	);
	const missing = planned.filter((row) => !stored.has(`${row.seatGroupId}:${row.blockId}`));
	if (missing.length === 0) return;
	const insert = statement(
		db,
		`INSERT OR IGNORE INTO seat_capacities (site, id_jet, seat_group_id, block_id, capacity)
		 VALUES (?, ?, ?, ?, ?)`,
	);
	for (const row of missing) {
		insert.run(site, row.idJet, row.seatGroupId, row.blockId, row.capacity);
	}
}

/** Sets the capacity of one seat group (blockId WHOLE_SEAT_GROUP) or timeslot of an event date. */
export function setCapacity(db: DatabaseSync, site: string, capacity: Capacity): void {
	statement(
		db,
		`INSERT INTO seat_capacities (site, id_jet, seat_group_id, block_id, capacity)
		 VALUES (?, ?, ?, ?, ?)
		 ON CONFLICT (site, id_jet, seat_group_id, block_id) DO UPDATE SET capacity = excluded.capacity`,
	).run(site, capacity.idJet, capacity.seatGroupId, capacity.blockId, capacity.capacity);
}

/** The stored capacities of the event dates `idJets` of `site`. */
export function storedCapacities(
	db: DatabaseSync,
	site: string,
	idJets: readonly number[],
): Capacity[] {
	if (idJets.length === 0) return [];
	return statement(
		db,
		`SELECT id_jet, seat_group_id, block_id, capacity FROM seat_capacities
			 WHERE site = ? AND id_jet IN (${idJets.map(() => '?').join(', ')})`,
	)
		.all(site, ...idJets)
		.map((row) => ({
			idJet: Number(row['id_jet']),
			seatGroupId: Number(row['seat_group_id']),
			blockId: Number(row['block_id']),
			capacity: Number(row['capacity']),
		}));
}
