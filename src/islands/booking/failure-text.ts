import type { CartFailure, SummaryLine } from '../../lib/booking/index.ts';
import { fill } from '../../lib/i18n/fill.ts';
import type { BookingLabels } from './booking-labels.ts';

/** The sentence SPEC §8 adds for a failure: -214, -204, the ticket cap, 'Error {code}', or none. */
export function failureText(failure: CartFailure | null, labels: BookingLabels): string {
	switch (failure?.reason) {
		case 'not-enough-seats':
			return labels.notEnoughSeats;
		case 'no-reservation':
			return labels.noReservation;
		case 'too-many-tickets':
			return labels.tooManyTickets;
		case 'code':
			return fill(labels.errorCode, { code: failure.code });
		default:
			return '';
	}
}

/**
 * The sentence for a selection only partly added: the `count` tickets now in the cart, and the
 * seat groups of the tickets left in the selection (`notAdded`), which were not.
 */
export function partlyAddedText(
	labels: BookingLabels,
	count: number,
	notAdded: readonly Pick<SummaryLine, 'seatGroup'>[],
): string {
	const one = count === 1;
	const cart = fill(one ? labels.ticketsOne : labels.tickets, { count });
	const groups = [...new Set(notAdded.map((line) => line.seatGroup))].join(', ');
	return fill(one ? labels.partlyAddedOne : labels.partlyAdded, { cart, groups });
}
