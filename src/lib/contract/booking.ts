import { z } from 'zod';
import { MAX_TICKETS_PER_LINE } from '../booking/limits.ts';
import { DateTimeSchema, IdSchema } from './common.ts';

/** Availability flag of seat groups and timeslots; '0' is unavailable and hidden (SPEC §9). */
export const AvailabilitySchema = z.enum(['0', '1']);

/** A price string with two decimals, e.g. '12.00' (SPEC §3). */
export const PriceStringSchema = z.string().regex(/^\d{1,6}\.\d{2}$/, 'must look like 12.00');

/** One price of a seat group (SPEC §3 'Booking'). The full price has text 'Vollpreis'. */
export const PriceSchema = z.object({
	id: IdSchema,
	price: PriceStringSchema,
	sale_type_id: IdSchema,
	seat_group: IdSchema,
	text: z.string(),
	name: z.string(),
	has_discounts: z.boolean().default(false),
});
export type Price = z.infer<typeof PriceSchema>;

/** A timeslot of a timed-entry event. */
export const TimeslotSchema = z.object({
	id: IdSchema,
	block_id: IdSchema,
	time_start: z.iso.datetime({ offset: true }),
	status: AvailabilitySchema,
	/** On sale, but only a few tickets are left (the site's threshold); never with status '0'. */
	few_left: z.boolean().optional(),
});
export type Timeslot = z.infer<typeof TimeslotSchema>;

/** A seat group with its prices and, for timed entry, its timeslots. */
export const SeatGroupSchema = z.object({
	id: IdSchema,
	seat_group: z.string(),
	status: AvailabilitySchema,
	/** On sale, but only a few tickets are left (all its timeslots on sale, when timed). */
	few_left: z.boolean().optional(),
	text: z.string().default(''),
	prices: z.array(PriceSchema),
	timeslots: z.array(TimeslotSchema).default([]),
});
export type SeatGroup = z.infer<typeof SeatGroupSchema>;

/** One entry of the visitor's selection: a ticket (seat group + sale type) and its amount. */
export const SelectedTicketSchema = z.object({
	ticket: z.object({ id: IdSchema, seat_group: IdSchema, sale_type_id: IdSchema }),
	amount: z.number().int().positive(),
});
export type SelectedTicket = z.infer<typeof SelectedTicketSchema>;

/** POST /api/shop-cart/: one call per seat group of the selection (SPEC §7). */
export const CartRequestSchema = z
	.object({
		quantities: z.array(z.number().int().min(1).max(MAX_TICKETS_PER_LINE)).min(1).max(20),
		event_jet_id: IdSchema,
		sale_type_ids: z.array(IdSchema).min(1).max(20),
		seat_group: IdSchema.optional(),
		block_id: IdSchema.optional(),
	})
	.refine((body) => body.quantities.length === body.sale_type_ids.length, {
		message: 'quantities and sale_type_ids must have the same length',
		path: ['quantities'],
	});
export type CartRequest = z.infer<typeof CartRequestSchema>;

/** Successful cart creation (SPEC §3). */
export const CartResultSchema = z.object({
	tickets_quantity: z.number().int().nonnegative(),
	cart_url: z.string().min(1),
});
export type CartResult = z.infer<typeof CartResultSchema>;

/** Cart failure: response_code -214 not enough seats, -204 no current reservation (SPEC §8). */
export const CartErrorSchema = z.object({
	error: z.string(),
	response_code: z.number().int(),
	field: z.string().optional(),
});
export type CartError = z.infer<typeof CartErrorSchema>;

export const CART_NOT_ENOUGH_SEATS = -214;
export const CART_NO_RESERVATION = -204;

/** A cart's token as it appears in cart_url (/webshop/cart/{token}). */
export const CartTokenSchema = z.string().regex(/^[\w-]{16,64}$/, 'must be a cart token');

/**
 * A cart line's identity in requests that change it (POST /api/shop-cart/{token}/remove/):
 * `{id_jet}_{seat group|n}_{sale type}_{block|n}_{unit price|n}` (n: none), e.g.
 * '5002_1011_1_n_25.00'. Opaque to the page: it only hands back what the cart answered.
 */
export const CartLineIdSchema = z
	.string()
	.regex(
		/^\d{1,15}_(?:\d{1,15}|n)_\d{1,15}_(?:\d{1,15}|n)_(?:\d{1,6}\.\d{2}|n)$/,
		'must be a line id',
	);

/** One line of a cart: an amount of tickets of one sale type, seat group (and timeslot) of an event. */
export const CartTicketSchema = z.object({
	/** What a removal names this line by. */
	line_id: CartLineIdSchema,
	event_id: IdSchema,
	event_jet_id: IdSchema,
	/** The event's name in the asked language; '' when the event no longer exists. */
	event_name: z.string(),
	event_url: z.string().nullable(),
	date_start: DateTimeSchema.nullable(),
	/** Start of the booked timeslot, for timed entry. */
	time_start: DateTimeSchema.nullable(),
	seat_group_id: IdSchema.nullable(),
	seat_group: z.string(),
	sale_type_id: IdSchema,
	sale_type: z.string(),
	amount: z.number().int().positive(),
	/** Unit price at the time of reservation. */
	price: PriceStringSchema,
	line_total: PriceStringSchema,
});
export type CartTicket = z.infer<typeof CartTicketSchema>;

/**
 * GET /api/shop-cart/{token}/: the cart behind a cart_url. `reserved` until `expires_at` (15
 * minutes after the last addition, SPEC §9), then `expired` and its tickets are back on sale.
 */
export const CartDetailSchema = z.object({
	token: CartTokenSchema,
	cart_url: z.string().min(1),
	state: z.enum(['reserved', 'expired']),
	expires_at: DateTimeSchema,
	seconds_left: z.number().int().nonnegative(),
	tickets_quantity: z.number().int().nonnegative(),
	tickets: z.array(CartTicketSchema),
	total: PriceStringSchema,
	/** The latest a renewal can extend the reservation to (the site's cap on a cart's hold). */
	hold_ends_at: DateTimeSchema,
	/** Whether the hold cap leaves a renewal (POST /api/shop-cart/{token}/renew/) a minute or more. */
	renewable: z.boolean(),
});
export type CartDetail = z.infer<typeof CartDetailSchema>;

/**
 * POST /api/shop-cart/{token}/remove/: takes `quantity` tickets (all when omitted) off the line
 * `line_id`; the seats are on sale again at once. Answers the cart (CartDetail).
 */
export const CartRemovalSchema = z.object({
	line_id: CartLineIdSchema,
	quantity: z.number().int().min(1).max(MAX_TICKETS_PER_LINE).optional(),
});
export type CartRemoval = z.infer<typeof CartRemovalSchema>;

/** The error texts of SPEC §8 for CART_NOT_ENOUGH_SEATS and CART_NO_RESERVATION. */
export const CART_NOT_ENOUGH_SEATS_TEXT = 'Not enough (connected) seats found.';
export const CART_NO_RESERVATION_TEXT = 'No current reservation.';
