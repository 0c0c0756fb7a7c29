import { useStore } from '@nanostores/react';
import {
	availableSeatGroups,
	availableTimeslots,
	isTimeslotMode,
} from '../../lib/booking/index.ts';
import { $booking, setExpanded } from '../../stores/booking.ts';
import { ChevronIcon } from '../event-list/Icons.tsx';
import { useBookingData } from './booking-context.ts';
import { SeatGroupItem } from './SeatGroupItem.tsx';
import { WaitlistLink } from './WaitlistLink.tsx';

/** Seat groups shown before 'all seat categories' is expanded (SPEC §9). */
const COLLAPSED_COUNT = 2;

/**
 * The main step: the bookable seat groups, two of them until 'all seat categories' expands the
 * list; then the sold-out ones (status '0', or timed without a free slot), each a link to its
 * waiting list.
 */
export function MainStep() {
	const { event, labels } = useBookingData();
	const expanded = useStore($booking, { keys: ['expanded'] }).expanded;
	const groups = availableSeatGroups(event.seatGroups).filter(
		(group) => !isTimeslotMode(group) || availableTimeslots(group).length > 0,
	);
	const soldOut = event.seatGroups.filter((group) => !groups.includes(group));
	const shown = expanded ? groups : groups.slice(0, COLLAPSED_COUNT);
	return (
		<>
			<ul
				className={`booking-list${expanded ? ' booking-list--expanded' : ''}`}
				id="booking-seat-groups"
			>
				{shown.map((group) => (
					<SeatGroupItem key={group.id} group={group} />
				))}
				{(expanded || groups.length <= COLLAPSED_COUNT) &&
					soldOut.map((group) => (
						<li key={group.id} className="booking-group booking-group--gone">
							<h3 className="booking-group__name">{group.seat_group}</h3>
							<WaitlistLink
								group={group}
								what={group.seat_group}
								shown={false}
								className="booking-link"
							/>
						</li>
					))}
			</ul>
			{groups.length > COLLAPSED_COUNT && (
				<button
					type="button"
					className="booking-link booking-list__toggle"
					aria-expanded={expanded}
					aria-controls="booking-seat-groups"
					onClick={() => setExpanded(!expanded)}
				>
					<span>{expanded ? labels.fewerSeatGroups : labels.allSeatGroups}</span>
					<ChevronIcon up={expanded} />
				</button>
			)}
		</>
	);
}
