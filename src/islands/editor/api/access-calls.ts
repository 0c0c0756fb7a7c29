import { z } from 'zod';
import { eventVenueId } from '../../../lib/access/event-venue.ts';
import {
	EventDetailSchema,
	IdSchema,
	SITE_LOCALES,
	VenueDetailSchema,
	type AccessValues,
} from '../../../lib/contract/index.ts';
import { EditorCallError } from './editor-call-error.ts';
import type { EditorRequest } from './editor-request.ts';

/** The page's object whose access information the dialog edits. */
export type AccessTarget = { kind: 'event' | 'venue'; id: number };

const EventAccessSchema = EventDetailSchema.pick({
	id: true,
	slug: true,
	name: true,
	venue_id: true,
	room: true,
	access_values: true,
	date_access_values: true,
});
const VenueAccessSchema = VenueDetailSchema.pick({ id: true, name: true, access_values: true });
/** The event list's page, ids only (the dates of one event). */
const DateIdsSchema = z.object({ results: z.array(z.object({ id: IdSchema })) });

/** What the dialog shows: the object's own levels as stored, and what it inherits. */
export type StoredAccess = {
	target: AccessTarget;
	name: string;
	/** The version the save is based on (If-Match). */
	etag: string | undefined;
	/** A venue's values, or an event's own (shared by its dates). */
	values: AccessValues;
	/** An event's: this date's values; a venue's: none. */
	dateValues: AccessValues | null;
	/** An event's venue values (what 'as venue' means); null for a venue, or an event without one. */
	venueValues: AccessValues | null;
	/** An event's slug (its dates share it). */
	slug: string | null;
};

/** What a save writes: the object's own level and, for an event, this date's. */
export type AccessChoice = { values: AccessValues; dateValues: AccessValues | null };

/** How a save went beyond the shown document: other dates / languages written, and failures. */
export type AccessSaveReport = { others: number; failed: number };

/** The access calls of the editor's client: the repository's staff reads and writes (SPEC §7). */
export type AccessCalls = {
	/** GET the event (or venue) as stored, with its version, and an event's venue values. */
	readAccess(target: AccessTarget): Promise<StoredAccess>;
	/**
	 * PATCH the shown document based on its version (a 412 rejects with an EditConflictError,
	 * without alert); then the same values into the other site language, and an event's own level
	 * into every coming date of it (same slug) in both. These follow without a version: the facts
	 * are the building's and the event's, not one language's.
	 */
	saveAccess(stored: StoredAccess, choice: AccessChoice): Promise<AccessSaveReport>;
};

const docUrl = (locale: string, target: AccessTarget) =>
	`/${locale}/api/${target.kind}s/${target.id}/`;

/** Builds the access calls on `request` for content in `locale`. */
export function createAccessCalls(locale: string, request: EditorRequest): AccessCalls {
	return {
		async readAccess(target) {
			let etag: string | undefined;
			const onVersion = (version: string) => void (etag = version);
			if (target.kind === 'venue') {
				const venue = await request(docUrl(locale, target), {
					schema: VenueAccessSchema,
					onVersion,
				});
				const values = venue.access_values;
				return {
					target,
					name: venue.name,
					etag,
					values,
					dateValues: null,
					venueValues: null,
					slug: null,
				};
			}
			const event = await request(docUrl(locale, target), { schema: EventAccessSchema, onVersion });
			const venueId = eventVenueId(event);
			const venue =
				venueId === null
					? null
					: await request(docUrl(locale, { kind: 'venue', id: venueId }), {
							schema: VenueAccessSchema,
							alerts: 'none',
						}).catch(() => null);
			return {
				target,
				name: event.name,
				etag,
				values: event.access_values,
				dateValues: event.date_access_values,
				venueValues: venue?.access_values ?? null,
				slug: event.slug,
			};
		},

		async saveAccess(stored, choice) {
			const { target } = stored;
			const shownBody: Record<string, AccessValues> = { access_values: choice.values };
			if (choice.dateValues !== null) shownBody['date_access_values'] = choice.dateValues;
			await request(docUrl(locale, target), {
				method: 'PATCH',
				json: shownBody,
				ifMatch: stored.etag,
				quiet: [412],
			});
			// The event's other dates, by id (ids are shared by the languages, slugs need not be).
			const dates =
				target.kind === 'event' && stored.slug !== null
					? await request(`/${locale}/api/events/?slug=${stored.slug}&page_size=100`, {
							schema: DateIdsSchema,
							alerts: 'none',
						}).then(
							(list) => list.results.map((date) => date.id).filter((id) => id !== target.id),
							() => [],
						)
					: [];
			let others = 0;
			let failed = 0;
			for (const other of SITE_LOCALES) {
				for (const id of [target.id, ...dates]) {
					if (other === locale && id === target.id) continue;
					const json = id === target.id ? shownBody : { access_values: choice.values };
					await request(docUrl(other, { kind: target.kind, id }), {
						method: 'PATCH',
						json,
						alerts: 'none',
						login: false,
						quiet: [404],
					}).then(
						() => void others++,
						// A document missing in one language has nothing to update there.
						(error: unknown) => {
							if (!(error instanceof EditorCallError && error.status === 404)) failed++;
						},
					);
				}
			}
			return { others, failed };
		},
	};
}
