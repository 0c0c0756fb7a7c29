import { useStore } from '@nanostores/react';
import { formatPrice, selectionSummary } from '../../lib/booking/index.ts';
import { $booking } from '../../stores/booking.ts';
import { useBookingData } from './booking-context.ts';
import { fillLabel } from './booking-labels.ts';
import { failureText } from './failure-text.ts';

/**
 * The live summary under the tickets (SPEC §4, §8): what is selected and what it costs, 'adding'
 * with a spinner, then the success or the failure texts. Screen readers hear each change.
 */
export function BookingSummary() {
	const { event, labels, currencySymbol } = useBookingData();
	const { status, selection, failure, added } = useStore($booking, {
		keys: ['status', 'selection', 'failure', 'added'],
	});
	const summary = selectionSummary(event.seatGroups, selection);
	let content;
	if (status === 'adding') {
		content = (
			<p className="booking-summary__adding">
				<span className="booking-spinner" aria-hidden="true" />
				{labels.adding}
			</p>
		);
	} else if (status === 'success' && added) {
		const one = added.count === 1;
		const cart = fillLabel(one ? labels.ticketsOne : labels.tickets, { count: added.count });
		content = (
			<div className="booking-summary__success">
				<p>{fillLabel(one ? labels.successOne : labels.success, { cart })}</p>
				<p>{labels.reserved}</p>
			</div>
		);
	} else if (status === 'error') {
		const reason = failureText(failure, labels);
		content = (
			<div className="booking-summary__error">
				<p>
					{labels.failed}
					{reason && ` ${reason}`}
				</p>
				<p>{labels.failedAdvice}</p>
			</div>
		);
	} else {
		const total = formatPrice(summary.total, currencySymbol);
		const template = summary.count === 1 ? labels.selectedOne : labels.selected;
		content = (
			<p>
				{summary.count > 0
					? fillLabel(template, { count: summary.count, total })
					: labels.nothingSelected}
			</p>
		);
	}
	return (
		<div className="booking-summary" role="status" aria-live="polite" aria-atomic="true">
			{content}
		</div>
	);
}
