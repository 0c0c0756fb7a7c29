import { useStore } from '@nanostores/react';
import type { SeatGroup } from '../../lib/contract/index.ts';
import { $booking, chooseTimeslot } from '../../stores/booking.ts';
import { useBookingData } from './booking-context.ts';
import { WaitlistLink } from './WaitlistLink.tsx';

/**
 * The timeslots step: the slots of a seat group, each nearly full one saying so in words;
 * choosing one returns to the main step. A sold-out slot is a link to its waiting list.
 */
export function TimeslotStep({ group }: { group: SeatGroup }) {
	const { labels, slotTimes } = useBookingData();
	const chosen = useStore($booking, { keys: ['timeslots'] }).timeslots[group.id];
	return (
		<ul className="booking-slots">
			{group.timeslots.map((slot) => (
				<li key={slot.block_id}>
					{slot.status === '0' ? (
						<WaitlistLink
							group={group}
							blockId={slot.block_id}
							what={slotTimes[String(slot.block_id)] ?? slot.time_start}
							shown
							className="booking-slots__slot booking-slots__slot--gone"
						/>
					) : (
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
					)}
				</li>
			))}
		</ul>
	);
}
