import { useStore } from '@nanostores/react';
import { amountOf, canAdd, formatPrice, ticketCount } from '../../lib/booking/index.ts';
import type { Price } from '../../lib/contract/index.ts';
import { $booking, addOne, removeOne, selectionRoom } from '../../stores/booking.ts';
import { $cart } from '../../stores/cart.ts';
import { CAP_HINT_ID } from './cap-hint.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { useBookingData } from './booking-context.ts';

/**
 * One price with its stepper (SPEC §4): '−' and '+' change the amount by one. The buttons are
 * named 'Vollpreis: ein Ticket weniger / mehr'; at the limits they are aria-disabled rather than
 * disabled, so the focus stays on them. At the cart's ticket cap '+' is described by the hint
 * the summary shows (CAP_HINT_ID).
 */
export function PriceRow({ price }: { price: Price }) {
	const { labels, currencySymbol } = useBookingData();
	const state = useStore($booking, { keys: ['selection', 'event'] });
	useStore($cart);
	const { selection } = state;
	const amount = amountOf(selection, price);
	const name = price.name || price.text;
	const room = selectionRoom(state);
	const atMax = !canAdd(selection, price, room);
	const atCap = ticketCount(selection) >= room;
	return (
		<div className="booking-price">
			<span className="booking-price__name">{name}</span>
			<span className="booking-price__value">{formatPrice(price.price, currencySymbol)}</span>
			<div
				className="booking-price__stepper"
				role="group"
				aria-label={fill(labels.amount, { name })}
			>
				<button
					type="button"
					className="booking-price__step"
					aria-label={fill(labels.less, { name })}
					aria-disabled={amount === 0}
					onClick={() => amount > 0 && removeOne(price)}
				>
					<span aria-hidden="true">−</span>
				</button>
				<span className="booking-price__amount" data-amount>
					{amount}
				</span>
				<button
					type="button"
					className="booking-price__step"
					aria-label={fill(labels.more, { name })}
					aria-disabled={atMax}
					aria-describedby={atCap ? CAP_HINT_ID : undefined}
					onClick={() => !atMax && addOne(price)}
				>
					<span aria-hidden="true">+</span>
				</button>
			</div>
		</div>
	);
}
