import type { Locale, Price, SeatGroup, Timeslot } from '../../lib/contract/index.ts';
import type { BookingEvent } from '../../stores/booking.ts';
import type { BookingLabels } from './booking-labels.ts';

/**
 * What the server renders into `data-booking` of `[data-booking-mount]` for the widget: the event
 * (only the fields the widget reads), the shown times of its timeslots and the labels. Read with
 * a hand check, so no zod reaches the browser; the server built it from contract-checked data.
 */
export type BookingData = {
	event: BookingEvent;
	/** The event's name, for the dialog's label. */
	name: string;
	currencySymbol: string;
	/** block_id → the slot's start as shown ('10:30 Uhr'). */
	slotTimes: Record<string, string>;
	labels: BookingLabels;
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isId = (value: unknown): value is number => Number.isInteger(value);
const isStatus = (value: unknown): value is '0' | '1' => value === '0' || value === '1';

function readPrice(value: unknown): Price | null {
	if (!isObject(value)) return null;
	const { id, price, sale_type_id, seat_group, text, name } = value;
	if (!isId(id) || !isId(sale_type_id) || !isId(seat_group)) return null;
	if (typeof price !== 'string' || !/^\d+\.\d{2}$/.test(price)) return null;
	if (typeof text !== 'string' || typeof name !== 'string') return null;
	return { id, price, sale_type_id, seat_group, text, name, has_discounts: false };
}

function readTimeslot(value: unknown): Timeslot | null {
	if (!isObject(value)) return null;
	const { id, block_id, time_start, status } = value;
	if (!isId(id) || !isId(block_id) || typeof time_start !== 'string' || !isStatus(status)) {
		return null;
	}
	return {
		id,
		block_id,
		time_start,
		status,
		...(value['few_left'] === true ? { few_left: true } : {}),
	};
}

/** Every item of `value` that `read` accepts, or null when `value` is no array or one fails. */
function readAll<T>(value: unknown, read: (item: unknown) => T | null): T[] | null {
	if (!Array.isArray(value)) return null;
	const items = value.map(read);
	return items.every((item) => item !== null) ? items : null;
}

function readSeatGroup(value: unknown): SeatGroup | null {
	if (!isObject(value)) return null;
	const { id, seat_group, status, text } = value;
	const prices = readAll(value['prices'], readPrice);
	const timeslots = readAll(value['timeslots'], readTimeslot);
	if (!isId(id) || typeof seat_group !== 'string' || !isStatus(status)) return null;
	if (!prices || !timeslots) return null;
	return {
		id,
		seat_group,
		status,
		...(value['few_left'] === true ? { few_left: true } : {}),
		text: typeof text === 'string' ? text : '',
		prices,
		timeslots,
	};
}

function readLabels(value: unknown): BookingLabels | null {
	if (!isObject(value)) return null;
	return Object.values(value).every((text) => typeof text === 'string')
		? (value as BookingLabels)
		: null;
}

/** The widget's data from its JSON, or null when it is missing or malformed. */
export function readBookingData(json: string | undefined): BookingData | null {
	let value: unknown;
	try {
		value = JSON.parse(json ?? '');
	} catch {
		return null;
	}
	if (!isObject(value) || !isObject(value['event'])) return null;
	const event = value['event'];
	const seatGroups = readAll(event['seatGroups'], readSeatGroup);
	const labels = readLabels(value['labels']);
	const { eventId, idJet, locale, ticketUrl, maxTickets } = event;
	const { name, currencySymbol, slotTimes } = value;
	if (!isId(eventId) || !isId(idJet) || (locale !== 'de' && locale !== 'en')) return null;
	if (typeof ticketUrl !== 'string' || !seatGroups || !labels) return null;
	if (typeof name !== 'string' || typeof currencySymbol !== 'string' || !isObject(slotTimes)) {
		return null;
	}
	return {
		event: {
			eventId,
			idJet,
			locale: locale satisfies Locale,
			ticketUrl,
			seatGroups,
			// A page from before the cap was rendered in has none: the back end still enforces it.
			...(isId(maxTickets) && maxTickets > 0 ? { maxTickets } : {}),
		},
		name,
		currencySymbol,
		slotTimes: Object.fromEntries(
			Object.entries(slotTimes).filter(
				(entry): entry is [string, string] => typeof entry[1] === 'string',
			),
		),
		labels,
	};
}
