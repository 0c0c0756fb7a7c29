import { createRoot, type Root } from 'react-dom/client';
import { openBooking } from '../../stores/booking.ts';
import { readBookingData, type BookingData } from './booking-data.ts';
import BookingWidget from './BookingWidget.tsx';
import { PROPS_BLOCK } from '../island-props.ts';
import { loadStylesheets } from '../lazy-stylesheets.ts';
import bookingCss from './booking.css?url';

// The widget's styles arrive with it, not as render-blocking CSS of every page with tickets.
await loadStylesheets([bookingCss]);

/**
 * Renders the one booking widget of the page (into an element at the end of <body>, so no
 * container clips it) and opens it for the clicked ticket button. Loaded on the first click by
 * `booking-trigger.ts`, so React and the widget reach only visitors who want tickets.
 */

let root: Root | null = null;
let host: HTMLElement | null = null;

/**
 * Opens the widget under `opener` for the event in `mount`'s JSON block (island-props.ts); false when the data
 * cannot be read (the caller then follows the link to the webshop).
 */
export function openBookingFor(opener: HTMLAnchorElement, mount: HTMLElement): boolean {
	const data: BookingData | null = readBookingData(
		mount.querySelector(PROPS_BLOCK)?.textContent ?? undefined,
	);
	if (!data) return false;
	if (!host) {
		host = document.createElement('div');
		host.setAttribute('data-booking-root', '');
		document.body.append(host);
		root = createRoot(host);
	}
	const id = opener.closest('[data-sticky-booking-slot]') ? 'sticky' : 'detail';
	root?.render(<BookingWidget data={data} opener={opener} />);
	openBooking(`${id}-${data.event.eventId}`, data.event);
	return true;
}
