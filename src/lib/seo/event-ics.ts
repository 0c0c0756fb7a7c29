import { formatInTimeZone } from 'date-fns-tz';
import type { EventDetail, Locale } from '../contract/index.ts';
import { DISPLAY_TIME_ZONE } from '../format/datetime.ts';
import { absoluteUrl } from './absolute-url.ts';
import { escapeIcsText, icsDocument, icsProperty } from './ics-text.ts';
import type { EventVenue } from './json-ld.ts';
import { placeText } from './place-text.ts';
import { htmlToText } from '../html/html-to-text.ts';

/** The parts of an event a calendar entry shows. */
export type IcsEvent = Pick<
	EventDetail,
	| 'id'
	| 'name'
	| 'url'
	| 'date_start'
	| 'date_end'
	| 'description'
	| 'subline'
	| 'is_cancelled'
	| 'room'
>;

export type EventIcsInput = {
	event: IcsEvent;
	/** The venue of the event's room, for the address in LOCATION. */
	venue: EventVenue | null;
	locale: Locale;
	/** The public origin: the event's URL and the UID's host. */
	origin: URL | string;
	/** The organisation's name, for PRODID. */
	siteName: string;
	/** When the file is made (DTSTAMP). */
	now: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Europe/Berlin with the EU summer-time rules, so DTSTART;TZID=Europe/Berlin is self-contained. */
const BERLIN_VTIMEZONE = [
	'BEGIN:VTIMEZONE',
	`TZID:${DISPLAY_TIME_ZONE}`,
	`X-LIC-LOCATION:${DISPLAY_TIME_ZONE}`,
	'BEGIN:DAYLIGHT',
	'TZOFFSETFROM:+0100',
	'TZOFFSETTO:+0200',
	'TZNAME:CEST',
	'DTSTART:19700329T020000',
	'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
	'END:DAYLIGHT',
	'BEGIN:STANDARD',
	'TZOFFSETFROM:+0200',
	'TZOFFSETTO:+0100',
	'TZNAME:CET',
	'DTSTART:19701025T030000',
	'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
	'END:STANDARD',
	'END:VTIMEZONE',
];

/** The UID of an event's calendar entry: the same for every download and language, per host. */
export function eventUid(eventId: number, origin: URL | string): string {
	return `event-${eventId}@${new URL(origin).hostname}`;
}

const berlinLocal = (value: string) =>
	formatInTimeZone(value, DISPLAY_TIME_ZONE, "yyyyMMdd'T'HHmmss");
const berlinDate = (value: string | Date) => formatInTimeZone(value, DISPLAY_TIME_ZONE, 'yyyyMMdd');

/**
 * DTSTART and DTEND: wall-clock times in Europe/Berlin; an event running longer than a day (an
 * exhibition's whole run) becomes all-day dates, DTEND being the day after the last, so calendars
 * show a span instead of one block of months. Without an end there is no DTEND (RFC 5545: the
 * event then ends when it starts).
 */
function eventTimes(event: IcsEvent): { lines: string[]; inBerlinTime: boolean } {
	const start = new Date(event.date_start);
	const end = event.date_end ? new Date(event.date_end) : null;
	if (end && end.getTime() - start.getTime() > DAY_MS) {
		const dayAfterEnd = new Date(end.getTime() + DAY_MS);
		const lines = [
			icsProperty('DTSTART', berlinDate(start), { VALUE: 'DATE' }),
			icsProperty('DTEND', berlinDate(dayAfterEnd), { VALUE: 'DATE' }),
		];
		return { lines, inBerlinTime: false };
	}
	const zone = { TZID: DISPLAY_TIME_ZONE };
	const lines = [
		icsProperty('DTSTART', berlinLocal(event.date_start), zone),
		...(event.date_end ? [icsProperty('DTEND', berlinLocal(event.date_end), zone)] : []),
	];
	return { lines, inBerlinTime: true };
}

/**
 * A complete iCalendar file (RFC 5545) with one VEVENT for an event date: stable UID, DTSTAMP in
 * UTC, start and end in Europe/Berlin (with its VTIMEZONE), summary, place with address,
 * plain-text description ending with the event's page, URL and status. CRLF line ends, folded at
 * 75 octets.
 */
export function eventIcs({ event, venue, locale, origin, siteName, now }: EventIcsInput): string {
	const url = absoluteUrl(event.url, origin);
	const times = eventTimes(event);
	const place = placeText(event, venue);
	const description = [event.subline, htmlToText(event.description, 'paragraphs'), url]
		.map((part) => part.trim())
		.filter(Boolean)
		.join('\n\n');
	return icsDocument([
		'BEGIN:VCALENDAR',
		'VERSION:2.0',
		icsProperty('PRODID', `-//${escapeIcsText(siteName)}//Website//${locale.toUpperCase()}`),
		'CALSCALE:GREGORIAN',
		'METHOD:PUBLISH',
		...(times.inBerlinTime ? BERLIN_VTIMEZONE : []),
		'BEGIN:VEVENT',
		icsProperty('UID', eventUid(event.id, origin)),
		icsProperty('DTSTAMP', formatInTimeZone(now, 'UTC', "yyyyMMdd'T'HHmmss'Z'")),
		...times.lines,
		icsProperty('SUMMARY', escapeIcsText(event.name)),
		...(place ? [icsProperty('LOCATION', escapeIcsText(place))] : []),
		icsProperty('DESCRIPTION', escapeIcsText(description)),
		icsProperty('URL', url),
		icsProperty('STATUS', event.is_cancelled ? 'CANCELLED' : 'CONFIRMED'),
		'END:VEVENT',
		'END:VCALENDAR',
	]);
}
