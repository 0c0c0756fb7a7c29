import { describe, expect, it } from 'vitest';
import { eventIcs, eventUid } from '../../../src/lib/seo/event-ics.ts';
import { eventIcsPath } from '../../../src/lib/seo/ics-path.ts';
import { concert, palace } from './fixtures.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
/** RFC 5545 unfolding: a CRLF followed by one space or tab disappears. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

const NOW = new Date('2026-11-21T10:15:30.400Z');
const ics = (overrides: Record<string, unknown> = {}) =>
	eventIcs({
		event: concert(overrides),
		venue: palace,
		locale: 'de',
		origin: 'https://www.example.org',
		siteName: 'Schloss Ravensau',
		now: NOW,
	});
/** The unfolded content lines of a calendar text. */
const lines = (text: string) => unfold(text).split('\r\n');

describe('eventIcs', () => {
	it('is one VEVENT in a VCALENDAR with CRLF line ends only', () => {
		const text = ics();
		expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
		expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
		expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
		expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
		for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
	});

	it('folds long lines at 75 octets, never inside a character', () => {
		const description = 'Schloßführung mit Blick über die Gärten 🌿 '.repeat(8);
		const text = ics({ subline: description });
		const physical = text.split('\r\n');
		for (const part of physical) {
			expect(octets(part)).toBeLessThanOrEqual(75);
			expect(part).not.toContain('\uFFFD');
		}
		expect(lines(text).some((line) => line.startsWith(`DESCRIPTION:${description.trim()}`))).toBe(
			true,
		);
	});

	it('has a stable UID, a UTC stamp and Berlin wall-clock times with their VTIMEZONE', () => {
		const content = lines(ics());
		expect(content).toContain('UID:event-1017@www.example.org');
		expect(content).toContain('DTSTAMP:20261121T101530Z');
		expect(content).toContain('DTSTART;TZID=Europe/Berlin:20270101T180000');
		expect(content).toContain('DTEND;TZID=Europe/Berlin:20270101T203000');
		expect(content).toContain('BEGIN:VTIMEZONE');
		expect(content).toContain('TZID:Europe/Berlin');
		expect(content).toContain('STATUS:CONFIRMED');
		expect(eventUid(1017, 'https://www.example.org/de')).toBe('event-1017@www.example.org');
	});

	it('converts UTC input to Berlin summer time', () => {
		const content = lines(ics({ date_start: '2027-07-01T17:00:00Z', date_end: null }));
		expect(content).toContain('DTSTART;TZID=Europe/Berlin:20270701T190000');
		expect(content.some((line) => line.startsWith('DTEND'))).toBe(false);
	});

	it('has escaped summary, place with address, plain-text description and the page URL', () => {
		const content = lines(ics({ name: 'Bach, Händel; \\o/' }));
		expect(content).toContain('SUMMARY:Bach\\, Händel\\; \\\\o/');
		expect(content).toContain(
			'LOCATION:Festsaal\\, Schloss Ravensau\\, Schlossplatz 1\\, 07356 Ravensau',
		);
		expect(content).toContain(
			'DESCRIPTION:Festkonzert\\n\\nMusik von Händel & Telemann.\\n\\nMit Sekt im Foyer.' +
				'\\n\\nhttps://www.example.org/de/events/barockes-neujahr/1017',
		);
		expect(content).toContain(
			'URL;VALUE=URI:https://www.example.org/de/events/barockes-neujahr/1017',
		);
	});

	it('makes a run of months (an exhibition) all-day dates, the end exclusive', () => {
		const content = lines(
			ics({ date_start: '2026-12-12T10:00:00+01:00', date_end: '2027-07-09T17:00:00+02:00' }),
		);
		expect(content).toContain('DTSTART;VALUE=DATE:20261212');
		expect(content).toContain('DTEND;VALUE=DATE:20270710');
		expect(content).not.toContain('BEGIN:VTIMEZONE');
	});

	it('keeps an evening past midnight as times, and says when it is cancelled', () => {
		const content = lines(
			ics({
				date_start: '2026-12-31T22:00:00+01:00',
				date_end: '2027-01-01T01:00:00+01:00',
				is_cancelled: true,
			}),
		);
		expect(content).toContain('DTEND;TZID=Europe/Berlin:20270101T010000');
		expect(content).toContain('STATUS:CANCELLED');
	});
});

describe('eventIcsPath', () => {
	it('lies below the event page', () => {
		expect(eventIcsPath('en', { id: 1017, slug: 'baroque-new-year' })).toBe(
			'/en/events/baroque-new-year/1017/calendar.ics',
		);
	});
});
