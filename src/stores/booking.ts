import { map } from 'nanostores';
import {
	addTicket,
	availableTimeslots,
	cartOutcome,
	cartRequests,
	isTimeslotMode,
	preselectedTimeslot,
	removeTicket,
	splitByAnswers,
	ticketCount,
	ticketRoom,
	withoutSeatGroup,
	type CartAnswer,
	type CartFailure,
	type CartLimitAnswer,
	type Selection,
	type TicketRef,
} from '../lib/booking/index.ts';
import type { CartError, CartResult, Locale, SeatGroup } from '../lib/contract/index.ts';
import { csrfToken } from '../lib/cookies/csrf-token.ts';
import { $cart, storeCart } from './cart.ts';

/**
 * The quick-buy booking widget (SPEC §4 'Booking widget', §7, §8): which widget is open (one at
 * a time), its step, the visitor's tickets, the chosen timeslots and how adding to the cart went.
 */

/** What the widget needs of an event (rendered into the page by the server). */
export type BookingEvent = {
	eventId: number;
	/** The ticketing system's id, sent as event_jet_id. */
	idJet: number;
	locale: Locale;
	/** The webshop page of the event: the way out after a failure. */
	ticketUrl: string;
	seatGroups: readonly SeatGroup[];
	/** The site's tickets per cart (SiteConfig tickets.maxTicketsPerCart); absent: not known here. */
	maxTickets?: number;
};

export type BookingStep = 'main' | 'discounts' | 'timeslots';
export type BookingStatus = 'idle' | 'adding' | 'success' | 'error';

export type BookingState = {
	/** The open widget's key (its opener), or null when none is open. */
	openId: string | null;
	event: BookingEvent | null;
	step: BookingStep;
	/** The seat group whose discounts or timeslots the step shows. */
	stepGroup: number | null;
	selection: Selection;
	/** 'All seat categories' is expanded. */
	expanded: boolean;
	/** Seat group id → block_id of its chosen timeslot (timeslot mode). */
	timeslots: Readonly<Record<number, number>>;
	status: BookingStatus;
	failure: CartFailure | null;
	/** After success, or a failure after some seat groups went in: the tickets added, the cart's URL. */
	added: { count: number; cartUrl: string } | null;
};

/** SPEC §9: the summary resets this long after closing (the closing animation shows it). */
export const BOOKING_RESET_MS = 250;

const CLOSED: BookingState = {
	openId: null,
	event: null,
	step: 'main',
	stepGroup: null,
	selection: [],
	expanded: false,
	timeslots: {},
	status: 'idle',
	failure: null,
	added: null,
};

export const $booking = map<BookingState>(CLOSED);

let resetTimer: ReturnType<typeof setTimeout> | undefined;

/** The first available timeslot of every timed seat group (SPEC §4: preselected). */
function preselectedTimeslots(event: BookingEvent): Record<number, number> {
	const chosen: Record<number, number> = {};
	for (const group of event.seatGroups) {
		const slot = isTimeslotMode(group) ? preselectedTimeslot(group) : null;
		if (slot) chosen[group.id] = slot.block_id;
	}
	return chosen;
}

/** Opens widget `id` for `event`; any other open widget closes (only one at a time). */
export function openBooking(id: string, event: BookingEvent): void {
	clearTimeout(resetTimer);
	$booking.set({ ...CLOSED, openId: id, event, timeslots: preselectedTimeslots(event) });
}

/**
 * Closes the widget: the selection is cleared at once, the summary (status, failure, added)
 * BOOKING_RESET_MS later.
 */
export function closeBooking(): void {
	if ($booking.get().openId === null) return;
	$booking.set({ ...$booking.get(), openId: null, selection: [], step: 'main', stepGroup: null });
	clearTimeout(resetTimer);
	resetTimer = setTimeout(() => {
		if ($booking.get().openId === null) $booking.set(CLOSED);
	}, BOOKING_RESET_MS);
}

/** Shows the discounts or the timeslots of seat group `groupId`. */
export function showStep(step: Exclude<BookingStep, 'main'>, groupId: number): void {
	$booking.set({ ...$booking.get(), step, stepGroup: groupId });
}

/** The back button: returns to the main step. */
export function backToMain(): void {
	$booking.set({ ...$booking.get(), step: 'main', stepGroup: null });
}

/** Expands or collapses the price list ('all seat categories'). */
export function setExpanded(expanded: boolean): void {
	$booking.setKey('expanded', expanded);
}

/** A changed selection also drops an old summary: it described what was added before. */
function withSelection(selection: Selection): void {
	const state = $booking.get();
	const settled = state.status === 'success' || state.status === 'error';
	$booking.set({
		...state,
		selection,
		...(settled ? { status: 'idle', failure: null, added: null } : {}),
	});
}

/**
 * How many tickets the open widget's selection may hold: the site's cap less what the visitor's
 * cart holds (`$cart`, from its cookie), or the cap alone when the cart is empty or unknown.
 */
export function selectionRoom(state: BookingState = $booking.get()): number {
	return ticketRoom(state.event?.maxTickets ?? null, $cart.get().count);
}

/** One ticket more of `ref` (SPEC §4), unless the selection is at selectionRoom. */
export function addOne(ref: TicketRef): void {
	const state = $booking.get();
	withSelection(addTicket(state.selection, ref, selectionRoom(state)));
}

