import { toZonedTime } from 'date-fns-tz';
import ical, { ICalCalendarMethod, ICalEventStatus, type ICalEventData } from 'ical-generator';
import type { EventDetail, Locale } from '../contract/index.ts';
import { DISPLAY_TIME_ZONE } from '../format/datetime.ts';
import { htmlToText } from '../html/html-to-text.ts';
import { absoluteUrl } from './absolute-url.ts';
import type { EventVenue } from './json-ld.ts';
import { placeText } from './place-text.ts';

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
].join('\r\n');

/** The UID of an event's calendar entry: the same for every download and language, per host. */
export function eventUid(eventId: number, origin: URL | string): string {
	return `event-${eventId}@${new URL(origin).hostname}`;
}

// ical-generator writes a TZID time from a Date's local fields, so the Date carries Berlin's
// wall clock (date-fns-tz's zoned Date); an all-day date is written from its UTC fields.
const berlinClock = (value: string) => toZonedTime(value, DISPLAY_TIME_ZONE);
const berlinDay = (value: Date) => {
	const day = toZonedTime(value, DISPLAY_TIME_ZONE);
	return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate()));
};

/**
 * DTSTART and DTEND: wall-clock times in Europe/Berlin; an event running longer than a day (an
 * exhibition's whole run) becomes all-day dates, DTEND being the day after the last, so calendars
 * show a span instead of one block of months. Without an end there is no DTEND (RFC 5545: the
 * event then ends when it starts).
 */
function eventTimes(event: IcsEvent): Pick<ICalEventData, 'start' | 'end' | 'allDay' | 'timezone'> {
	const start = new Date(event.date_start);
	const end = event.date_end ? new Date(event.date_end) : null;
	if (end && end.getTime() - start.getTime() > DAY_MS) {
		const dayAfterEnd = new Date(end.getTime() + DAY_MS);
		return { start: berlinDay(start), end: berlinDay(dayAfterEnd), allDay: true, timezone: null };
	}
	return {
		start: berlinClock(event.date_start),
		end: event.date_end ? berlinClock(event.date_end) : null,
		timezone: DISPLAY_TIME_ZONE,
	};
}

/**
 * A complete iCalendar file (RFC 5545, written by ical-generator) with one VEVENT for an event
 * date: stable UID, DTSTAMP in UTC, start and end in Europe/Berlin (with its VTIMEZONE), summary,
 * place with address, plain-text description ending with the event's page, URL and status.
 */
export function eventIcs({ event, venue, locale, origin, siteName, now }: EventIcsInput): string {
	const url = absoluteUrl(event.url, origin);
	const place = placeText(event, venue);
	const description = [event.subline, htmlToText(event.description, 'paragraphs'), url]
		.map((part) => part.trim())
		.filter(Boolean)
		.join('\n\n');
	const calendar = ical({
		prodId: { company: siteName, product: 'Website', language: locale.toUpperCase() },
		method: ICalCalendarMethod.PUBLISH,
		scale: 'gregorian',
		timezone: { name: null, generator: () => BERLIN_VTIMEZONE },
	});
	calendar.createEvent({
		id: eventUid(event.id, origin),
		stamp: now,
		...eventTimes(event),
		summary: event.name,
		location: place || null,
		description,
		url,
		status: event.is_cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
	});
	// RFC 5545 §3.1 ends every content line with CRLF, the last one too; the generator stops before.
	return `${calendar.toString()}\r\n`;
}
