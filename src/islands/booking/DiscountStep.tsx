import { priceChoice } from '../../lib/booking/index.ts';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { PriceRow } from './PriceRow.tsx';

/** The discounts step: every price of the seat group but its main one, each with a stepper. */
export function DiscountStep({ group }: { group: SeatGroup }) {
	return (
		<ul className="booking-list booking-list--expanded">
			{priceChoice(group).discounts.map((price) => (
				<li key={price.id} className="booking-group">
					<PriceRow price={price} />
				</li>
			))}
		</ul>
	);
}
