import type { CartFailure } from '../../lib/booking/index.ts';
import { fillLabel, type BookingLabels } from './booking-labels.ts';

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
			return fillLabel(labels.errorCode, { code: failure.code });
		default:
			return '';
	}
}
