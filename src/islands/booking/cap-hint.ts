import { fill } from '../../lib/i18n/fill.ts';
import type { BookingLabels } from './booking-labels.ts';

/** The id of the hint the summary shows at the ticket cap; '+' buttons point at it. */
export const CAP_HINT_ID = 'booking-cap-hint';

/**
 * The hint shown once the selection fills what a cart may still take: the cap alone, or with the
 * tickets the cart holds already (`inCart`); '' while there is room.
 */
export function capHintText(
	labels: BookingLabels,
	selected: number,
	room: number,
	inCart: number,
): string {
	if (selected < room) return '';
	if (inCart <= 0) return labels.capReached;
	const tickets = fill(inCart === 1 ? labels.ticketsOne : labels.tickets, { count: inCart });
	return fill(labels.capReachedCart, { inCart: tickets });
}
