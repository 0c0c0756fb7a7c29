import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $booking, addToCart, canAddToCart, closeBooking } from '../../stores/booking.ts';
import { ArrowIcon } from '../event-list/Icons.tsx';
import { useBookingData } from './booking-context.ts';

/**
 * The widget's buttons: 'Add to cart' (disabled until a ticket is chosen, busy while adding);
 * after success the cart link and 'continue'; after a failure the webshop link (SPEC §8) and the
 * cart link when part of the selection went in. The
 * focus moves to the first new button, as the one pressed is gone.
 */
export function BookingActions() {
	const { event, labels } = useBookingData();
	const state = useStore($booking);
	const first = useRef<HTMLAnchorElement>(null);
	const { status, added } = state;

	useEffect(() => {
		if (status === 'success' || status === 'error') first.current?.focus();
	}, [status]);

	if (status === 'success' && added) {
		return (
			<div className="booking-actions">
				<a ref={first} className="btn btn--primary" href={added.cartUrl}>
					{labels.toCart}
					<ArrowIcon />
				</a>
				<button type="button" className="btn btn--secondary" onClick={closeBooking}>
					{labels.continue}
				</button>
			</div>
		);
	}
	if (status === 'error') {
		// Some seat groups went into the cart before the failure: the cart is worth a look too.
		return (
			<div className="booking-actions">
				<a ref={first} className="btn btn--primary" href={event.ticketUrl}>
					{labels.toWebshop}
					<ArrowIcon />
				</a>
				{added && (
					<a className="btn btn--secondary" href={added.cartUrl}>
						{labels.toCart}
					</a>
				)}
			</div>
		);
	}
	const adding = status === 'adding';
	const empty = state.selection.length === 0;
	return (
		<div className="booking-actions">
			<button
				type="button"
				className="btn btn--primary booking-actions__add"
				disabled={empty}
				aria-disabled={adding || undefined}
				aria-busy={adding || undefined}
				onClick={() => canAddToCart($booking.get()) && void addToCart()}
			>
				{adding && <span className="booking-spinner" aria-hidden="true" />}
				{labels.addToCart}
			</button>
		</div>
	);
}
