import { sql, type RawBuilder } from 'kysely';
import {
	ACCESS_FEATURES,
	resolveAccess,
	type AccessFeature,
	type AccessValues,
	type EventDetail,
	type EventListItem,
	type VenueDetail,
} from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Kind } from './kinds.ts';
import { eventVenueId } from '../../lib/access/event-venue.ts';

// Constants of ACCESS_FEATURES only, never anything a request sent.
const column = (feature: AccessFeature) => sql.raw(feature);
const COLUMNS = sql.raw(ACCESS_FEATURES.join(', '));

/** The fields of an event answer its access follows from. */
type AccessLevels = Pick<
	EventListItem,
	'venue_id' | 'room' | 'access_values' | 'date_access_values' | 'access'
>;

const cell = (value: boolean | undefined) => (value === undefined ? null : value ? 1 : 0);

/** What a document's row holds: the venue it inherits from and its own values (the date's applied). */
function accessRow(
	kind: Kind,
	body: unknown,
): { venueId: number | null; values: AccessValues } | null {
	if (kind === 'venue') return { venueId: null, values: (body as VenueDetail).access_values };
	if (kind !== 'event') return null;
	const event = body as EventDetail;
	return {
		venueId: eventVenueId(event),
		values: { ...event.access_values, ...event.date_access_values },
	};
}

/** Rewrites the access row of a venue or event (other kinds have none), in the write's transaction. */
export async function reindexAccess(
	db: Database,
	site: string,
	kind: Kind,
	id: number,
	locale: string,
	body: unknown,
): Promise<void> {
	const row = accessRow(kind, body);
	if (row === null) return;
	await db.run(sql`DELETE FROM document_access
		WHERE site = ${site} AND kind = ${kind} AND id = ${id} AND locale = ${locale}`);
	const cells = sql.join(ACCESS_FEATURES.map((feature) => sql`${cell(row.values[feature])}`));
	await db.run(
		sql`INSERT INTO document_access (site, kind, id, locale, venue_id, ${COLUMNS})
			VALUES (${site}, ${kind}, ${id}, ${locale}, ${row.venueId}, ${cells})`,
	);
}

/**
 * The condition that the document aliased `d` offers every one of `features`: its own value
 * where it has one, else its venue's (an event's row holds its date's values over the event's).
 */
export function offersAll(features: readonly AccessFeature[]): RawBuilder<unknown> {
	const each = features.map(
		(feature) => sql`COALESCE(a.${column(feature)}, v.${column(feature)}) = 1`,
	);
	return sql`EXISTS (SELECT 1 FROM document_access a
		LEFT JOIN document_access v ON v.site = a.site AND v.kind = 'venue' AND v.id = a.venue_id
			AND v.locale = a.locale
		WHERE a.site = d.site AND a.kind = d.kind AND a.id = d.id AND a.locale = d.locale
			AND ${sql.join(each, sql` AND `)})`;
}

/** The stored access values of the given venues in `locale`, by venue id. */
async function venueValues(
	db: Database,
	site: string,
	locale: string,
	ids: readonly number[],
): Promise<Map<number, AccessValues>> {
	if (ids.length === 0) return new Map();
	const rows = await db.all<Record<string, unknown>>(
		sql`SELECT id, ${COLUMNS} FROM document_access
			WHERE site = ${site} AND kind = 'venue' AND locale = ${locale}
				AND id IN (${sql.join(ids.map((id) => sql`${id}`))})`,
	);
	return new Map(
		rows.map((row) => {
			const values: AccessValues = {};
			for (const feature of ACCESS_FEATURES) {
				const value = row[feature];
				if (value !== null && value !== undefined) values[feature] = Number(value) === 1;
			}
			return [Number(row['id']), values];
		}),
	);
}

/** The events with `access`: what each date offers, venue ⊕ event ⊕ date (one query for all). */
export async function withAccess<E extends AccessLevels>(
	db: Database,
	site: string,
	locale: string,
	events: E[],
): Promise<E[]> {
	const venueIds = [...new Set(events.map(eventVenueId).filter((id): id is number => id !== null))];
	const venues = await venueValues(db, site, locale, venueIds);
	return events.map((event) => {
		const venueId = eventVenueId(event);
		const venue = venueId === null ? undefined : venues.get(venueId);
		return {
			...event,
			access: resolveAccess(venue, event.access_values, event.date_access_values),
		};
	});
}
