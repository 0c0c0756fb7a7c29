import type { SeatGroup } from '../../lib/contract/index.ts';
import { waitlistJoinPath } from '../../lib/waitlist/paths.ts';
import { useBookingData } from './booking-context.ts';

/**
 * 'Sold out – join the waiting list' for a sold-out seat group or timeslot of the widget's event:
 * a link to the join page of that group (and slot). `what` is shown before it (the slot's time)
 * or only read out (the group's name), so its name says which one is sold out.
 */
export function WaitlistLink({
	group,
	blockId,
	what,
	shown,
	className,
}: {
	group: Pick<SeatGroup, 'id'>;
	blockId?: number;
	what: string;
	shown: boolean;
	className: string;
}) {
	const { event, labels } = useBookingData();
	const href = waitlistJoinPath(event.locale, { idJet: event.idJet, seatGroup: group.id, blockId });
	return (
		<a className={className} href={href}>
			<span className={shown ? undefined : 'visually-hidden'}>{what}</span>
			{!shown && <span className="visually-hidden">: </span>}
			<span className="booking-waitlist">{labels.soldOutWaitlist}</span>
		</a>
	);
}
