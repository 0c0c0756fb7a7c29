import { describe, expect, it } from 'vitest';
import type { Price, SeatGroup } from '../../../src/lib/contract/index.ts';
import {
	detailSectionLinks,
	eventTicket,
	stickyContent,
} from '../../../src/components/detail/sticky-content.ts';

const price = (value: string): Price => ({
	id: 1,
	price: value,
	sale_type_id: 1,
	seat_group: 1,
	text: 'Vollpreis',
	name: 'Vollpreis',
	has_discounts: false,
});

const group = (status: '0' | '1', value = '18.00'): SeatGroup => ({
	id: 1,
	seat_group: 'Parkett',
	status,
	text: '',
	prices: [price(value)],
	timeslots: [],
});

const event = (overrides: Partial<Parameters<typeof eventTicket>[0]> = {}) => ({
	id: 1039,
	id_jet: 247273,
	ticket_url: '/webshop/events/247273',
	prices: [] as Price[],
	seat_groups: [] as SeatGroup[],
	is_cancelled: false,
	...overrides,
});

describe('the sticky ticket button of an event (SPEC §2)', () => {
	it('shows for a price other than 0.00 and links to the ticket page', () => {
		expect(eventTicket(event({ prices: [price('18.00')] }), 'Tickets kaufen', false)).toEqual({
			href: '/webshop/events/247273',
			label: 'Tickets kaufen',
			booking: undefined,
		});
	});

	it('shows for seat groups even when every price is free', () => {
		expect(
			eventTicket(event({ seat_groups: [group('1', '0.00')] }), 'Tickets', false),
		).not.toBeNull();
	});

	it('does not show for an event whose only prices are 0.00', () => {
		expect(
			eventTicket(event({ prices: [price('0.00'), price('0.00')] }), 'Tickets', false),
		).toBeNull();
		expect(eventTicket(event(), 'Tickets', false)).toBeNull();
	});

	it('does not show for cancelled or sold-out events, nor without a ticket page', () => {
		const paid = { prices: [price('18.00')] };
		expect(eventTicket(event({ ...paid, is_cancelled: true }), 'Tickets', false)).toBeNull();
		expect(eventTicket(event({ seat_groups: [group('0')] }), 'Tickets', false)).toBeNull();
		expect(eventTicket(event({ ...paid, ticket_url: null }), 'Tickets', false)).toBeNull();
	});

	it('names the event for the quick-buy widget where the site has quick buy', () => {
		const ticket = eventTicket(event({ prices: [price('18.00')] }), 'Tickets', true);
		expect(ticket?.booking).toEqual({ eventId: 1039, idJet: 247273 });
	});
});

describe('the sticky list of sections', () => {
	const heading = (name: string) => `Heading ${name}`;

	it('links every visible section by its heading id, in page order', () => {
		expect(detailSectionLinks(['description', 'programs', 'events'], heading)).toEqual([
			{ href: '#section-description', label: 'Heading description' },
			{ href: '#section-programs', label: 'Heading programs' },
			{ href: '#section-events', label: 'Heading events' },
		]);
	});

	it("uses the events section's own anchor and heading (a production's dates)", () => {
		const links = detailSectionLinks(['description', 'events'], heading, {
			id: 'datesAndTickets',
			heading: 'Termine und Tickets',
		});
		expect(links[1]).toEqual({ href: '#datesAndTickets', label: 'Termine und Tickets' });
	});

	it('does not list the section the ticket button already leads to', () => {
		const dates = { href: '#datesAndTickets', label: 'Termine und Tickets' };
		const description = { href: '#section-description', label: 'Beschreibung' };
		expect(stickyContent(dates, [description, dates])).toEqual({
			ticket: dates,
			anchors: [description],
		});
		expect(stickyContent(null, [description, dates]).anchors).toHaveLength(2);
	});
});
