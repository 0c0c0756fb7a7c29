import { useStore } from '@nanostores/react';
import { amountOf, canAdd, formatPrice } from '../../lib/booking/index.ts';
import type { Price } from '../../lib/contract/index.ts';
import { $booking, addOne, removeOne } from '../../stores/booking.ts';
import { fillLabel } from './booking-labels.ts';
import { useBookingData } from './booking-context.ts';

/**
 * One price with its stepper (SPEC §4): '−' and '+' change the amount by one. The buttons are
 * named 'Vollpreis: ein Ticket weniger / mehr'; at the limits they are aria-disabled rather than
 * disabled, so the focus stays on them.
 */
export function PriceRow({ price }: { price: Price }) {
	const { labels, currencySymbol } = useBookingData();
	const selection = useStore($booking, { keys: ['selection'] }).selection;
	const amount = amountOf(selection, price);
	const name = price.name || price.text;
	const atMax = !canAdd(selection, price);
	return (
		<div className="booking-price">
			<span className="booking-price__name">{name}</span>
			<span className="booking-price__value">{formatPrice(price.price, currencySymbol)}</span>
			<div
				className="booking-price__stepper"
				role="group"
				aria-label={fillLabel(labels.amount, { name })}
			>
				<button
					type="button"
					className="booking-price__step"
					aria-label={fillLabel(labels.less, { name })}
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
					aria-label={fillLabel(labels.more, { name })}
					aria-disabled={atMax}
					onClick={() => !atMax && addOne(price)}
				>
					<span aria-hidden="true">+</span>
				</button>
			</div>
		</div>
	);
}
