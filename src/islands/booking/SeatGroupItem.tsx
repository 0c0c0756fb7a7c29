import { useStore } from '@nanostores/react';
import { amountOf, isTimeslotMode, priceChoice } from '../../lib/booking/index.ts';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { $booking, showStep } from '../../stores/booking.ts';
import { ArrowIcon } from '../event-list/Icons.tsx';
import { useBookingData } from './booking-context.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { PriceRow } from './PriceRow.tsx';

/**
 * A seat group in the main step: its main price with a stepper (the full price, or the first in
 * timeslot mode), 'few tickets left' when the group or its chosen timeslot is nearly full, the
 * chosen timeslot with 'change' when there is more than one (free or sold out), and the way to
 * its discounts.
 */
export function SeatGroupItem({ group }: { group: SeatGroup }) {
	const { labels, slotTimes } = useBookingData();
	const { selection, timeslots } = useStore($booking, { keys: ['selection', 'timeslots'] });
	const { main, discounts } = priceChoice(group);
	const blockId = timeslots[group.id];
	const time = blockId === undefined ? undefined : slotTimes[String(blockId)];
	const chosenSlot = group.timeslots.find((slot) => slot.block_id === blockId);
	const discountCount = discounts.reduce((sum, price) => sum + amountOf(selection, price), 0);
	return (
		<li className="booking-group">
			<h3 className="booking-group__name">{group.seat_group}</h3>
			{(group.few_left === true || chosenSlot?.few_left === true) && (
				<p className="booking-few">{labels.fewLeft}</p>
			)}
			{isTimeslotMode(group) && time && (
				<p className="booking-group__slot">
					<span>
						{labels.timeslot}: <strong>{time}</strong>
					</span>
					{/* Sold-out slots count: their step links to their waiting lists. */}
					{group.timeslots.length > 1 && (
						<button
							type="button"
							className="booking-link"
							aria-label={fill(labels.changeTimeslotLabel, { time })}
							onClick={() => showStep('timeslots', group.id)}
						>
							{labels.changeTimeslot}
						</button>
					)}
				</p>
			)}
			{main && <PriceRow price={main} />}
			{discounts.length > 0 && (
				<button
					type="button"
					className="booking-link booking-group__discounts"
					onClick={() => showStep('discounts', group.id)}
				>
					<span>
						{fill(labels.discountsFor, { group: group.seat_group })}
						{discountCount > 0 && ` (${discountCount})`}
					</span>
					<ArrowIcon />
				</button>
			)}
		</li>
	);
}
