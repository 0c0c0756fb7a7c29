/**
 * What an event page with quick buy runs at first (SPEC §4 'Booking widget'): a few lines that
 * wait for a click on the ticket button in `[data-booking-mount]` or on the sticky bar's ticket
 * button in `[data-sticky-booking-slot]`, then load the widget and open it for that button.
 * Hovering or focusing a button fetches the widget ahead. Without JavaScript, or when the widget
 * cannot read the event, the buttons stay links to the webshop.
 */

const DETAIL_OPENER = '[data-booking-mount] a[data-sticky-ticket]';
const STICKY_OPENER = '[data-sticky-booking-slot] a';
const OPENER = `${DETAIL_OPENER}, ${STICKY_OPENER}`;

const load = () => import('./booking-loader.ts').then((step) => step.loadBookingIsland());

/** The mount holding the data of the event `opener` books, or null. */
export function bookingMountFor(opener: Element): HTMLElement | null {
	const own = opener.closest<HTMLElement>('[data-booking-mount]');
	if (own) return own;
	const slot = opener.closest<HTMLElement>('[data-sticky-booking-slot]');
	const eventId = slot?.dataset['eventId'];
	if (!eventId) return null;
	return document.querySelector<HTMLElement>(
		`[data-booking-mount][data-event-id="${CSS.escape(eventId)}"]`,
	);
}

/** Starts listening for clicks on the page's ticket buttons. */
export function listenForBooking(): void {
	const opener = (event: Event) =>
		(event.target as Element | null)?.closest?.<HTMLAnchorElement>(OPENER) ?? null;

	document.addEventListener('click', (event) => {
		const link = opener(event);
		if (!link || event.defaultPrevented || event.button !== 0) return;
		if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
		const mount = bookingMountFor(link);
		if (!mount) return;
		event.preventDefault();
		void load().then(
			({ openBookingFor }) => {
				if (!openBookingFor(link, mount)) location.assign(link.href);
			},
			// The chunk did not load: the webshop still sells the tickets.
			() => location.assign(link.href),
		);
	});
	const prefetch = (event: Event) => {
		if (opener(event)) void load().catch(() => undefined);
	};
	document.addEventListener('pointerover', prefetch, { passive: true });
	document.addEventListener('focusin', prefetch);
}
