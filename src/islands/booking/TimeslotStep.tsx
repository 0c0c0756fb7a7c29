import { useStore } from '@nanostores/react';
import { availableTimeslots } from '../../lib/booking/index.ts';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { $booking, chooseTimeslot } from '../../stores/booking.ts';
import { useBookingData } from './booking-context.ts';

/**
 * The timeslots step: the free slots of a seat group, each nearly full one saying so in words;
 * choosing one returns to the main step.
 */
export function TimeslotStep({ group }: { group: SeatGroup }) {
	const { labels, slotTimes } = useBookingData();
	const chosen = useStore($booking, { keys: ['timeslots'] }).timeslots[group.id];
	return (
		<ul className="booking-slots">
			{availableTimeslots(group).map((slot) => (
				<li key={slot.block_id}>
					<button
						type="button"
						className="booking-slots__slot"
						aria-current={slot.block_id === chosen ? 'true' : undefined}
						onClick={() => chooseTimeslot(group.id, slot.block_id)}
					>
						<span>{slotTimes[String(slot.block_id)] ?? slot.time_start}</span>
						{slot.few_left === true && (
							<span className="booking-few">
								<span className="visually-hidden">, </span>
								{labels.fewLeft}
							</span>
						)}
						{slot.block_id === chosen && (
							<span className="booking-slots__chosen"> {labels.chosen}</span>
						)}
					</button>
				</li>
			))}
		</ul>
	);
}
