import type { EventDetail } from '../../lib/contract/index.ts';
import { sectionHeadingId, type DetailSectionName } from './sections.ts';
import { isSoldOut, showsTicketButton } from './tickets.ts';

/** A link of the sticky navigation: an in-page anchor (`#…`) or the ticket page. */
export type StickyLink = { href: string; label: string };

/**
 * The event a quick-buy booking widget would sell from the sticky bar. The bar renders it on the
 * ticket button's wrapper (`[data-sticky-booking-slot]`) so the booking island can take the
 * button's place; without that island the button stays a plain link.
 */
export type StickyBooking = { eventId: number; idJet: number | null };

export type StickyTicket = StickyLink & { booking?: StickyBooking | undefined };

/** What a page puts into its sticky navigation (SPEC §2): a ticket button and its sections. */
export type StickyContent = { ticket: StickyTicket | null; anchors: StickyLink[] };

/**
 * One link per visible section of a detail page, in page order, to the section's heading and
 * named like it. The events section may carry its own anchor and heading (productions:
 * #datesAndTickets, 'Dates and Tickets'), as DetailSections renders it.
 */
export function detailSectionLinks(
	sections: readonly DetailSectionName[],
	heading: (name: DetailSectionName) => string,
	events: { id?: string | undefined; heading?: string | undefined } = {},
): StickyLink[] {
	return sections.map((name) =>
		name === 'events' && events.id
			? { href: `#${events.id}`, label: events.heading ?? heading(name) }
			: { href: `#${sectionHeadingId(name)}`, label: heading(name) },
	);
}

/**
 * The sticky ticket button of an event (SPEC §2): only when the event has seat groups or any
 * price other than '0.00', is neither cancelled nor sold out and has a ticket page — the same
 * event whose ticket area shows a button. `booking` marks it for the quick-buy widget.
 */
export function eventTicket(
	event: Pick<
		EventDetail,
		'id' | 'id_jet' | 'ticket_url' | 'prices' | 'seat_groups' | 'is_cancelled'
	>,
	label: string,
	quickBuy: boolean,
): StickyTicket | null {
	if (event.is_cancelled || isSoldOut(event) || !showsTicketButton(event)) return null;
	if (!event.ticket_url) return null;
	return {
		href: event.ticket_url,
		label,
		booking: quickBuy ? { eventId: event.id, idJet: event.id_jet } : undefined,
	};
}

/**
 * The sticky navigation's content; a section the ticket button already leads to (a production's
 * 'Dates and Tickets') is not listed twice.
 */
export function stickyContent(ticket: StickyTicket | null, anchors: StickyLink[]): StickyContent {
	return { ticket, anchors: anchors.filter((link) => link.href !== ticket?.href) };
}
