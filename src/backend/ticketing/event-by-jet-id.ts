import type { DatabaseSync } from 'node:sqlite';
import { EventDetailSchema, type EventDetail } from '../../lib/contract/index.ts';
import { statement } from './statements.ts';

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
 * undefined. One lookup in the id_jet index; SQLite extracts the few fields, so the large body
 * (descriptions, images, sections) is neither parsed nor validated per cart request.
 */
export function eventByJetId(
	db: DatabaseSync,
	site: string,
	locale: string,
	idJet: number,
): BookableEvent | undefined {
	const row = statement(
		db,
		// No ORDER BY: it would make SQLite walk the primary key instead of the id_jet index.
		`SELECT json_object('id', id, 'is_cancelled', body -> '$.is_cancelled',
			'prices', body -> '$.prices', 'seat_groups', body -> '$.seat_groups') AS event
		 FROM documents WHERE site = ? AND kind = 'event' AND id_jet = ? AND locale = ? LIMIT 1`,
	).get(site, idJet, locale);
	if (!row) return undefined;
	const fields = JSON.parse(String(row['event'])) as Record<string, unknown>;
	// Fields a stored body lacks come back as null; leave them out so the defaults apply.
	const present = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
	return BookableEventSchema.parse(present);
}
