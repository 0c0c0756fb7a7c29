import { useStore } from '@nanostores/react';
import { formatPrice, selectionSummary } from '../../lib/booking/index.ts';
import { $booking, selectionRoom } from '../../stores/booking.ts';
import { $cart } from '../../stores/cart.ts';
import { CAP_HINT_ID, capHintText } from './cap-hint.ts';
import { useBookingData } from './booking-context.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { failureText, partlyAddedText } from './failure-text.ts';

/**
 * The live summary under the tickets (SPEC §4, §8): what is selected and what it costs, 'adding'
 * with a spinner, then the success or the failure texts (after a partial success: which tickets
 * went into the cart and for which seat groups not), and the hint at the ticket cap. Screen
 * readers hear each change.
 */
export function BookingSummary() {
	const { event, labels, currencySymbol } = useBookingData();
	const state = useStore($booking, {
		keys: ['status', 'selection', 'failure', 'added', 'event'],
	});
	const cart = useStore($cart);
	const { status, selection, failure, added } = state;
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
		const cart = fill(one ? labels.ticketsOne : labels.tickets, { count: added.count });
		content = (
			<div className="booking-summary__success">
				<p>{fill(one ? labels.successOne : labels.success, { cart })}</p>
				<p>{labels.reserved}</p>
			</div>
		);
	} else if (status === 'error') {
		const reason = failureText(failure, labels);
		content = (
			<div className="booking-summary__error">
				{added && <p>{partlyAddedText(labels, added.count, summary.lines)}</p>}
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
		const hint = capHintText(labels, summary.count, selectionRoom(state), cart.count);
		content = (
			<>
				<p>
					{summary.count > 0
						? fill(template, { count: summary.count, total })
						: labels.nothingSelected}
				</p>
				{hint && (
					<p className="booking-summary__hint" id={CAP_HINT_ID}>
						{hint}
					</p>
				)}
			</>
		);
	}
	return (
		<div className="booking-summary" role="status" aria-live="polite" aria-atomic="true">
			{content}
		</div>
	);
}
