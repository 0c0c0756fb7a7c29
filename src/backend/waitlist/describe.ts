import { sql } from 'kysely';
import { z } from 'zod';
import { SeatGroupSchema } from '../../lib/contract/index.ts';
import type { Database } from '../db/database.ts';
import type { WaitlistEntry } from './entries.ts';

const EventBodySchema = z.object({
	name: z.string().catch(''),
	date_start: z.string().nullish(),
	date_end: z.string().nullish(),
	url: z.string().nullish(),
	seat_groups: z.array(SeatGroupSchema).catch([]),
});

/** What a mail or page says about an entry's event date, in the entry's language. */
export type EntryEvent = {
	title: string;
	/** When it starts: the timeslot's start for a timed entry, else the event date's. */
	start: Date | undefined;
	seatGroup: string;
	/** The event page's path, '' when unknown. */
	url: string;
};

/** The stored event `eventId` of `site` in `locale` (else another language): name, start, url. */
export async function eventFacts(
	db: Database,
	site: string,
	eventId: number,
	locale: string,
): Promise<z.infer<typeof EventBodySchema>> {
	const rows = await db.all<{ body: string; locale: string }>(
		sql`SELECT body, locale FROM documents WHERE site = ${site} AND kind = 'event' AND id = ${eventId}`,
	);
	const row = rows.find((candidate) => candidate.locale === locale) ?? rows[0];
	const body = EventBodySchema.safeParse(row ? JSON.parse(String(row.body)) : {});
	return body.success ? body.data : EventBodySchema.parse({});
}

/** The event date an entry waits for, described from the stored event (its language first). */
export async function describeEntry(db: Database, entry: WaitlistEntry): Promise<EntryEvent> {
	const event = await eventFacts(db, entry.site, entry.eventId, entry.locale);
	const group = event.seat_groups.find((candidate) => candidate.id === entry.seatGroupId);
	const slot = group?.timeslots.find((candidate) => candidate.block_id === entry.blockId);
	const start = slot?.time_start ?? event.date_start ?? undefined;
	return {
		title: event.name,
		start: start && !Number.isNaN(Date.parse(start)) ? new Date(start) : undefined,
		seatGroup: group?.seat_group ?? '',
		url: event.url ?? '',
	};
}