/** One ticket fewer of `ref`; the entry goes at 1 (SPEC §4). */
export function removeOne(ref: TicketRef): void {
	withSelection(removeTicket($booking.get().selection, ref));
}

/**
 * Chooses timeslot `blockId` for seat group `groupId` and returns to the main step. Tickets of
 * that seat group chosen for another slot are dropped (they were counted for that slot).
 */
export function chooseTimeslot(groupId: number, blockId: number): void {
	const state = $booking.get();
	const group = state.event?.seatGroups.find((candidate) => candidate.id === groupId);
	if (!group || !availableTimeslots(group).some((slot) => slot.block_id === blockId)) return;
	const changed = state.timeslots[groupId] !== blockId;
	$booking.set({
		...state,
		timeslots: { ...state.timeslots, [groupId]: blockId },
		selection: changed ? withoutSeatGroup(state.selection, groupId) : state.selection,
		step: 'main',
		stepGroup: null,
	});
}

/** True when 'Add to cart' may be pressed: tickets chosen and nothing on its way (SPEC §5). */
export function canAddToCart(state: BookingState): boolean {
	return ticketCount(state.selection) > 0 && state.status !== 'adding';
}

/** A cart answer checked by hand (no zod in the browser): result, SPEC §8 error, or null. */
export function readCartAnswer(value: unknown): CartResult | CartError | null {
	if (typeof value !== 'object' || value === null) return null;
	const record = value as Record<string, unknown>;
	if (typeof record['response_code'] === 'number') {
		const error = typeof record['error'] === 'string' ? record['error'] : '';
		return { error, response_code: record['response_code'] };
	}
	const count = record['tickets_quantity'];
	const url = record['cart_url'];
	if (typeof count === 'number' && typeof url === 'string' && url !== '') {
		return { tickets_quantity: count, cart_url: url };
	}
	return null;
}

/** A 400 answer naming `quantities` (the cart's ticket cap), else null. */
export function readCartLimit(value: unknown): CartLimitAnswer | null {
	if (typeof value !== 'object' || value === null) return null;
	const record = value as Record<string, unknown>;
	if (record['field'] !== 'quantities') return null;
	return { error: typeof record['error'] === 'string' ? record['error'] : '', field: 'quantities' };
}

/** One POST /api/shop-cart/; null when it failed without a SPEC §8 or ticket-cap answer. */
async function postCart(
	locale: Locale,
	body: unknown,
	csrf: string,
	fetcher: typeof fetch,
): Promise<CartAnswer> {
	try {
		const response = await fetcher(`/${locale}/api/shop-cart/`, {
			method: 'POST',
			credentials: 'same-origin',
			headers: {
				Accept: 'application/json',
				'Content-Type': 'application/json',
				'X-CSRFToken': csrf,
			},
			body: JSON.stringify(body),
		});
		const json: unknown = await response.json().catch(() => null);
		if (response.status === 400) return readCartLimit(json);
		const answer = readCartAnswer(json);
		return response.ok ? answer : null;
	} catch {
		return null;
	}
}

/**
 * Adds the selection to the cart (SPEC §7): one POST per seat group, with the chosen timeslot's
 * block_id for timed seat groups, stopping at the first failure. A selection over the ticket cap
 * (with what the cart holds) is refused before anything is sent. Every success is stored in
 * `$cart` and its cookies; the widget then shows the success or the failure (SPEC §8) — after a
 * failure the selection keeps only the tickets not added, and `added` names those that were.
 */
export async function addToCart(fetcher: typeof fetch = fetch): Promise<void> {
	const start = $booking.get();
	const { event } = start;
	if (!event || !canAddToCart(start)) return;
	if (ticketCount(start.selection) > selectionRoom(start)) {
		// The whole selection cannot fit: send nothing rather than add one seat group of it.
		$booking.set({
			...start,
			status: 'error',
			failure: { reason: 'too-many-tickets' },
			added: null,
		});
		return;
	}
	const openId = start.openId;
	$booking.set({ ...start, status: 'adding', failure: null, added: null });
	const timed = Object.fromEntries(
		Object.entries(start.timeslots).filter(([groupId]) =>
			event.seatGroups.some((group) => group.id === Number(groupId) && isTimeslotMode(group)),
		),
	);
	const csrf = await csrfToken(event.locale, fetcher);
	const answers: CartAnswer[] = [];
	for (const body of cartRequests(event.idJet, start.selection, timed)) {
		const answer = await postCart(event.locale, body, csrf, fetcher);
		answers.push(answer);
		if (answer === null || !('tickets_quantity' in answer)) break;
		storeCart(answer);
	}
	const outcome = cartOutcome(answers);
	// Closed (or another widget opened) meanwhile: the cart is stored, the summary is not wanted.
	if ($booking.get().openId !== openId) return;
	if (outcome.ok) {
		$booking.set({
			...$booking.get(),
			status: 'success',
			selection: [],
			added: { count: ticketCount(start.selection), cartUrl: outcome.cartUrl },
		});
	} else {
		console.error('booking: adding to the cart failed', outcome.failure, answers);
		const { added, notAdded } = splitByAnswers(start.selection, answers);
		$booking.set({
			...$booking.get(),
			status: 'error',
			failure: outcome.failure,
			selection: notAdded,
			added: outcome.cart ? { count: ticketCount(added), cartUrl: outcome.cart.cartUrl } : null,
		});
	}
}
