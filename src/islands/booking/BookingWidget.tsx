import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { $booking, backToMain, closeBooking } from '../../stores/booking.ts';
import { trapTab } from '../header/focus-trap.ts';
import { ArrowIcon, CloseIcon } from '../event-list/Icons.tsx';
import { BookingActions } from './BookingActions.tsx';
import { BookingDataContext } from './booking-context.ts';
import type { BookingData } from './booking-data.ts';
import { fill } from '../../lib/i18n/fill.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { DiscountStep } from './DiscountStep.tsx';
import { MainStep } from './MainStep.tsx';
import { TimeslotStep } from './TimeslotStep.tsx';
import { useBookingDialog } from './use-booking-dialog.ts';

type Props = { data: BookingData; opener: HTMLElement };

/**
 * The quick-buy widget (SPEC §4 'Booking widget'): a modal dialog, a bottom sheet below 64em and
 * a dropdown under its button above, with the steps main, discounts and timeslots, the live
 * summary and the cart buttons. Escape, the close button or a click beside it close it; the
 * focus then returns to the button that opened it.
 */
export default function BookingWidget({ data, opener }: Props) {
	const { labels } = data;
	const { openId, step, stepGroup } = useStore($booking, {
		keys: ['openId', 'step', 'stepGroup'],
	});
	const dialog = useRef<HTMLDialogElement>(null);
	const heading = useRef<HTMLHeadingElement>(null);
	const open = openId !== null;
	const position = useBookingDialog(dialog, open, opener);
	const group = data.event.seatGroups.find((candidate) => candidate.id === stepGroup);
	const shownStep = group ? step : 'main';

	// On opening and on each step the focus goes to the heading, so it is read first; the
	// dialog was shown by the effect above (effects run in order).
	useEffect(() => {
		if (open) heading.current?.focus();
	}, [shownStep, open]);

	const title =
		shownStep === 'discounts' && group
			? fill(labels.discountsFor, { group: group.seat_group })
			: shownStep === 'timeslots' && group
				? fill(labels.timeslotFor, { group: group.seat_group })
				: labels.title;

	const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
		if (event.target === event.currentTarget) closeBooking();
	};
	const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
		if (dialog.current) trapTab(event.nativeEvent, dialog.current);
	};

	return (
		<BookingDataContext.Provider value={data}>
			<dialog
				ref={dialog}
				className={`booking ${position ? 'booking--dropdown' : 'booking--sheet'}${position?.above ? ' booking--above' : ''}`}
				aria-modal="true"
				aria-labelledby="booking-title booking-event"
				style={
					position
						? {
								top: `${position.top}px`,
								left: `${position.left}px`,
								width: `${position.width}px`,
								maxHeight: `${position.maxHeight}px`,
							}
						: undefined
				}
				onCancel={(event) => {
					event.preventDefault();
					closeBooking();
				}}
				onClose={closeBooking}
				onClick={closeOnBackdrop}
				onKeyDown={keepFocusInside}
			>
				<div className="booking__panel">
					<header className="booking__head">
						{shownStep !== 'main' && (
							<button type="button" className="booking-link booking__back" onClick={backToMain}>
								<ArrowIcon direction="left" />
								<span>{labels.back}</span>
							</button>
						)}
						<h2 className="booking__title" id="booking-title" ref={heading} tabIndex={-1}>
							{title}
						</h2>
						<p className="booking__event" id="booking-event">
							{data.name}
						</p>
						<button
							type="button"
							className="booking__close"
							aria-label={labels.close}
							onClick={closeBooking}
						>
							<CloseIcon size="1.25em" />
						</button>
					</header>
					<div className="booking__body">
						{shownStep === 'discounts' && group ? (
							<DiscountStep group={group} />
						) : shownStep === 'timeslots' && group ? (
							<TimeslotStep group={group} />
						) : (
							<MainStep />
						)}
					</div>
					<footer className="booking__foot">
						<BookingSummary />
						<BookingActions />
					</footer>
				</div>
			</dialog>
		</BookingDataContext.Provider>
	);
}
