import { sql } from 'kysely';
import { EventDetailSchema, type EventDetail } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';

/** What booking needs of an event: its id, whether it is cancelled, its prices and seat groups. */
export const BookableEventSchema = EventDetailSchema.pick({
	id: true,
	is_cancelled: true,
	prices: true,
	seat_groups: true,
});
export type BookableEvent = Pick<EventDetail, 'id' | 'is_cancelled' | 'prices' | 'seat_groups'>;

/**
 * The bookable part of the event of `site` sold under ticketing id `idJet`, in `locale`, or
 * undefined (also, with `onlineOnly` — what visitors book —, when it is offline). One lookup in the
 * id_jet index; the database extracts the few fields, so the large body (descriptions, images,
 * sections) is neither parsed nor validated per cart request.
 */
export async function eventByJetId(
	db: Database,
	site: string,
	locale: string,
	idJet: number,
	{ onlineOnly = false }: { onlineOnly?: boolean } = {},
): Promise<BookableEvent | undefined> {
	const online = onlineOnly ? sql`AND is_online = 1` : sql``;
	const row = await db.one<{ event: string }>(
		db.engine === 'postgres'
			? sql`SELECT json_build_object('id', id, 'is_cancelled', b -> 'is_cancelled',
					'prices', b -> 'prices', 'seat_groups', b -> 'seat_groups')::text AS event
				FROM (SELECT id, body::jsonb AS b FROM documents
					WHERE site = ${site} AND kind = 'event' AND id_jet = ${idJet} AND locale = ${locale}
					${online} LIMIT 1) d`
			: // No ORDER BY: it would make SQLite walk the primary key instead of the id_jet index.
				sql`SELECT json_object('id', id, 'is_cancelled', body -> '$.is_cancelled',
					'prices', body -> '$.prices', 'seat_groups', body -> '$.seat_groups') AS event
				FROM documents
				WHERE site = ${site} AND kind = 'event' AND id_jet = ${idJet} AND locale = ${locale}
				${online} LIMIT 1`,
	);
	if (!row) return undefined;
	const fields = JSON.parse(String(row.event)) as Record<string, unknown>;
	// Fields a stored body lacks come back as null; leave them out so the defaults apply.
	const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
	return BookableEventSchema.parse(present);
}
