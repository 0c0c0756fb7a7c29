import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDataContext } from '../../../src/islands/booking/booking-context.ts';
import { readBookingData } from '../../../src/islands/booking/booking-data.ts';
import { bookingDataJson } from '../../../src/components/detail/booking-props.ts';
import { MainStep } from '../../../src/islands/booking/MainStep.tsx';
import type { SeatGroup } from '../../../src/lib/contract/index.ts';
import { $booking, closeBooking, openBooking, setExpanded } from '../../../src/stores/booking.ts';
import { circle, price, stalls, timed } from '../booking/fixtures.ts';

const gallery: SeatGroup = {
	...stalls,
	id: 14,
	seat_group: 'Galerie',
	prices: [price(14, 1, '12.00', 'Vollpreis')],
};
const json = bookingDataJson(
	{
		id: 7,
		id_jet: 4711,
		ticket_url: '/webshop/events/4711',
		name: 'Konzert',
		seat_groups: [circle, stalls, timed, gallery],
	},
	'de',
	'€',
);
const data = readBookingData(json ?? undefined);

/** The main step as the visitor gets it, as HTML. */
function mainStep(): string {
	if (!data) throw new Error('no data');
	return renderToStaticMarkup(
		createElement(BookingDataContext.Provider, { value: data }, createElement(MainStep)),
	);
}

const groupNames = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);

afterEach(() => {
	closeBooking();
	$booking.set({ ...$booking.get(), expanded: false });
});

describe('the main step (SPEC §4)', () => {
	it('shows two seat categories until all are expanded, then the sold-out ones with their waiting lists', () => {
		if (!data) throw new Error('no data');
		openBooking('detail-7', data.event);
		const collapsed = mainStep();
		expect(groupNames(collapsed)).toEqual(['Parkett', 'Zeitfenster']);
		expect(collapsed).toContain('aria-expanded="false"');
		expect(collapsed).toContain('Alle Sitzplatzkategorien');
		setExpanded(true);
		const expanded = mainStep();
		expect(groupNames(expanded)).toEqual(['Parkett', 'Zeitfenster', 'Galerie', circle.seat_group]);
		expect(expanded).toContain('booking-list--expanded');
		// The sold-out one links to its waiting list, its name read out with the link.
		expect(expanded).toContain(
			`<a class="booking-link" href="/de/waitlist/?event_jet_id=4711&amp;seat_group=${circle.id}"><span class="visually-hidden">${circle.seat_group}</span><span class="visually-hidden">: </span><span class="booking-waitlist">Ausverkauft – Warteliste</span></a>`,
		);
	});

	// The fixture's full price is named 'Full price' (its text is 'Vollpreis').
	it('offers the full price first, the preselected slot and its change button', () => {
		if (!data) throw new Error('no data');
		openBooking('detail-7', data.event);
		const html = mainStep();
		expect(html).toContain('aria-label="Full price: ein Ticket mehr"');
		expect(html).toContain('aria-label="Full price: ein Ticket weniger"');
		expect(html).toContain('Zeitfenster: <strong>11:00 Uhr</strong>');
		expect(html).toContain('Zeitfenster ändern, gewählt: 11:00 Uhr');
		expect(html).toContain('Ermäßigungen für Parkett');
	});
});
