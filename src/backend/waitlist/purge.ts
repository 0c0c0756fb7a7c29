import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { eventFacts } from './describe.ts';

/**
 * Days a waiting list is kept after its date ended. Its entries hold names and e-mail addresses,
 * which are needed only while seats can still be offered; a month longer leaves staff time to
 * answer a visitor's question about their entry, then the data goes (GDPR storage limitation).
 */
export const WAITLIST_KEEP_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a stored event date ended: its end, else its start; undefined when it has neither. */
function endOf(event: {
	date_start?: string | null | undefined;
	date_end?: string | null | undefined;
}): number | undefined {
	for (const value of [event.date_end, event.date_start]) {
		const at = value ? Date.parse(value) : NaN;
		if (!Number.isNaN(at)) return at;
	}
	return undefined;
}

/**
 * Deletes the entries of `site` whose event date ended more than WAITLIST_KEEP_DAYS before `now`
 * (any status: a past date's list is of no use). An entry whose event is no longer stored, or
 * has no date, goes once it was made that long ago. Answers how many entries were deleted.
 */
export async function purgePastEntries(db: Database, site: string, now: Date): Promise<number> {
	const cutoff = now.getTime() - WAITLIST_KEEP_DAYS * DAY_MS;
	const events = await db.all<{ event_id: number; locale: string }>(
		sql`SELECT event_id, MIN(locale) AS locale FROM waitlist_entries WHERE site = ${site}
			GROUP BY event_id`,
	);
	let deleted = 0;
	for (const { event_id: eventId, locale } of events) {
		const ended = endOf(await eventFacts(db, site, Number(eventId), String(locale)));
		if (ended === undefined) {
			deleted += await db.run(
				sql`DELETE FROM waitlist_entries WHERE site = ${site} AND event_id = ${eventId}
					AND created_at < ${new Date(cutoff).toISOString()}`,
			);
		} else if (ended < cutoff) {
			deleted += await db.run(
				sql`DELETE FROM waitlist_entries WHERE site = ${site} AND event_id = ${eventId}`,
			);
		}
	}
	return deleted;
}
