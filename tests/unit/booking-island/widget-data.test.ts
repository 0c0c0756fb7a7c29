import { describe, expect, it } from 'vitest';
import { readBookingData } from '../../../src/islands/booking/booking-data.ts';
import { bookingLabels } from '../../../src/islands/booking/booking-labels.ts';
import { fill } from '../../../src/lib/i18n/fill.ts';
import { bookingDataJson } from '../../../src/components/detail/booking-props.ts';
import { dropdownPosition, scrollForRoom } from '../../../src/islands/booking/dropdown-position.ts';
import { failureText } from '../../../src/islands/booking/failure-text.ts';
import { site } from '../../../src/sites/current.ts';
import { stalls, timed } from '../booking/fixtures.ts';

const event = {
	id: 7,
	id_jet: 4711,
	ticket_url: '/webshop/event/4711',
	name: 'Schloss bei Kerzenlicht',
	seat_groups: [stalls, timed],
};

describe('the widget data in the page', () => {
	it('survives the trip from the server to the island', () => {
		const json = bookingDataJson(event, 'de', '€');
		const data = readBookingData(json ?? undefined);
		expect(data?.event).toEqual({
			eventId: 7,
			idJet: 4711,
			locale: 'de',
			ticketUrl: '/webshop/event/4711',
			seatGroups: [stalls, timed],
			maxTickets: site.tickets.maxTicketsPerCart,
		});
		expect(data?.slotTimes['902']).toBe('11:00 Uhr');
		expect(data?.labels.more).toBe('{{name}}: ein Ticket mehr');
	});

	it('is left out for events without a ticketing id', () => {
		expect(bookingDataJson({ ...event, id_jet: null }, 'de', '€')).toBeNull();
	});

	it('is refused when malformed, so the button stays a webshop link', () => {
		const json = JSON.parse(bookingDataJson(event, 'en', '€') ?? '{}');
		expect(readBookingData('{')).toBeNull();
		expect(readBookingData(undefined)).toBeNull();
		const badPrice = structuredClone(json);
		badPrice.event.seatGroups[0].prices[0].price = '12';
		expect(readBookingData(JSON.stringify(badPrice))).toBeNull();
		const badLocale = { ...json, event: { ...json.event, locale: 'fr' } };
		expect(readBookingData(JSON.stringify(badLocale))).toBeNull();
	});

	it('drops a malformed ticket cap rather than the widget (the back end still enforces it)', () => {
		const json = JSON.parse(bookingDataJson(event, 'en', '€') ?? '{}');
		for (const maxTickets of [0, -1, 2.5, '10', null]) {
			const data = readBookingData(
				JSON.stringify({ ...json, event: { ...json.event, maxTickets } }),
			);
			expect(data?.event.idJet).toBe(4711);
			expect(data?.event).not.toHaveProperty('maxTickets');
		}
	});
});

describe('the widget texts (SPEC §8)', () => {
	const en = bookingLabels('en', 10);

	it('names the failure of each response code', () => {
		expect(failureText({ reason: 'not-enough-seats' }, en)).toBe(
			'Not enough (connected) seats found.',
		);
		expect(failureText({ reason: 'no-reservation' }, en)).toBe('No current reservation.');
		expect(failureText({ reason: 'code', code: -999 }, en)).toBe('Error -999');
		expect(failureText({ reason: 'unknown' }, en)).toBe('');
	});

	it('names the ticket cap with the site’s number, in both languages', () => {
		expect(failureText({ reason: 'too-many-tickets' }, en)).toBe(
			'A cart holds at most 10 tickets.',
		);
		expect(failureText({ reason: 'too-many-tickets' }, bookingLabels('de', 8))).toBe(
			'Ein Warenkorb fasst höchstens 8 Tickets.',
		);
	});

	it('has the success and failure sentences word for word', () => {
		expect(en.failed).toBe("Unfortunately, that didn't work.");
		expect(en.reserved).toBe('Your tickets will be reserved for the next 15 minutes.');
		expect(fill(en.success, { cart: '2 tickets' })).toBe(
			'2 tickets has been successfully added into your cart.',
		);
	});
});

describe('the dropdown above 64em', () => {
	const viewport = { width: 1440, height: 900 };

	it('hangs under its button, right edges aligned', () => {
		const position = dropdownPosition({ top: 300, bottom: 356, right: 1200 }, viewport);
		expect(position).toEqual({ top: 364, left: 784, width: 416, maxHeight: 520, above: false });
	});

	it('opens upwards when the button sits low, and stays inside the window', () => {
		const position = dropdownPosition({ top: 800, bottom: 856, right: 300 }, viewport);
		expect(position.above).toBe(true);
		expect(position.left).toBe(16);
		expect(position.maxHeight).toBe(776);
	});

	it('asks to scroll a low button up to make room, never under the header', () => {
		expect(scrollForRoom({ top: 300, bottom: 356 }, 900)).toBe(0);
		expect(scrollForRoom({ top: 500, bottom: 556 }, 900)).toBe(136);
		expect(scrollForRoom({ top: 150, bottom: 206 }, 600)).toBe(20);
	});
});
