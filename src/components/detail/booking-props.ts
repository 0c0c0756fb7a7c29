import type { EventDetail, Locale } from '../../lib/contract/index.ts';
import { formatTime } from '../../lib/format/datetime.ts';
import { site } from '../../sites/current.ts';
import type { BookingData } from '../../islands/booking/booking-data.ts';
import { bookingLabels } from '../../islands/booking/booking-labels.ts';

/**
 * The widget's data for an event (server side), as JSON for the ticket area's data block: only the fields the
 * widget reads. Null when the event has no ticketing id or no ticket URL (nothing to book).
 */
export function bookingDataJson(
	event: Pick<EventDetail, 'id' | 'id_jet' | 'ticket_url' | 'seat_groups' | 'name'>,
	locale: Locale,
	currencySymbol: string,
): string | null {
	if (event.id_jet === null || !event.ticket_url) return null;
	const seatGroups = event.seat_groups.map((group) => ({
		id: group.id,
		seat_group: group.seat_group,
		status: group.status,
		...(group.few_left ? { few_left: true } : {}),
		text: group.text,
		prices: group.prices.map(({ id, price, sale_type_id, seat_group, text, name }) => ({
			id,
			price,
			sale_type_id,
			seat_group,
			text,
			name,
			has_discounts: false,
		})),
		timeslots: group.timeslots.map(({ id, block_id, time_start, status, few_left }) => ({
			id,
			block_id,
			time_start,
			status,
			...(few_left ? { few_left: true } : {}),
		})),
	}));
	const slotTimes = Object.fromEntries(
		event.seat_groups.flatMap((group) =>
			group.timeslots.map((slot) => [String(slot.block_id), formatTime(slot.time_start, locale)]),
		),
	);
	const data: BookingData = {
		event: {
			eventId: event.id,
			idJet: event.id_jet,
			locale,
			ticketUrl: event.ticket_url,
			seatGroups,
			maxTickets: site.tickets.maxTicketsPerCart,
		},
		name: event.name,
		currencySymbol,
		slotTimes,
		labels: bookingLabels(locale, site.tickets.maxTicketsPerCart),
	};
	return JSON.stringify(data);
}
